import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api-client';

export async function resetPassword(token: string, newPassword: string) {
  const res = await api.send('POST /api/auth/reset-password', {
    body: { token, newPassword },
    fallback: CLIENT_MSG.resetPassword,
  });
  return res.message || MSG.resetDone;
}
