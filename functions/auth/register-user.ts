import { randomUUID } from 'node:crypto';
import { HOUR_SECONDS, SIGNUPS_PER_ADDRESS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { registerSchema } from '@shared/schemas/auth';
import { authResponse } from '../lib/issue-token';
import { api, created } from '../http/api';
import { sendWithoutFailing } from '../lib/mail';
import { verifyMail } from '../lib/mail-templates';
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
  async ({ body, clientAddress, origin, requestId }) => {
    await takeSlot(
      { scope: 'signup', key: clientAddress, max: SIGNUPS_PER_ADDRESS, windowSeconds: HOUR_SECONDS },
      MSG.signupsLimited,
    );
    const id = randomUUID();
    const link = newVerifyToken(id, body.email);
    const user = await createUser({
      ...body,
      id,
      passwordHash: await hashPassword(body.password),
      alsoWrite: [link.item],
    });
    count('SignUps');
    const url = `${origin}/verify-email?token=${encodeURIComponent(link.token)}`;
    await sendWithoutFailing(verifyMail(user.email, url), requestId, 'verify');
    return created(await authResponse(user), MSG.registered);
  },
);
