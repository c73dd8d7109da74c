import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isCommentId, isDealId, isUsername } from './ids';
import { usernameSchema } from './schemas/auth';

describe('id shapes', () => {
  it('match the ids the code creates', () => {
    for (let i = 0; i < 200; i++) {
      expect(isDealId(randomBytes(12).toString('base64url'))).toBe(true);
      expect(isCommentId(randomUUID())).toBe(true);
    }
  });

  it.each([
    '',
    'x',
    'nexistepas',
    'A'.repeat(15),
    'A'.repeat(17),
    'A'.repeat(2100),
    'AAAAAAAAAAAAAAA/',
    'AAAAAAAAAAAAAAA=',
    'AAAAAAAAAAAAAAA%',
    'AAAAAAAAAAAAAAAé',
    'AAAAAAAAAAAAAAAA\n',
  ])('refuse %j as a deal id', (id) => expect(isDealId(id)).toBe(false));

  it('refuse what is not a comment id', () => {
    const uuid = randomUUID();
    for (const id of ['', 'inconnu', uuid.toUpperCase(), `${uuid}0`, uuid.slice(1), `${uuid}\n`, 'x'.repeat(2100)]) {
      expect(isCommentId(id)).toBe(false);
    }
    expect(isDealId(undefined)).toBe(false);
    expect(isCommentId(42)).toBe(false);
  });
});

describe('username shape (public profile paths)', () => {
  it('takes every name sign-up takes, in any case', () => {
    for (const name of ['amine_dz', 'Chérifa.B', 'CHÉRIFA.B', 'abc', 'x'.repeat(30), 'علي_123', 'ｆｕｌｌｗｉｄｔｈ']) {
      expect(usernameSchema.safeParse(name).success, name).toBe(true);
      expect(isUsername(name), name).toBe(true);
    }
  });

  it('refuses what sign-up refuses, and what is not a string', () => {
    for (const name of ['', 'ab', 'x'.repeat(31), 'a b', 'a/b', '<script>', 'a%20b', 'x'.repeat(100_000), 'nom\n']) {
      expect(isUsername(name), name).toBe(false);
    }
    expect(isUsername(undefined)).toBe(false);
    expect(isUsername(42)).toBe(false);
  });
});
