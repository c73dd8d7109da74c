import { createHmac, timingSafeEqual, verify as verifySignature, type KeyObject } from 'node:crypto';

/**
 * JSON Web Tokens (RFC 7519, compact JWS) for the two algorithms we meet: HS256, our session
 * tokens, and RS256, Google's ID tokens. On node:crypto rather than jsonwebtoken, which brought
 * ~28 kB and a semver shim into every bundle that signs or checks one
 * (docs/architecture.md#lambda-cold-starts); the tests check it against jsonwebtoken.
 */
export type Claims = Record<string, unknown>;

type Algorithm = 'HS256' | 'RS256';

/** What a check requires beyond the signature and an unexpired `exp`. */
export interface VerifyOptions {
  /** The expected `aud` (the token's, or one of its list). */
  audience?: string;
  /** The issuers accepted for `iss`. */
  issuers?: readonly string[];
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (secret: string, input: string) => createHmac('sha256', secret).update(input).digest();
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token of these claims signed with HS256, `iat` and `exp` (`ttlSeconds` later) added. */
export function signHs256(claims: Claims, secret: string, ttlSeconds: number): string {
  const iat = nowSeconds();
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${input}.${hs256(secret, input).toString('base64url')}`;
}

// Three base64url segments, no padding: anything else (whitespace, "=", a fourth part) is refused.
const COMPACT = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

const parseJson = (segment: string): Claims | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
};

/** A token's header, unchecked (to pick the key that signed it), or null when malformed. */
export function decodeHeader(token: string): Claims | null {
  const parts = COMPACT.exec(token);
  return parts ? parseJson(parts[1]) : null;
}

/**
 * The claims of a token signed with `alg` (the header must name exactly that one: "none" or
 * another algorithm with our key as a secret is refused) and `key`, unexpired (`exp` required),
 * already valid (`nbf`), for `audience` and from one of `issuers` when given; null otherwise.
 */
export function verifyJwt(
  token: string,
  alg: Algorithm,
  key: string | KeyObject,
  options: VerifyOptions = {},
): Claims | null {
  const parts = COMPACT.exec(token);
  if (!parts) return null;
  const [, head, body, signature] = parts;
  const header = parseJson(head);
  // A critical extension we do not understand must fail the token (RFC 7515 §4.1.11).
  if (!header || header.alg !== alg || header.crit !== undefined) return null;
  const input = Buffer.from(`${head}.${body}`);
  const given = Buffer.from(signature, 'base64url');
  // One spelling per signature: the spare bits of the last character must be zero.
  if (given.toString('base64url') !== signature) return null;
  const valid =
    typeof key === 'string'
      ? alg === 'HS256' && given.length === 32 && timingSafeEqual(given, hs256(key, `${head}.${body}`))
      : alg === 'RS256' && key.asymmetricKeyType === 'rsa' && verifySignature('RSA-SHA256', input, key, given);
  if (!valid) return null;
  const claims = parseJson(body);
  if (!claims) return null;
  const now = nowSeconds();
  const { exp, nbf, aud, iss } = claims;
  if (typeof exp !== 'number' || now >= exp) return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (options.audience !== undefined && ![aud].flat().includes(options.audience)) return null;
  if (options.issuers && !(typeof iss === 'string' && options.issuers.includes(iss))) return null;
  return claims;
}
