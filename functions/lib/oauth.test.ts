import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it, vi } from 'vitest';
import { facebookVerifier, googleVerifier } from './oauth';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256' } };
}

const jsonResponse = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

describe('googleVerifier', () => {
  const current = keyPair('k1');
  const sign = (claims: object, opts: jwt.SignOptions = {}, key = current.privateKey, kid = 'k1') =>
    jwt.sign({ email: 'nadia@gmail.com', email_verified: true, name: 'Nadia', ...claims }, key, {
      algorithm: 'RS256',
      keyid: kid,
      audience: CLIENT_ID,
      issuer: 'accounts.google.com',
      subject: 'google-sub-1',
      expiresIn: 60,
      ...opts,
    });

  it('returns the identity of a valid ID token and caches the keys', async () => {
    const fetchStub = vi.fn(async () =>
      jsonResponse({ keys: [current.jwk] }, { 'cache-control': 'public, max-age=3600' }),
    );
    const verifier = googleVerifier({ clientId: CLIENT_ID, jwksUrl: 'http://keys', fetch: fetchStub });
    await expect(verifier.verify(sign({}))).resolves.toEqual({
      subject: 'google-sub-1',
      email: 'nadia@gmail.com',
      emailVerified: true,
      name: 'Nadia',
    });
    await verifier.verify(sign({}));
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('refetches the keys when Google rotates them', async () => {
    const next = keyPair('k2');
    let keys = [current.jwk];
    const fetchStub = vi.fn(async () => jsonResponse({ keys }));
    const verifier = googleVerifier({ clientId: CLIENT_ID, jwksUrl: 'http://keys', fetch: fetchStub });
    await verifier.verify(sign({}));
    keys = [current.jwk, next.jwk];
    await expect(verifier.verify(sign({}, {}, next.privateKey, 'k2'))).resolves.toMatchObject({
      subject: 'google-sub-1',
    });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['another audience', () => sign({}, { audience: 'other' })],
    ['another issuer', () => sign({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => sign({}, { expiresIn: -10 })],
    ['a foreign key', () => sign({}, {}, keyPair('k1').privateKey)],
    ['an unknown key id', () => sign({}, {}, current.privateKey, 'nope')],
    ['garbage', () => 'not.a.jwt'],
  ])('rejects %s', async (_name, token) => {
    const verifier = googleVerifier({
      clientId: CLIENT_ID,
      jwksUrl: 'http://keys',
      fetch: async () => jsonResponse({ keys: [current.jwk] }),
    });
    await expect(verifier.verify(token())).rejects.toThrow();
  });

  it('reports an unverified email as such', async () => {
    const verifier = googleVerifier({
      clientId: CLIENT_ID,
      jwksUrl: 'http://keys',
      fetch: async () => jsonResponse({ keys: [current.jwk] }),
    });
    await expect(verifier.verify(sign({ email_verified: false }))).resolves.toMatchObject({ emailVerified: false });
  });
});

describe('facebookVerifier', () => {
  const graph = (debug: object, me: object) =>
    vi.fn(async (url: string | URL | Request) =>
      String(url).includes('/debug_token') ? jsonResponse({ data: debug }) : jsonResponse(me),
    );
  const make = (fetchStub: ReturnType<typeof graph>) =>
    facebookVerifier({ appId: 'app-1', appSecret: async () => 's3cret', graphUrl: 'http://graph', fetch: fetchStub });

  it('debugs the token with the app token, then reads the profile', async () => {
    const fetchStub = graph(
      { is_valid: true, app_id: 'app-1', user_id: 'fb-9' },
      { id: 'fb-9', name: 'Sofiane', email: 's@fb.dz' },
    );
    await expect(make(fetchStub).verify('user-token')).resolves.toEqual({
      subject: 'fb-9',
      email: 's@fb.dz',
      emailVerified: true,
      name: 'Sofiane',
    });
    expect(String(fetchStub.mock.calls[0][0])).toContain(`access_token=${encodeURIComponent('app-1|s3cret')}`);
  });

  it.each([
    ['an invalid token', { is_valid: false }],
    ['a token of another app', { is_valid: true, app_id: 'app-2', user_id: 'fb-9' }],
  ])('rejects %s', async (_name, debug) => {
    await expect(make(graph(debug, { id: 'fb-9' })).verify('t')).rejects.toThrow();
  });

  it('rejects a profile that is not the token owner', async () => {
    await expect(
      make(graph({ is_valid: true, app_id: 'app-1', user_id: 'fb-9' }, { id: 'fb-10' })).verify('t'),
    ).rejects.toThrow();
  });
});
