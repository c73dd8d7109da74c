import type { AuthResponse, User } from '@shared/api-types';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { JWT_TTL_SECONDS } from '@shared/limits';
import { signHs256 } from './jwt';
import { jwtSecret } from './secrets';
import { MSG } from '@shared/messages';
import { forbidden } from './errors';

/**
 * Signs a 7-day HS256 token for a user. `sv` is the user's session version: raising it on the
 * record (password change or reset, logout-all) ends every token issued before. The role is never
 * put in the token; it is read from the record.
 */
export async function signToken(userId: string, sessionVersion: number) {
  return signHs256({ sv: sessionVersion, sub: userId }, await jwtSecret(), JWT_TTL_SECONDS);
}

/** The body of every successful sign-in: a fresh token and who it is for. A suspended account gets none (403). */
export async function authResponse(
  user: Pick<User, 'id' | 'username' | 'email' | 'role'> & {
    language?: Language;
    sessionVersion?: number;
    bannedAt?: string;
  },
): Promise<AuthResponse> {
  if (user.bannedAt) throw forbidden(MSG.accountSuspended);
  return {
    token: await signToken(user.id, user.sessionVersion ?? 0),
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    // Accounts stored before members had a language: French (members/users.ts memberLanguage).
    language: user.language ?? DEFAULT_LANGUAGE,
  };
}
