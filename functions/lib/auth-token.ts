import jwt from 'jsonwebtoken';
import type { AuthResponse, User } from '../../shared/api-types';
import { JWT_TTL_SECONDS } from '../../shared/limits';
import { readSecret } from './secrets';

const jwtSecret = () => readSecret('JWT_SECRET', 'JWT_SECRET_ARN');

/** Who a valid token speaks for: the user id and the session version it was issued under. */
export interface Session {
  userId: string;
  version: number;
}

/**
 * Signs a 7-day HS256 token for a user. `sv` is the user's session version: raising it on the
 * record (password change or reset, logout-all, ban) ends every token issued before. The role is
 * never put in the token; it is read from the record.
 */
export async function signToken(userId: string, sessionVersion: number) {
  return jwt.sign({ sv: sessionVersion }, await jwtSecret(), {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: JWT_TTL_SECONDS,
  });
}

/** The session of a valid token, or null for anything else (expired, tampered, alg none, no exp...). */
export async function verifyToken(token: string): Promise<Session | null> {
  const secret = await jwtSecret();
  try {
    // HS256 pinned: a token announcing any other algorithm (none, RS256 with our secret as a key...) fails.
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.exp !== 'number') return null;
    const { sub, sv } = claims as { sub?: unknown; sv?: unknown };
    if (typeof sub !== 'string' || !sub || !Number.isSafeInteger(sv) || (sv as number) < 0) return null;
    return { userId: sub, version: sv as number };
  } catch {
    return null;
  }
}

/** The body of every successful sign-in: a fresh token and who it is for. */
export async function authResponse(
  user: Pick<User, 'id' | 'username' | 'email' | 'role'> & { sessionVersion?: number },
): Promise<AuthResponse> {
  return {
    token: await signToken(user.id, user.sessionVersion ?? 0),
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
  };
}
