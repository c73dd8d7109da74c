import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1.
const N = 2 ** costExponent(process.env.PASSWORD_SCRYPT_LOG_N);
const R = 8;
const P = 1;
const KEY_LEN = 32;
const MAXMEM = 256 * 1024 * 1024;

/**
 * log2 of N: 17, unless a local stack set PASSWORD_SCRYPT_LOG_N lower for its tests (a hash at 2^17
 * costs a test run about half a second of CPU per sign-up or sign-in; tests/support/global-setup.ts).
 * Never below 14, and no deployed function is given it (infra/aws/function-env.ts). A hash names
 * its own N, so one made at any cost checks the same.
 */
export function costExponent(setting: string | undefined) {
  if (setting === undefined) return 17;
  const exponent = Number(setting);
  if (!Number.isInteger(exponent) || exponent < 14 || exponent > 17) {
    throw new Error(`PASSWORD_SCRYPT_LOG_N must be an integer from 14 to 17, not "${setting}"`);
  }
  return exponent;
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes a password into a self-describing `scrypt$N$r$p$salt$hash` string. */
export async function hashPassword(password: string) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Verified against when the account does not exist, so both failures cost the same time.
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));
