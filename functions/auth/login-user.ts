import { MSG } from '@shared/messages';
import { loginSchema } from '@shared/schemas/auth';
import { authResponse } from '../lib/issue-token';
import { unauthorized } from '../lib/errors';
import { api, ok } from '../http/api';
import { decoyHash, verifyPassword } from '../lib/password';
import { readLoginTarget, takeLoginSlots } from '../data/members/login-attempts';
import { releaseSlots } from '../data/members/rate-limits';
import { getUserById } from '../data/members/users';

/**
 * Failures are limited per (email, address), per email and per address
 * (functions/data/members/login-attempts.ts): the addresses that fail wait, never the owner elsewhere,
 * and a success hands its slots back and clears the (email, address) failures.
 */
export const handler = api('POST /api/auth/login', { body: loginSchema }, async ({ body, clientAddress }) => {
  const target = await readLoginTarget(body.email);
  const [slots, user] = await Promise.all([
    takeLoginSlots(body.email, clientAddress, target),
    target.userId ? getUserById(target.userId) : undefined,
  ]);
  // Unknown email and wrong password cost the same and answer the same.
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !valid) throw unauthorized(MSG.badCredentials);
  await releaseSlots(slots);
  return ok(await authResponse(user), MSG.loggedIn);
});
