import { MSG } from '../../shared/messages';
import { verifyEmailSchema } from '../../shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../lib/http';
import { consumeVerifyToken } from '../data/email-verification';

/** Public: the link works from any browser, signed in or not, once. */
export const handler = api({ body: verifyEmailSchema }, async ({ body }) => {
  if (!(await consumeVerifyToken(body.token))) throw badRequest(MSG.emailVerifyInvalid);
  return ok({ emailVerified: true }, MSG.emailVerified);
});
