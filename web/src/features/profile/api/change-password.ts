import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import type { PasswordChangeInput } from '@shared/schemas/auth';
import { api } from '@web/lib/api-client';
import { renewToken } from '@web/lib/session';

/**
 * Changes the password. The server ends every session and answers a fresh token for this one,
 * kept so this device stays signed in. Resolves with the server's confirmation message.
 */
export async function changePassword(input: PasswordChangeInput) {
  const reply = await api.send('PUT /api/auth/password', {
    body: input,
    fallback: CLIENT_MSG.passwordChange,
  });
  if (typeof reply.data?.token === 'string') renewToken(reply.data.token);
  return reply.message || MSG.passwordChanged;
}
