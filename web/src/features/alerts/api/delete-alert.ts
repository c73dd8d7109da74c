import { CLIENT_MSG } from '@shared/client-messages';
import { apiRequest } from '@web/lib/api-client';

/** Deletes one of the member's alerts; resolves with the server's confirmation. */
export async function deleteAlert(id: string) {
  const reply = await apiRequest<null>('DELETE', `/alerts/${encodeURIComponent(id)}`, {
    fallback: CLIENT_MSG.alertDelete,
  });
  return reply.message || 'Alerte supprimée';
}
