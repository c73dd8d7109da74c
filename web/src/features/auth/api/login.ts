import type { LoginInput } from '@shared/schemas/auth';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api-client';

export const login = (input: LoginInput) =>
  api.call('POST /api/auth/login', { body: input, fallback: MSG.badCredentials });
