import { MSG } from '../../shared/messages';
import { resetPasswordSchema } from '../../shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../lib/http';
import { hashPassword } from '../lib/password';
import { consumeResetToken, findResetTokenUser } from '../data/reset-tokens';

export const handler = api({ body: resetPasswordSchema }, async ({ body }) => {
  const userId = await findResetTokenUser(body.token);
  if (!userId) throw badRequest(MSG.resetTokenInvalid);
  // The token is deleted in the same transaction as the password is set: it works once.
  if (!(await consumeResetToken(body.token, userId, await hashPassword(body.newPassword)))) {
    throw badRequest(MSG.resetTokenInvalid);
  }
  return ok(null, MSG.resetDone);
});
