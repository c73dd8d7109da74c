import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '../../shared/limits';
import { MSG } from '../../shared/messages';
import { loginSchema } from '../../shared/schemas/auth';
import { authResponse } from '../lib/auth-token';
import { tooMany, unauthorized } from '../lib/errors';
import { api, ok } from '../lib/http';
import { decoyHash, verifyPassword } from '../lib/password';
import { countEvent, loadLoginAttempt } from '../data/rate-limits';
import { getUserById } from '../data/users';

export const handler = api({ body: loginSchema }, async ({ body }) => {
  const { userId, failures } = await loadLoginAttempt(body.email, 'login', LOGIN_WINDOW_SECONDS);
  if (failures >= LOGIN_MAX_FAILURES) throw tooMany(MSG.tooManyRequests);
  const user = userId ? await getUserById(userId) : undefined;
  // Unknown email and wrong password cost the same and answer the same.
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash()));
  if (!user?.passwordHash || !valid) {
    await countEvent('login', body.email, LOGIN_WINDOW_SECONDS);
    throw unauthorized(MSG.badCredentials);
  }
  return ok(await authResponse(user), 'Connexion réussie');
});
