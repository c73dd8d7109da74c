import { HOUR_SECONDS, VERIFICATION_MAILS_PER_HOUR } from '@shared/limits';
import { MSG } from '@shared/messages';
import { api, ok } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { verifyMail } from '../lib/mail-templates';
import { issueVerifyToken } from '../data/members/email-verification';
import { takeSlot } from '../data/members/rate-limits';

export const handler = api('POST /api/auth/resend-verification', {}, async ({ loadUser, origin, requestId }) => {
  const user = await loadUser();
  if (user.emailVerified) return ok({ emailVerified: true }, MSG.emailAlreadyVerified);
  await takeSlot(
    { scope: 'verify-mail', key: user.id, max: VERIFICATION_MAILS_PER_HOUR, windowSeconds: HOUR_SECONDS },
    MSG.verificationsLimited,
  );
  const token = await issueVerifyToken(user.id, user.email);
  const url = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
  await sendWithoutFailing(verifyMail(user.email, url), requestId, 'verify');
  return ok({ emailVerified: false }, MSG.verificationSent);
});
