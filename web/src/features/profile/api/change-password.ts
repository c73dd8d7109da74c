import { CLIENT_MSG } from '../../../../../shared/client-messages';
import type { PasswordChangeInput } from '../../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** Resolves with the server's confirmation message. */
export async function changePassword(input: PasswordChangeInput) {
  const reply = await apiRequest<null>('PUT', '/auth/password', { body: input, fallback: CLIENT_MSG.passwordChange });
  return reply.message;
}
