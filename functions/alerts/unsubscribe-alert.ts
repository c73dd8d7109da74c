import { MSG } from '@shared/messages';
import { unsubscribeSchema } from '@shared/schemas/alert';
import { deleteAlert } from '../data/alerts/alerts';
import { stopFollowDigest } from '../data/members/users';
import { notFound } from '../lib/errors';
import { readDigestUnsubscribeToken, readUnsubscribeToken } from '../lib/unsubscribe-token';
import { api, ok } from '../http/api';

/**
 * The unsubscribe link of the site's mails, without sign-in: an alert mail's token deletes that
 * alert, a follow digest's turns the member's digest off (twice is the same as once). The web
 * pages' buttons and mail clients' one-click unsubscribe (RFC 8058, a POST whose body is ignored)
 * all send the token in the query string. One route for both: each route is a Lambda of its own.
 */
export const handler = api('POST /api/alerts/unsubscribe', { query: unsubscribeSchema }, async ({ query }) => {
  // A digest's token has two parts (`<userId>.<mac>`), an alert's three.
  if (query.token.split('.').length === 2) {
    const userId = await readDigestUnsubscribeToken(query.token);
    if (!userId || !(await stopFollowDigest(userId))) throw notFound(MSG.digestLinkInvalid);
    return ok({ message: MSG.followDigestStopped }, MSG.followDigestStopped);
  }
  const alert = await readUnsubscribeToken(query.token);
  if (!alert) throw notFound(MSG.alertLinkInvalid);
  await deleteAlert(alert.userId, alert.alertId, null, MSG.alertLinkInvalid);
  return ok({ message: MSG.alertUnsubscribed }, MSG.alertUnsubscribed);
});
