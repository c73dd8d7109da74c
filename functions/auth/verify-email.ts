import { MSG } from '@shared/messages';
import { verifyEmailSchema } from '@shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { consumeVerifyToken } from '../data/members/email-verification';
import { applyEmailChangeLink } from './email-change-link';

/**
 * Public: the link works from any browser, signed in or not, once. Two kinds of mailed links
 * come here: the one proving a new address, and the one by which the current address of an
 * account without a password confirms an email change (`emailChanged: true`).
 */
export const handler = api(
  'POST /api/auth/verify-email',
  { body: verifyEmailSchema },
  async ({ body, origin, requestId }) => {
    if (await consumeVerifyToken(body.token)) return ok({ emailVerified: true }, MSG.emailVerified);
    if (await applyEmailChangeLink(body.token, origin, requestId)) {
      return ok({ emailVerified: false, emailChanged: true }, MSG.emailChangeConfirmed);
    }
    throw badRequest(MSG.emailVerifyInvalid);
  },
);
