import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';

const T = uiText('alerts');

/** Deletes one of the member's alerts; resolves with the server's confirmation. */
export async function deleteAlert(id: string) {
  const reply = await api.send('DELETE /api/alerts/{id}', {
    params: { id },
    fallback: CLIENT_MSG.alertDelete,
  });
  return reply.message || T.deleted;
}
