import jsonwebtoken from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { decodeJwt, signHs256, verifyHs256 } from './jwt';

// jsonwebtoken (a dev dependency only) is the reference implementation to interoperate with.
describe('HS256 tokens', () => {
  const secret = 'a-long-random-secret-for-tests';

  it('signs tokens a standard library accepts, and accepts its tokens', () => {
    const ours = signHs256({ sub: 'user-1' }, secret, 60);
    expect(jsonwebtoken.verify(ours, secret, { algorithms: ['HS256'] })).toMatchObject({ sub: 'user-1' });
    const theirs = jsonwebtoken.sign({}, secret, { algorithm: 'HS256', subject: 'user-2', expiresIn: 60 });
    expect(verifyHs256(theirs, secret)).toMatchObject({ sub: 'user-2' });
  });

  it.each([
    ['alg none', () => jsonwebtoken.sign({ sub: 'u' }, '', { algorithm: 'none', expiresIn: 60 })],
    ['another secret', () => signHs256({ sub: 'u' }, 'other-secret', 60)],
    ['HS512', () => jsonwebtoken.sign({ sub: 'u' }, secret, { algorithm: 'HS512', expiresIn: 60 })],
    ['an expired token', () => signHs256({ sub: 'u' }, secret, 60, Date.now() - 120_000)],
    ['no expiry', () => jsonwebtoken.sign({ sub: 'u' }, secret, { algorithm: 'HS256' })],
    ['padding or stray characters', () => `${signHs256({ sub: 'u' }, secret, 60)}=`],
    [
      'a swapped payload',
      () => {
        const [h, , s] = signHs256({ sub: 'u' }, secret, 60).split('.');
        return `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', exp: 9e9 })).toString('base64url')}.${s}`;
      },
    ],
    ['garbage', () => 'abc'],
  ])('rejects %s', (_name, token) => {
    expect(verifyHs256(token(), secret)).toBeNull();
  });

  it('decodes only well-formed compact tokens', () => {
    expect(decodeJwt('a.b')).toBeNull();
    expect(decodeJwt('e30.e30.sig')).toMatchObject({ header: {}, claims: {} });
    expect(decodeJwt('bm90anNvbg.e30.sig')).toBeNull();
  });
});
