import {
  HOUR_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_PER_ADDRESS,
  LOGIN_MAX_PER_EMAIL,
  LOGIN_WINDOW_SECONDS,
} from '@shared/limits';
import { MSG } from '@shared/messages';
import { loginSchema } from '@shared/schemas/auth';
import { authResponse } from '../lib/issue-token';
import { unauthorized } from '../lib/errors';
import { api, ok } from '../http/api';
import { decoyHash, verifyPassword } from '../lib/password';
import { type Limit, releaseSlots, takeSlots } from '../data/rate-limits';
import { findUserIdByEmail, getUserById } from '../data/users';

/**
 * Failures are limited per (email, address), so a stranger cannot lock the owner out from
 * elsewhere, and the owner's success there clears them; the ceilings per email and per address
 * against guessing spread wide only ever hand back the successful attempt itself.
 */
const loginLimits = (email: string, address: string): Limit[] => [
  {
    scope: 'login',
    key: `${email}#${address}`,
    max: LOGIN_MAX_FAILURES,
    windowSeconds: LOGIN_WINDOW_SECONDS,
    clearOnSuccess: true,
  },
  { scope: 'login-email', key: email, max: LOGIN_MAX_PER_EMAIL, windowSeconds: HOUR_SECONDS },
  { scope: 'login-address', key: address, max: LOGIN_MAX_PER_ADDRESS, windowSeconds: HOUR_SECONDS },
];

export const handler = api('POST /api/auth/login', { body: loginSchema }, async ({ body, clientAddress }) => {
  // Each attempt takes its slots before the password is checked, so parallel guesses cannot
  // outrun the limits; a success hands them back, so only failures count.
  const [slots, userId] = await Promise.all([
    takeSlots(loginLimits(body.email, clientAddress)),
    findUserIdByEmail(body.email),
  ]);
  const user = userId ? await getUserById(userId) : undefined;
  // Unknown email and wrong password cost the same and answer the same.
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !valid) throw unauthorized(MSG.badCredentials);
  await releaseSlots(slots);
  return ok(await authResponse(user), 'Connexion réussie');
});
