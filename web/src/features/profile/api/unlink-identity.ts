import type { IdentityProvider } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api-client';

/** Unlinks one sign-in identity of the member; resolves with the member as now and the server's word. */
export async function unlinkIdentity(provider: IdentityProvider) {
  const reply = await api.send('DELETE /api/auth/identities/{provider}', {
    params: { provider },
    fallback: CLIENT_MSG.identityUnlink,
  });
  return { user: reply.data, message: reply.message || MSG.identityUnlinked };
}
