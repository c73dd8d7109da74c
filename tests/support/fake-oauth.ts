import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_GOOGLE_CLIENT_ID = 'dzdeals-test.apps.googleusercontent.com';
export const FAKE_FACEBOOK_APP = { id: '1234567890', secret: 'facebook-test-secret' };

type FacebookUser = { id: string; name: string; email?: string; appId?: string };

/** A Facebook access token the stand-in accepts for this user of our app (a test's own person). */
export const fakeFacebookToken = (user: { id: string; name: string; email?: string }) =>
  `fbtest.${Buffer.from(JSON.stringify(user)).toString('base64url')}`;

function facebookUserOf(token: string): FacebookUser | undefined {
  if (!token.startsWith('fbtest.')) return undefined;
  try {
    return JSON.parse(Buffer.from(token.slice('fbtest.'.length), 'base64url').toString('utf8')) as FacebookUser;
  } catch {
    return undefined;
  }
}

/**
 * Stand-ins for Google's key endpoint and Facebook's Graph API on loopback, so the real
 * verifiers run end to end against keys and tokens the tests make.
 */
export async function startFakeOAuthProviders() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  // Facebook tokens the tests may use: token → the user it belongs to.
  const facebookTokens: Record<string, FacebookUser> = {
    'fb-valid-token': { id: 'fb-user-1', name: 'Yacine Benali', email: 'yacine.fb@exemple.dz' },
    'fb-other-app-token': { id: 'fb-user-2', name: 'Autre App', email: 'autre@exemple.dz', appId: '999' },
    'fb-no-email-token': { id: 'fb-user-3', name: 'Sans Email' },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'public, max-age=600' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/certs') return json(200, { keys: [jwk] });
    if (url.pathname === '/graph/debug_token') {
      const appToken = `${FAKE_FACEBOOK_APP.id}|${FAKE_FACEBOOK_APP.secret}`;
      if (url.searchParams.get('access_token') !== appToken) return json(400, { error: { message: 'bad app token' } });
      const input = url.searchParams.get('input_token') ?? '';
      const user = facebookTokens[input] ?? facebookUserOf(input);
      if (!user) return json(200, { data: { is_valid: false } });
      return json(200, { data: { is_valid: true, app_id: user.appId ?? FAKE_FACEBOOK_APP.id, user_id: user.id } });
    }
    if (url.pathname === '/graph/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const user = facebookTokens[token] ?? facebookUserOf(token);
      if (!user) return json(400, { error: { message: 'invalid token' } });
      return json(200, { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) });
    }
    json(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/google/certs`,
      FACEBOOK_APP_ID: FAKE_FACEBOOK_APP.id,
      FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP.secret,
      FACEBOOK_GRAPH_URL: `${base}/graph`,
    },
    googlePrivateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    googleKid: kid,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
