import type { AuthResponse } from '@shared/api-types';
import type { LoginInput } from '@shared/schemas/auth';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api-client';

export const login = (input: LoginInput) =>
  api.post<AuthResponse>('/auth/login', input, { fallback: MSG.badCredentials });
