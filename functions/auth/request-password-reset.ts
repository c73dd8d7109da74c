import { FORGOT_MAX_REQUESTS, FORGOT_WINDOW_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { forgotPasswordSchema } from '@shared/schemas/auth';
import { api, ok } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { mailLink, resetMail } from '../lib/mail-templates';
import { takeSlot } from '../data/members/rate-limits';
import { issueResetToken } from '../data/members/reset-tokens';
import { findMailTargetByEmail } from '../data/members/users';

export const handler = api(
  'POST /api/auth/forgot-password',
  { body: forgotPasswordSchema },
  async ({ body, origin, requestId }) => {
    // Counted whether or not the account exists, so the limit reveals nothing either.
    await takeSlot({
      scope: 'forgot',
      key: body.email,
      max: FORGOT_MAX_REQUESTS,
      windowSeconds: FORGOT_WINDOW_SECONDS,
    });
    // The account, and the language its mails are written in (whatever the page's).
    const account = await findMailTargetByEmail(body.email);
    if (account) {
      const token = await issueResetToken(account.userId);
      // Same answer whether the mail left or not: a failure must not reveal that the account exists.
      const link = mailLink(origin, `/reset-password?token=${encodeURIComponent(token)}`, account.language);
      await sendWithoutFailing(await resetMail(body.email, link, account.language), requestId, 'reset');
    }
    return ok(null, MSG.resetRequested);
  },
);
