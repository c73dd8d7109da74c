import type { NotificationKind } from '@shared/api-types';
import { keys } from '@shared/table';
import type { DealRecord } from '../data/deals/record';
import { getUserById, memberLanguage } from '../data/members/users';
import {
  DIGEST_KINDS,
  type DigestDue,
  type DigestNotification,
  markDigestDue,
  requeueDigest,
  takeDueDigests,
  unreadDigestNews,
} from '../data/notifications/follow-digest';
import { batchGet } from '../data/table/dynamo';
import { log } from '../lib/log';
import { getMailer } from '../lib/mail';
import { type FollowDigestDeal, type FollowDigestNews, followDigestMail, mailLink } from '../lib/mail-templates';
import { count } from '../lib/metrics';
import { digestUnsubscribeToken } from '../lib/unsubscribe-token';

/**
 * The follow digest (docs/api.md#following-a-deal): once a day, a member who chose it gets one
 * mail with their unread news of what they follow (and of replies and mentions), grouped by deal.
 * The events job marks it due as news comes (`digestNoticed`); the digest job sends what is due.
 */

/** News listed in one digest at most; past them, the mail points to the notifications page. */
const DIGEST_MAX = 20;

/** Where links in mails point: the site's address (SITE_URL, set by the stack; by the local server locally). */
const siteUrl = () => (process.env.SITE_URL || '').replace(/\/$/, '');

/**
 * Where and in which language a member's digests go, when they may: the digest chosen, an account
 * still open, not suspended, whose address the member proved to be theirs (checked again at each
 * send: an email changed since is unverified until its link is followed).
 */
async function digestRecipient(userId: string) {
  const user = await getUserById(userId);
  return user && user.followDigest === true && user.emailVerified === true && !user.bannedAt
    ? { to: user.email, language: memberLanguage(user), since: user.followDigestSince }
    : null;
}

/**
 * A notification of `kind` at `at` was added for the member (the events job): when it is news a
 * digest tells and the member chose the digest, their digest becomes due. Idempotent: a replayed
 * record marks nothing more (markDigestDue).
 */
export async function digestNoticed(userId: string, kind: NotificationKind, at: Date) {
  if (!DIGEST_KINDS.has(kind)) return;
  const recipient = await digestRecipient(userId);
  // News from before the member chose the digest is in no digest: no need to wake one for it.
  if (!recipient || (recipient.since && at.getTime() < Date.parse(recipient.since))) return;
  await markDigestDue(userId, at);
}

/** What a notification says in a digest, under its deal's title (null: nothing to say, such as an old one without `about`). */
function newsOf(n: DigestNotification): FollowDigestNews | null {
  const about = n.about;
  if (!about) return null;
  if (n.kind === 'merchant') return { kind: 'merchant', merchant: about.merchant ?? '' };
  if (n.kind === 'reply' || n.kind === 'mention') return { kind: n.kind, username: about.username ?? '' };
  if (about.event === 'hot') return { kind: 'hot', degrees: about.degrees ?? 0 };
  if (about.event === 'expired') return { kind: 'expired' };
  return { kind: 'comment', username: about.username ?? '' };
}

/**
 * Sends one digest: the member's unread news of the period it covers, newest first, at most
 * DIGEST_MAX, grouped by deal (newest news first), without the deals hidden or deleted since.
 * Nothing unread, nothing sent. A failed send puts the period back, due at `retryAt`, and is
 * logged without the address or the content. Answers whether a mail went.
 */
export async function sendFollowDigest(taken: DigestDue, retryAt = new Date()): Promise<boolean> {
  const recipient = await digestRecipient(taken.userId);
  if (!recipient) return false;
  const { to, language } = recipient;
  const unread = await unreadDigestNews(
    taken.userId,
    { after: taken.after, since: recipient.since, upTo: taken.upTo },
    DIGEST_MAX + 1,
  );
  const more = unread.length > DIGEST_MAX;
  const listed = unread.slice(0, DIGEST_MAX);
  const ids = [...new Set(listed.map((n) => n.dealId))];
  const found = ids.length ? ((await batchGet(ids.map((id) => keys.deal(id)))) as unknown as DealRecord[]) : [];
  const live = new Map(found.filter((d) => !d.hiddenAt && !d.state).map((d) => [d.id, d]));
  const site = siteUrl();
  // Each deal once, in the order of its newest news.
  const deals = new Map<string, FollowDigestDeal>();
  for (const n of listed) {
    const deal = live.get(n.dealId);
    const news = newsOf(n);
    if (!deal || !news) continue;
    const entry = deals.get(deal.id) ?? {
      title: deal.title,
      link: mailLink(site, `/deals/${deal.id}`, language),
      news: [],
    };
    entry.news.push(news);
    deals.set(deal.id, entry);
  }
  if (!deals.size) return false;
  const token = await digestUnsubscribeToken(taken.userId);
  try {
    await getMailer().send(
      await followDigestMail(
        to,
        {
          deals: [...deals.values()],
          count: [...deals.values()].reduce((sum, deal) => sum + deal.news.length, 0),
          more,
          notificationsPage: mailLink(site, '/notifications', language),
          unsubscribePage: mailLink(site, `/notifications/desabonnement?token=${token}`, language),
          oneClickUrl: `${site}/api/alerts/unsubscribe?token=${token}`,
        },
        language,
      ),
    );
    count('FollowDigestsSent');
    return true;
  } catch (err) {
    log('error', 'follow digest not sent, queued again', {
      userId: taken.userId,
      error: err instanceof Error ? err.message : String(err),
    });
    await requeueDigest(taken, retryAt);
    return false;
  }
}

/** Digests taken per batch; batches follow one another within the run's budget. */
const BATCH = 50;
const RUN_BUDGET_MS = 60_000;

/** Sends the follow digests due by `now`, batch after batch while the run has time. */
export async function sendDueFollowDigests(now: Date) {
  const started = Date.now();
  let due = 0;
  let sent = 0;
  for (;;) {
    const batch = await takeDueDigests(now, BATCH);
    due += batch.length;
    // A failed one is due again after this run's `now`: the next run retries it, not this one.
    const retryAt = new Date(Math.max(Date.now(), now.getTime() + 1));
    for (const digest of batch) if (await sendFollowDigest(digest, retryAt)) sent++;
    if (batch.length < BATCH || Date.now() - started > RUN_BUDGET_MS) break;
  }
  if (due) log('info', 'follow digests', { due, sent });
  return { due, sent };
}
