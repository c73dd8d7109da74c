import jsonwebtoken from 'jsonwebtoken';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from './auth-token';
import { signToken } from './issue-token';

const secret = 'a-long-random-secret-for-tests';
beforeAll(() => {
  process.env.JWT_SECRET = secret;
});

describe('session tokens', () => {
  it('carry the user id and the session version', async () => {
    const token = await signToken('user-1', 3);
    await expect(verifyToken(token)).resolves.toEqual({ userId: 'user-1', version: 3 });
    // Our signing and checking (functions/lib/jwt.ts) agree with jsonwebtoken's, both ways.
    expect(jsonwebtoken.verify(token, secret, { algorithms: ['HS256'] })).toMatchObject({ sub: 'user-1', sv: 3 });
    const theirs = jsonwebtoken.sign({ sv: 2 }, secret, { subject: 'user-2', expiresIn: 60 });
    await expect(verifyToken(theirs)).resolves.toEqual({ userId: 'user-2', version: 2 });
  });

  const payload = (token: string) => token.split('.')[1];
  it.each([
    ['alg none', async () => jsonwebtoken.sign({ sv: 0 }, '', { algorithm: 'none', subject: 'u', expiresIn: 60 })],
    ['another secret', async () => jsonwebtoken.sign({ sv: 0 }, 'other', { subject: 'u', expiresIn: 60 })],
    ['HS512', async () => jsonwebtoken.sign({ sv: 0 }, secret, { algorithm: 'HS512', subject: 'u', expiresIn: 60 })],
    [
      'an expired token',
      async () => jsonwebtoken.sign({ sv: 0, sub: 'u', exp: Math.floor(Date.now() / 1000) - 60 }, secret),
    ],
    [
      'a token not valid yet',
      async () => jsonwebtoken.sign({ sv: 0 }, secret, { subject: 'u', expiresIn: 120, notBefore: 60 }),
    ],
    [
      'a critical extension',
      async () =>
        jsonwebtoken.sign({ sv: 0 }, secret, { subject: 'u', expiresIn: 60, header: { alg: 'HS256', crit: ['x'] } }),
    ],
    ['no expiry', async () => jsonwebtoken.sign({ sv: 0 }, secret, { subject: 'u' })],
    ['no session version', async () => jsonwebtoken.sign({}, secret, { subject: 'u', expiresIn: 60 })],
    ['a padded signature', async () => `${await signToken('u', 0)}=`],
    [
      'another spelling of the signature',
      async () => {
        // The last base64url character carries spare bits: flipping them decodes to the same bytes.
        const token = await signToken('u', 0);
        const last = token.at(-1)!;
        const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
        const twin = alphabet[alphabet.indexOf(last) ^ 1];
        return token.slice(0, -1) + twin;
      },
    ],
    [
      'a swapped payload',
      async () => {
        const [h, , s] = (await signToken('u', 0)).split('.');
        const forged = Buffer.from(JSON.stringify({ sub: 'admin', sv: 0, exp: 9e9 })).toString('base64url');
        return `${h}.${forged}.${s}`;
      },
    ],
    [
      'a payload from another token',
      async () => {
        const [h, , s] = (await signToken('u', 0)).split('.');
        return `${h}.${payload(await signToken('admin', 0))}.${s}`;
      },
    ],
    ['garbage', async () => 'abc'],
  ])('refuses %s', async (_name, make) => {
    await expect(verifyToken(await make())).resolves.toBeNull();
  });
});
