import { MSG } from '@shared/messages';
import { unsubscribeSchema } from '@shared/schemas/alert';
import { deleteAlert } from '../data/alerts/alerts';
import { notFound } from '../lib/errors';
import { readUnsubscribeToken } from '../lib/unsubscribe-token';
import { api, ok } from '../http/api';

/**
 * Deletes the alert an alert mail's token names, without sign-in: the web page's button and mail
 * clients' one-click unsubscribe (RFC 8058, a POST whose body is ignored) both send the token in
 * the query string.
 */
export const handler = api('POST /api/alerts/unsubscribe', { query: unsubscribeSchema }, async ({ query }) => {
  const alert = await readUnsubscribeToken(query.token);
  if (!alert) throw notFound(MSG.alertLinkInvalid);
  await deleteAlert(alert.userId, alert.alertId, null, MSG.alertLinkInvalid);
  return ok({ message: MSG.alertUnsubscribed }, MSG.alertUnsubscribed);
});
