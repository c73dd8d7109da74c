import verify from 'jsonwebtoken/verify';
import { readSecret } from './secrets';

/** The HS256 key of our session tokens. */
export const jwtSecret = () => readSecret('JWT_SECRET', 'JWT_SECRET_ARN');

/** Who a valid token speaks for: the user id and the session version it was issued under. */
export interface Session {
  userId: string;
  version: number;
}

/** The session of a valid token, or null for anything else (expired, tampered, alg none, no exp...). */
export async function verifyToken(token: string): Promise<Session | null> {
  const secret = await jwtSecret();
  try {
    // HS256 pinned: a token announcing any other algorithm (none, RS256 with our secret as a key...) fails.
    const claims = verify(token, secret, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.exp !== 'number') return null;
    const { sub, sv } = claims as { sub?: unknown; sv?: unknown };
    if (typeof sub !== 'string' || !sub || !Number.isSafeInteger(sv) || (sv as number) < 0) return null;
    return { userId: sub, version: sv as number };
  } catch {
    return null;
  }
}
