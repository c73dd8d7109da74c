import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api-client';

/** Asks for a reset link; resolves with the confirmation text, the same whether the account exists or not. */
export async function requestPasswordReset(email: string) {
  const res = await api.send('POST /api/auth/forgot-password', {
    body: { email },
    fallback: CLIENT_MSG.resetRequest,
  });
  return res.message || MSG.resetRequested;
}
