import { randomUUID } from 'node:crypto';
import { HOUR_SECONDS, SIGNUPS_PER_ADDRESS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { registerSchema } from '@shared/schemas/auth';
import { authResponse } from '../lib/issue-token';
import { api, created } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { mailLink, verifyMail } from '../lib/mail-templates';
import { requestLanguage } from '../lib/request-language';
import { hashPassword } from '../lib/password';
import { newVerifyToken } from '../data/members/email-verification';
import { takeSlot } from '../data/members/rate-limits';
import { createUser } from '../data/members/accounts';
import { count } from '../lib/metrics';

/**
 * Creates the account, unverified, with the link to its address in the same transaction, mails
 * the link and signs the member in. Posting does not wait for the address to be verified.
 */
export const handler = api(
  'POST /api/auth/register',
  { body: registerSchema },
  async ({ body, clientAddress, event, origin, requestId }) => {
    await takeSlot(
      { scope: 'signup', key: clientAddress, max: SIGNUPS_PER_ADDRESS, windowSeconds: HOUR_SECONDS },
      MSG.signupsLimited,
    );
    // The page's language, unless the form names one: the member's mails are written in it.
    const language = body.language ?? requestLanguage(event);
    const id = randomUUID();
    const link = newVerifyToken(id, body.email);
    const user = await createUser({
      ...body,
      language,
      id,
      passwordHash: await hashPassword(body.password),
      alsoWrite: [link.item],
    });
    count('SignUps');
    const url = mailLink(origin, `/verify-email?token=${encodeURIComponent(link.token)}`, language);
    await sendWithoutFailing(await verifyMail(user.email, url, language), requestId, 'verify');
    return created(await authResponse(user), MSG.registered);
  },
);
