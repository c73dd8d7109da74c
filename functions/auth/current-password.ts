import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import type { FieldErrors } from '@shared/api-types';
import { HttpError } from '../lib/errors';
import { verifyPassword } from '../lib/password';
import { takeSlot } from '../data/members/rate-limits';
import type { UserRecord } from '../data/members/users';

/**
 * Checks the password a member retypes to change a credential. Someone holding a stolen token
 * must not be able to guess it at leisure, so every check, right or wrong, takes a slot of a
 * limit as strict as login's (changing credentials five times in 15 minutes is no normal use).
 * `status`: 400 where a 401 would sign the member out of the web app, 403 otherwise.
 */
export async function checkCurrentPassword(user: UserRecord, password: string, status: 400 | 403) {
  await takeSlot({
    scope: 'current-password',
    key: user.id,
    max: LOGIN_MAX_FAILURES,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  });
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) {
    const fields: FieldErrors = { currentPassword: MSG.wrongCurrentPassword };
    throw new HttpError(status, MSG.wrongCurrentPassword, fields);
  }
}
