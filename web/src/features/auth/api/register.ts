import type { RegisterInput } from '@shared/schemas/auth';
import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';

export const register = (input: RegisterInput) =>
  api.call('POST /api/auth/register', { body: input, fallback: CLIENT_MSG.register });
