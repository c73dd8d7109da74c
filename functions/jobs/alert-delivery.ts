import { keys } from '@shared/table';
import { type AlertMailDue, requeueAlertMail } from '../data/alerts/alerts';
import type { DealRecord } from '../data/deals/record';
import { batchGet } from '../data/table/dynamo';
import { getUserById, memberLanguage } from '../data/members/users';
import { log } from '../lib/log';
import { count } from '../lib/metrics';
import { getMailer } from '../lib/mail';
import { alertMail, mailLink } from '../lib/mail-templates';
import { unsubscribeToken } from '../lib/unsubscribe-token';

/** Where links in mails point: the site's address (SITE_URL, set by the stack; by the local server locally). */
const siteUrl = () => (process.env.SITE_URL || '').replace(/\/$/, '');

/**
 * Where and in which language the owner's alert mails go, when they may: an account still open,
 * not suspended, whose address the member proved to be theirs.
 */
async function alertMailRecipient(userId: string) {
  const user = await getUserById(userId);
  return user && user.emailVerified === true && !user.bannedAt
    ? { to: user.email, language: memberLanguage(user) }
    : null;
}

/** The owner's address when alert mails may go there (see alertMailRecipient). */
export async function alertMailAddress(userId: string) {
  return (await alertMailRecipient(userId))?.to ?? null;
}

/**
 * Sends one alert mail: its deals as they are now (gone, hidden or deleting ones left out). A
 * failed send puts the deals back for the digest job's next run, and is logged without the
 * address or the content. Answers whether a mail went.
 */
export async function sendAlertMail(mail: AlertMailDue): Promise<boolean> {
  const recipient = await alertMailRecipient(mail.userId);
  if (!recipient) return false;
  const { to, language } = recipient;
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
    // In the owner's language: its words, prices and wilayas, links to its pages.
    await getMailer().send(
      await alertMail(
        to,
        {
          keywords: mail.keywords,
          deals: deals.map((d) => ({
            title: d.title,
            price: d.price,
            city: d.city,
            link: mailLink(site, `/deals/${d.id}`, language),
          })),
          more: mail.more,
          unsubscribePage: mailLink(site, `/alertes/desabonnement?token=${token}`, language),
          oneClickUrl: `${site}/api/alerts/unsubscribe?token=${token}`,
        },
        language,
      ),
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
