import { MSG } from '@shared/messages';
import { confirmEmailChangeSchema } from '@shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { verifyMail } from '../lib/mail-templates';
import { isCancelled } from '../data/dynamo';
import { findEmailChange } from '../data/email-change';
import { newVerifyToken } from '../data/email-verification';
import { updateProfile } from '../data/accounts';

/**
 * Public: the link mailed to the current address of an account without a password applies the
 * email change it asked for, once. The change is an email change like any other: the new address
 * gets its verification link, every sign-in identity is unlinked (none proved this change) and
 * every session ends.
 */
export const handler = api(
  'POST /api/auth/confirm-email-change',
  { body: confirmEmailChangeSchema },
  async ({ body, origin, requestId }) => {
    const change = await findEmailChange(body.token);
    if (!change) throw badRequest(MSG.emailChangeInvalid);
    const link = newVerifyToken(change.user.id, change.toEmail);
    try {
      await updateProfile(change.user, { email: change.toEmail }, { alsoWrite: [change.consume, link.item] });
    } catch (err) {
      // Used meanwhile, or the account changed under it: the link does nothing more.
      if (isCancelled(err)) throw badRequest(MSG.emailChangeInvalid);
      throw err;
    }
    const url = `${origin}/verify-email?token=${encodeURIComponent(link.token)}`;
    await sendWithoutFailing(verifyMail(change.toEmail, url), requestId, 'verify');
    return ok(null, MSG.emailChangeConfirmed);
  },
);
