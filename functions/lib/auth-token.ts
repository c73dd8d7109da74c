import type { AuthResponse, User } from '../../shared/api-types';
import { JWT_TTL_SECONDS } from '../../shared/limits';
import { signHs256, verifyHs256 } from './jwt';
import { readSecret } from './secrets';

const jwtSecret = () => readSecret('JWT_SECRET', 'JWT_SECRET_ARN');

/** Signs a 7-day HS256 token whose subject is the user id. The role is never put in it. */
export async function signToken(userId: string) {
  return signHs256({ sub: userId }, await jwtSecret(), JWT_TTL_SECONDS);
}

/** The user id of a valid token, or null for anything else (expired, tampered, alg none...). */
export async function verifyToken(token: string): Promise<string | null> {
  const claims = verifyHs256(token, await jwtSecret());
  return typeof claims?.sub === 'string' && claims.sub ? claims.sub : null;
}

/** The body of every successful sign-in (SPEC section 3). */
export async function authResponse(user: Pick<User, 'id' | 'username' | 'email' | 'role'>): Promise<AuthResponse> {
  return { token: await signToken(user.id), id: user.id, username: user.username, email: user.email, role: user.role };
}
