import { createHmac, timingSafeEqual, verify, type KeyObject } from 'node:crypto';

/**
 * The small part of JWT (RFC 7519) this site needs, on node:crypto: HS256 for our own tokens,
 * RS256 to check Google's. A JWT library costs every Lambda a quarter more load time.
 */
export type Claims = Record<string, unknown> & {
  sub?: string;
  exp?: number;
  iat?: number;
  aud?: unknown;
  iss?: unknown;
};

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs claims with HS256, adding iat and exp. */
export function signHs256(claims: Claims, secret: string, ttlSeconds: number, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

/** Splits a compact JWT; null when it is not one (three strict base64url parts of JSON objects). */
export function decodeJwt(token: string) {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => SEGMENT.test(p))) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as Record<string, unknown>;
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Claims;
    if (!header || typeof header !== 'object' || !claims || typeof claims !== 'object') return null;
    return { header, claims, input: `${parts[0]}.${parts[1]}`, signature: Buffer.from(parts[2], 'base64url') };
  } catch {
    return null;
  }
}

/** Unexpired now (a minute of clock skew allowed for nbf). */
function current(claims: Claims, now: number) {
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= seconds) return false;
  return typeof claims.nbf !== 'number' || claims.nbf <= seconds + 60;
}

/** The claims of a valid, unexpired HS256 token signed with `secret`; null otherwise. */
export function verifyHs256(token: string, secret: string, now = Date.now()): Claims | null {
  const jwt = decodeJwt(token);
  if (!jwt || jwt.header.alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(jwt.input).digest();
  if (jwt.signature.length !== expected.length || !timingSafeEqual(jwt.signature, expected)) return null;
  return current(jwt.claims, now) ? jwt.claims : null;
}

/** Verifies an RS256 token against a public key, audience and issuers; throws with the reason. */
export function verifyRs256(
  token: string,
  key: KeyObject,
  expect: { audience: string; issuers: readonly string[] },
  now = Date.now(),
): Claims {
  const jwt = decodeJwt(token);
  if (!jwt || jwt.header.alg !== 'RS256') throw new Error('Not an RS256 JWT');
  if (!verify('RSA-SHA256', Buffer.from(jwt.input), key, jwt.signature)) throw new Error('Bad signature');
  if (!current(jwt.claims, now)) throw new Error('Expired or not yet valid');
  const aud = jwt.claims.aud;
  if (!(aud === expect.audience || (Array.isArray(aud) && aud.includes(expect.audience))))
    throw new Error('Wrong audience');
  if (!expect.issuers.includes(String(jwt.claims.iss))) throw new Error('Wrong issuer');
  return jwt.claims;
}
