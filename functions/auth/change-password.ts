import { MSG } from '@shared/messages';
import { passwordChangeSchema } from '@shared/schemas/auth';
import { authResponse } from '../lib/issue-token';
import { checkCurrentPassword } from './current-password';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { hashPassword } from '../lib/password';
import { setPassword } from '../data/members/users';

/** Ends every other session; this device carries on with the fresh token of the answer. */
export const handler = api('PUT /api/auth/password', { body: passwordChangeSchema }, async ({ body, loadUser }) => {
  const user = await loadUser();
  // A 400, not a 401: a wrong current password must not sign the member out.
  await checkCurrentPassword(user, body.currentPassword, 400);
  if (body.currentPassword === body.newPassword) {
    throw badRequest(MSG.samePassword, { newPassword: MSG.samePassword });
  }
  return ok(await authResponse(await setPassword(user.id, await hashPassword(body.newPassword))), MSG.passwordChanged);
});
