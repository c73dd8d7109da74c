import { CLIENT_MSG } from '@shared/client-messages';
import { api } from './api-client';
import { getSession, updateSessionUser } from './session';

/**
 * Asks for a new link to confirm the member's email (shared by the reminder banner and the
 * profile). Resolves with the server's message; an address already confirmed updates the session.
 */
export async function resendVerification() {
  const reply = await api.send('POST /api/auth/resend-verification', {
    fallback: CLIENT_MSG.resendVerification,
  });
  const { user } = getSession();
  if (reply.data?.emailVerified && user) updateSessionUser({ ...user, emailVerified: true });
  return reply.message ?? '';
}
