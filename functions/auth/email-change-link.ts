import { MSG } from '@shared/messages';
import { badRequest } from '../lib/errors';
import { sendWithoutFailing } from '../lib/mail';
import { mailLink, verifyMail } from '../lib/mail-templates';
import { isCancelled } from '../data/table/dynamo';
import { findEmailChange } from '../data/members/email-change';
import { newVerifyToken } from '../data/members/email-verification';
import { updateProfile } from '../data/members/accounts';
import { memberLanguage } from '../data/members/users';

/**
 * The link mailed to the current address of an account without a password (served by
 * `POST /api/auth/verify-email`) applies the email change it asked for, once. It is an email
 * change like any other: the new address gets its verification link, every sign-in identity is
 * unlinked (none proved this change) and every session ends. False for a token that is no such link.
 */
export async function applyEmailChangeLink(token: string, origin: string, requestId: string): Promise<boolean> {
  const change = await findEmailChange(token);
  if (!change) return false;
  const link = newVerifyToken(change.user.id, change.toEmail);
  try {
    await updateProfile(change.user, { email: change.toEmail }, { alsoWrite: [change.consume, link.item] });
  } catch (err) {
    // Used meanwhile, or the account changed under it: the link does nothing more.
    if (isCancelled(err)) throw badRequest(MSG.emailChangeInvalid);
    throw err;
  }
  const language = memberLanguage(change.user);
  const url = mailLink(origin, `/verify-email?token=${encodeURIComponent(link.token)}`, language);
  await sendWithoutFailing(await verifyMail(change.toEmail, url, language), requestId, 'verify');
  return true;
}
