import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { decodeHeader, verifyJwt } from './jwt';
import { readSecret } from './secrets';

/** What a provider vouches for about the person signing in. */
export interface OAuthIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** Checks a provider token and returns the identity behind it; throws when it is not valid. */
export interface OAuthVerifier {
  verify(token: string): Promise<OAuthIdentity>;
}

type Fetch = typeof fetch;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Google ID tokens: RS256 signature against Google's published keys (turned into KeyObjects
 * once and cached as long as their Cache-Control allows), audience = our client id, issuer
 * Google, unexpired, email verified.
 */
export function googleVerifier(opts: { clientId: string; jwksUrl: string; fetch?: Fetch }): OAuthVerifier {
  const doFetch = opts.fetch ?? fetch;
  let cached: { keys: Map<string, KeyObject>; until: number } | undefined;

  async function keyFor(kid: string) {
    // An unknown kid refetches (Google rotates keys), at most once per call.
    if (!cached || cached.until < Date.now() || !cached.keys.has(kid)) {
      const res = await doFetch(opts.jwksUrl);
      if (!res.ok) throw new Error(`JWKS fetch failed: ${res.status}`);
      const body = (await res.json()) as { keys: (JsonWebKey & { kid: string; kty: string })[] };
      const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 3600);
      const keys = new Map(
        body.keys
          .filter((k) => k.kty === 'RSA' && typeof k.kid === 'string')
          .map((k) => [k.kid, createPublicKey({ key: k, format: 'jwk' })] as const),
      );
      cached = { keys, until: Date.now() + maxAge * 1000 };
    }
    const key = cached.keys.get(kid);
    if (!key) throw new Error('Unknown signing key');
    return key;
  }

  return {
    async verify(token) {
      const kid = decodeHeader(token)?.kid;
      if (typeof kid !== 'string') throw new Error('Malformed ID token');
      const claims = verifyJwt(token, 'RS256', await keyFor(kid), {
        audience: opts.clientId,
        issuers: GOOGLE_ISSUERS,
      });
      // Signature, algorithm, expiry (required), audience and issuer.
      if (!claims) throw new Error('ID token rejected');
      if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('ID token without subject');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}

/**
 * Facebook access tokens: debug_token with the app token proves the token was issued to our
 * app and is valid; /me then gives id, name and the (confirmed) email.
 */
export function facebookVerifier(opts: {
  appId: string;
  appSecret: () => Promise<string>;
  graphUrl: string;
  fetch?: Fetch;
}): OAuthVerifier {
  const doFetch = opts.fetch ?? fetch;
  const getJson = async (url: string) => {
    const res = await doFetch(url);
    if (!res.ok) throw new Error(`Graph API answered ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  return {
    async verify(token) {
      const appToken = `${opts.appId}|${await opts.appSecret()}`;
      const debug = await getJson(
        `${opts.graphUrl}/debug_token?input_token=${encodeURIComponent(token)}&access_token=${encodeURIComponent(appToken)}`,
      );
      const data = debug.data as { is_valid?: boolean; app_id?: string; user_id?: string } | undefined;
      if (!data?.is_valid || data.app_id !== opts.appId || !data.user_id) throw new Error('Facebook token rejected');
      const me = await getJson(`${opts.graphUrl}/me?fields=id,name,email&access_token=${encodeURIComponent(token)}`);
      if (me.id !== data.user_id) throw new Error('Facebook token user mismatch');
      // Facebook only returns confirmed email addresses.
      const email = typeof me.email === 'string' ? me.email : undefined;
      return {
        subject: data.user_id,
        email,
        emailVerified: !!email,
        name: typeof me.name === 'string' ? me.name : undefined,
      };
    },
  };
}

/** The verifier configured by the environment, or null when the provider is not set up. */
export function verifierFromEnv(provider: 'google' | 'facebook'): OAuthVerifier | null {
  const env = process.env;
  if (provider === 'google') {
    if (!env.GOOGLE_CLIENT_ID) return null;
    return googleVerifier({
      clientId: env.GOOGLE_CLIENT_ID,
      jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    });
  }
  if (!env.FACEBOOK_APP_ID || !(env.FACEBOOK_APP_SECRET || env.FACEBOOK_APP_SECRET_ARN)) return null;
  return facebookVerifier({
    appId: env.FACEBOOK_APP_ID,
    appSecret: () => readSecret('FACEBOOK_APP_SECRET', 'FACEBOOK_APP_SECRET_ARN'),
    graphUrl: env.FACEBOOK_GRAPH_URL ?? 'https://graph.facebook.com/v19.0',
  });
}
