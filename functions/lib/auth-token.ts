import { verifyJwt } from './jwt';
import { jwtSecret } from './secrets';

/** Who a valid token speaks for: the user id and the session version it was issued under. */
export interface Session {
  userId: string;
  version: number;
}

/** The session of a valid token, or null for anything else (expired, tampered, alg none, no exp...). */
export async function verifyToken(token: string): Promise<Session | null> {
  // HS256 pinned: a token announcing any other algorithm (none, RS256 with our secret as a key...) fails.
  const claims = verifyJwt(token, 'HS256', await jwtSecret());
  const { sub, sv } = claims ?? {};
  if (typeof sub !== 'string' || !sub || !Number.isSafeInteger(sv) || (sv as number) < 0) return null;
  return { userId: sub, version: sv as number };
}
