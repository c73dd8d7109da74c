import type { User } from '../../../../../shared/api-types';
import { CLIENT_MSG } from '../../../../../shared/client-messages';
import type { ProfileInput } from '../../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

export const updateProfile = (input: ProfileInput) =>
  api.put<User>('/auth/profile', input, { fallback: CLIENT_MSG.profileUpdate });
