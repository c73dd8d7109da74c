import type { User } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import type { ProfileInput } from '@shared/schemas/auth';
import { apiRequest } from '@web/lib/api-client';

/** Resolves with the updated member and the server's word (a new email has to be confirmed). */
export async function updateProfile(input: ProfileInput) {
  const reply = await apiRequest<User>('PUT', '/auth/profile', { body: input, fallback: CLIENT_MSG.profileUpdate });
  return { user: reply.data, message: reply.message || MSG.profileUpdated };
}
