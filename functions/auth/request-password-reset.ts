import { FORGOT_MAX_REQUESTS, FORGOT_WINDOW_SECONDS } from '../../shared/limits';
import { MSG } from '../../shared/messages';
import { forgotPasswordSchema } from '../../shared/schemas/auth';
import { tooMany } from '../lib/errors';
import { api, ok } from '../lib/http';
import { log } from '../lib/log';
import { getMailer } from '../lib/mail';
import { resetMail } from '../lib/mail-templates';
import { countEvent } from '../data/rate-limits';
import { issueResetToken } from '../data/reset-tokens';
import { findUserIdByEmail } from '../data/users';

export const handler = api({ body: forgotPasswordSchema }, async ({ body, origin, requestId }) => {
  // Counted whether or not the account exists, so the limit reveals nothing either.
  if ((await countEvent('forgot', body.email, FORGOT_WINDOW_SECONDS)) > FORGOT_MAX_REQUESTS) {
    throw tooMany(MSG.tooManyRequests);
  }
  const userId = await findUserIdByEmail(body.email);
  if (userId) {
    const token = await issueResetToken(userId);
    try {
      await getMailer().send(resetMail(body.email, `${origin}/reset-password?token=${encodeURIComponent(token)}`));
    } catch (err) {
      // Same answer as for an unknown email: a failure here must not reveal that the account exists.
      log('error', 'reset mail not sent', { requestId, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return ok(null, MSG.resetRequested);
});
