import { HOUR_SECONDS, VERIFICATION_MAILS_PER_HOUR } from '@shared/limits';
import { MSG } from '@shared/messages';
import { api, ok } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { mailLink, verifyMail } from '../lib/mail-templates';
import { issueVerifyToken } from '../data/members/email-verification';
import { takeSlot } from '../data/members/rate-limits';
import { memberLanguage } from '../data/members/users';

export const handler = api('POST /api/auth/resend-verification', {}, async ({ loadUser, origin, requestId }) => {
  const user = await loadUser();
  if (user.emailVerified) return ok({ emailVerified: true }, MSG.emailAlreadyVerified);
  await takeSlot(
    { scope: 'verify-mail', key: user.id, max: VERIFICATION_MAILS_PER_HOUR, windowSeconds: HOUR_SECONDS },
    MSG.verificationsLimited,
  );
  const token = await issueVerifyToken(user.id, user.email);
  const language = memberLanguage(user);
  const url = mailLink(origin, `/verify-email?token=${encodeURIComponent(token)}`, language);
  await sendWithoutFailing(await verifyMail(user.email, url, language), requestId, 'verify');
  return ok({ emailVerified: false }, MSG.verificationSent);
});
