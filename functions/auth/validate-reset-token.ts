import { MSG } from '@shared/messages';
import { validateResetTokenQuery } from '@shared/schemas/auth';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { findResetToken } from '../data/members/reset-tokens';

export const handler = api(
  'GET /api/auth/validate-reset-token',
  { query: validateResetTokenQuery },
  async ({ query }) => {
    if (!(await findResetToken(query.token))) throw badRequest(MSG.resetTokenInvalid);
    return ok({ valid: true }, MSG.resetTokenValid);
  },
);
