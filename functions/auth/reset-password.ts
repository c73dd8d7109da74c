import { MSG } from '@shared/messages';
import { resetPasswordSchema } from '@shared/schemas/auth';
import { badRequest, conflict } from '../lib/errors';
import { api, ok } from '../http/api';
import { hashPassword } from '../lib/password';
import { consumeResetToken, findResetToken } from '../data/members/reset-tokens';

export const handler = api('POST /api/auth/reset-password', { body: resetPasswordSchema }, async ({ body }) => {
  const found = await findResetToken(body.token);
  if (!found) throw badRequest(MSG.resetTokenInvalid);
  // One transaction deletes the link, sets the password, unlinks every sign-in identity and ends
  // every session: it works once.
  if (!(await consumeResetToken(body.token, found, await hashPassword(body.newPassword)))) {
    // Still a working link: the account changed between the read and the write.
    if (await findResetToken(body.token)) throw conflict(MSG.accountChanged);
    throw badRequest(MSG.resetTokenInvalid);
  }
  return ok(null, MSG.resetDone);
});
