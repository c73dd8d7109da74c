import { MSG } from '@shared/messages';
import { verifyEmailSchema } from '@shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { consumeVerifyToken } from '../data/email-verification';

/** Public: the link works from any browser, signed in or not, once. */
export const handler = api('POST /api/auth/verify-email', { body: verifyEmailSchema }, async ({ body }) => {
  if (!(await consumeVerifyToken(body.token))) throw badRequest(MSG.emailVerifyInvalid);
  return ok({ emailVerified: true }, MSG.emailVerified);
});
