import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';

const T = uiText('notifications');

/**
 * Turns off the follow digest of a mailed unsubscribe link (no sign-in: the signed token is the
 * proof); resolves with the server's confirmation. The mails' one unsubscribe route takes a
 * digest's token as an alert's; the token goes in the query string, where mail clients'
 * one-click unsubscribe (List-Unsubscribe-Post) sends it too.
 */
export async function unsubscribeDigest(token: string) {
  const reply = await api.send('POST /api/alerts/unsubscribe', {
    query: { token },
    fallback: CLIENT_MSG.unsubscribe,
  });
  return reply.message || T.digestStopped;
}
