import { MSG } from '@shared/messages';
import { deleteAlert } from '../data/alerts/alerts';
import { api, ok } from '../http/api';

/** Deletes one of the caller's alerts (404 for anyone else's). */
export const handler = api('DELETE /api/alerts/{id}', {}, async ({ params, userId, session }) => {
  await deleteAlert(userId, params.id, session);
  return ok({ message: MSG.alertDeleted }, MSG.alertDeleted);
});
