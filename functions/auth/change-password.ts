import { MSG } from '../../shared/messages';
import { passwordChangeSchema } from '../../shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../lib/http';
import { hashPassword, verifyPassword } from '../lib/password';
import { setPasswordHash } from '../data/users';

export const handler = api({ body: passwordChangeSchema }, async ({ body, loadUser }) => {
  const user = await loadUser();
  // A 400, not a 401: a wrong current password must not sign the member out.
  if (!user.passwordHash || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw badRequest(MSG.wrongCurrentPassword, { currentPassword: MSG.wrongCurrentPassword });
  }
  if (body.currentPassword === body.newPassword) {
    throw badRequest(MSG.samePassword, { newPassword: MSG.samePassword });
  }
  await setPasswordHash(user.id, await hashPassword(body.newPassword));
  return ok(null, MSG.passwordChanged);
});
