import { formatPrice } from '@shared/price-format';
import { keys } from '@shared/table';
import { type AlertMailDue, requeueAlertMail } from '../data/alerts/alerts';
import type { DealRecord } from '../data/deals/record';
import { batchGet } from '../data/table/dynamo';
import { getUserById } from '../data/members/users';
import { log } from '../lib/log';
import { count } from '../lib/metrics';
import { getMailer } from '../lib/mail';
import { alertMail } from '../lib/mail-templates';
import { unsubscribeToken } from '../lib/unsubscribe-token';

/** Where links in mails point: the site's address (SITE_URL, set by the stack; by the local server locally). */
const siteUrl = () => (process.env.SITE_URL || '').replace(/\/$/, '');

/**
 * The owner's address when alert mails may go there: an account still open, not suspended, whose
 * address the member proved to be theirs.
 */
export async function alertMailAddress(userId: string) {
  const user = await getUserById(userId);
  return user && user.emailVerified === true && !user.bannedAt ? user.email : null;
}

/**
 * Sends one alert mail: its deals as they are now (gone, hidden or deleting ones left out). A
 * failed send puts the deals back for the digest job's next run, and is logged without the
 * address or the content. Answers whether a mail went.
 */
export async function sendAlertMail(mail: AlertMailDue): Promise<boolean> {
  const to = await alertMailAddress(mail.userId);
  if (!to) return false;
  const found = (await batchGet(mail.dealIds.map((id) => keys.deal(id)))) as unknown as DealRecord[];
  const byId = new Map(found.map((d) => [d.id, d]));
  const deals = mail.dealIds
    .map((id) => byId.get(id))
    .filter((d): d is DealRecord => !!d && !d.hiddenAt && !d.state)
    .reverse();
  if (!deals.length) return false;
  const token = await unsubscribeToken(mail.userId, mail.alertId);
  const site = siteUrl();
  try {
    await getMailer().send(
      alertMail(to, {
        keywords: mail.keywords,
        deals: deals.map((d) => ({
          title: d.title,
          price: formatPrice(d.price),
          city: d.city,
          link: `${site}/deals/${d.id}`,
        })),
        more: mail.more,
        unsubscribePage: `${site}/alertes/desabonnement?token=${token}`,
        oneClickUrl: `${site}/api/alerts/unsubscribe?token=${token}`,
      }),
    );
    count('AlertMailsSent');
    return true;
  } catch (err) {
    log('error', 'alert mail not sent, deals queued again', {
      alertId: mail.alertId,
      error: err instanceof Error ? err.message : String(err),
    });
    await requeueAlertMail(mail);
    return false;
  }
}
