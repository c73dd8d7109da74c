import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { MentionedMember } from '@shared/api-types';
import { isHot, temperatureOf } from '@shared/deal-rules';
import { dealIdOf, notificationIdOf, notificationOwnerOf } from '@shared/table';
import { alertsMatching, recordAlertMatch } from '../data/alerts/alerts';
import { type DealRecord, getDealRecord } from '../data/deals/record';
import { catchUpDealPicture } from '../data/deals/pictures';
import { termHeatChanged, vocabularyChanged } from '../data/deals/search-vocabulary';
import { followersOf } from '../data/deals/follows';
import { merchantFollowersOf } from '../data/merchants/follows';
import { awardHotDeal, earnsHotPoints } from '../data/members/hot-awards';
import { addNotification, forgetExpiredNotification, hotNoticeTime } from '../data/notifications/notifications';
import { TABLE_EVENT_FILTERS, matchingFilter } from '../job-manifest';
import { job } from '../lib/job';
import { log } from '../lib/log';
import { dealPagePath, inEveryLanguage, memberPagePath } from '@shared/page-head';
import { invalidatePages } from '../lib/page-cache';
import { alertMailAddress, sendAlertMail } from './alert-delivery';
import { digestNoticed } from './follow-digest';

/**
 * The table's change stream (DynamoDB Streams in AWS, DynamoDB Local's locally: infra/local/
 * table-events.ts), a batch at a time: a new deal → its matching alerts (notification, mail or a
 * place in the next grouped one) and its merchant's followers; a new comment → the members it mentions and its deal's followers
 * (its author among them); a deal's temperature crossing HOT_THRESHOLD → its author and followers,
 * once; a deal expiring → its followers; a deal Hot with enough trusted upvotes → its author's
 * Hot points, once (data/members/hot-awards.ts); a deal edited, hidden or deleted, a member renamed or
 * suspended → their page out of CloudFront's cache (whatever route or job did it); a notification TTL removed → its counter.
 * A follower's, a replied-to or a mentioned member's news also makes their follow digest due, when they chose it. Every step
 * is idempotent (same ids, conditions on state), so a record replayed after a failure changes
 * nothing twice. A failing record is reported alone (batch item failures): the records before it
 * are done, it and those after are retried, then sent to the DLQ.
 */
export const handler = job('table-events', async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  for (const record of event.Records ?? []) {
    try {
      await handleRecord(record);
    } catch (err) {
      log('error', 'table event failed', {
        eventId: record.eventID,
        eventName: record.eventName,
        error: err instanceof Error ? err.message : String(err),
      });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
});

const image = (value: unknown) =>
  value ? (unmarshall(value as Record<string, AttributeValue>) as Record<string, unknown>) : undefined;

async function handleRecord(record: DynamoDBRecord) {
  const after = image(record.dynamodb?.NewImage);
  const before = image(record.dynamodb?.OldImage);
  const item = after ?? before;
  const pk = String(item?.PK ?? '');
  const sk = String(item?.SK ?? '');
  // The manifest's stream filters (functions/job-manifest.ts) name what a record is; AWS hands over no other.
  const event = matchingFilter(TABLE_EVENT_FILTERS, {
    eventName: record.eventName,
    keys: { PK: pk, SK: sk },
    principalId: record.userIdentity?.principalId,
  });
  if (event === 'deal') {
    if (record.eventName === 'INSERT') return dealPosted(after as unknown as DealRecord);
    return dealChanged(before as unknown as DealRecord, after as unknown as DealRecord);
  }
  if (event === 'memberName') return memberPageOutdated(before!, after);
  if ((event === 'comment' || event === 'reply') && dealIdOf(pk)) return commented(after!);
  // Only DynamoDB's own deletions (TTL, the filter's principal); a member's actions never delete notifications.
  const owner = notificationOwnerOf(pk);
  if (event === 'expiredNotification' && owner && notificationIdOf(sk)) {
    await forgetExpiredNotification(owner, before!);
  }
}

/**
 * A member's name card changed (data/members/profiles.ts): renamed (the card removed, or recased) or
 * suspended, their page under the old name leaves CloudFront's cache (in every language). A 404 is never cached, so
 * a new name or a lifted suspension needs nothing.
 */
async function memberPageOutdated(before: Record<string, unknown>, after: Record<string, unknown> | undefined) {
  const renamed = !after || after.username !== before.username;
  const suspended = !!after?.suspendedAt && !before.suspendedAt;
  if (renamed || suspended) await invalidatePages(inEveryLanguage(memberPagePath(String(before.username))));
}

async function dealPosted(deal: DealRecord) {
  await catchUpDealPicture(deal);
  if (deal.hiddenAt || deal.state) return;
  const matches = await alertsMatching(deal);
  for (const match of matches) {
    await addNotification(
      match.userId,
      {
        kind: 'alert',
        dealId: deal.id,
        about: { keywords: match.keywords, title: deal.title },
        ref: `${match.alertId}_${deal.id}`,
      },
      new Date(deal.createdAt),
    );
    // Mail state only for an owner who may get mail: others would wait in the digest for nothing.
    if (!(await alertMailAddress(match.userId))) continue;
    const mail = await recordAlertMatch(match, deal.id);
    if (mail) await sendAlertMail(mail);
  }
  if (matches.length) log('info', 'deal matched alerts', { dealId: deal.id, alerts: matches.length });
  await tellMerchantFollowers(deal, new Set(matches.map((match) => match.userId)));
  // After the alerts, which a member waits for: the search's vocabulary (corrections).
  await vocabularyChanged(undefined, deal);
}

/**
 * A new deal of a merchant: those following it when it was posted are told, but its author and
 * those an alert already told of it (one notification per member and deal).
 */
async function tellMerchantFollowers(deal: DealRecord, told: Set<string>) {
  if (!deal.merchantSlug) return;
  const followers = (await merchantFollowersOf(deal.merchantSlug, deal.createdAt)).filter(
    (id) => id !== deal.author && !told.has(id),
  );
  for (const userId of followers) {
    await notify(
      userId,
      { kind: 'merchant', dealId: deal.id, about: { title: deal.title, merchant: deal.merchant ?? '' }, ref: deal.id },
      new Date(deal.createdAt),
    );
  }
}

/**
 * A deal's server-rendered page, cached up to minutes at CloudFront, no longer says what it
 * did: the author edited it (its version moved), moderation hid it, or its delete began. Votes
 * and flags change neither the version nor these, and pages age out in a minute for them.
 * Its picture's variants arriving changes it too. Restoring needs nothing: a 404 is never cached.
 */
function pageChanged(before: DealRecord, after: DealRecord) {
  return (
    Number(after.version ?? 0) !== Number(before.version ?? 0) ||
    (!!after.hiddenAt && !before.hiddenAt) ||
    // Its picture's variants arrived (data/deals/pictures.ts): the page stops showing the placeholder.
    after.picture?.file !== before.picture?.file ||
    (!!after.state && !before.state)
  );
}

async function pageOutdated(before: DealRecord, after: DealRecord) {
  // In every language: `/ar/deals/{id}` is the same deal's page.
  if (pageChanged(before, after)) await invalidatePages(inEveryLanguage(dealPagePath(after.id)));
}

async function dealChanged(before: DealRecord, after: DealRecord) {
  // A picture swapped by an edit (votes and the like never look it up).
  if (after.imageUrl !== before.imageUrl) await catchUpDealPicture(after);
  await pageOutdated(before, after);
  await notifyHot(before, after);
  await notifyExpired(before, after);
  // The search's hot order (term items' heat) and its vocabulary (corrections).
  await termHeatChanged(before, after);
  await vocabularyChanged(before, after);
  // On every change that finds the deal so, not only the crossing: the trusted upvotes may come
  // after the temperature, and a record that failed is retried. The marker makes it once.
  if (earnsHotPoints(after)) {
    const awarded = await awardHotDeal(after);
    if (awarded) log('info', 'hot deal awarded', { dealId: after.id });
  }
}

async function notifyHot(before: DealRecord, after: DealRecord) {
  const was = temperatureOf(Number(before.upvotes ?? 0), Number(before.downvotes ?? 0));
  const now = temperatureOf(Number(after.upvotes ?? 0), Number(after.downvotes ?? 0));
  if (isHot(was) || !isHot(now) || after.hiddenAt || after.state) return;
  // Once per deal (a deal that cools and heats up again tells nobody anything new), at the time
  // first recorded: a replayed record adds the same notifications, once.
  const at = await hotNoticeTime(after.author, after.id, new Date());
  const about = { title: after.title, degrees: now };
  await Promise.all([
    addNotification(after.author, { kind: 'hot', dealId: after.id, about, ref: after.id }, at),
    ...(await followersBesides(after, [after.author])).map((userId) =>
      notify(
        userId,
        { kind: 'follow', dealId: after.id, about: { ...about, event: 'hot' }, ref: `hot-${after.id}` },
        at,
      ),
    ),
  ]);
}

/** A deal expired (its author, trusted flags or its date): its followers but its author are told, once. */
async function notifyExpired(before: DealRecord, after: DealRecord) {
  if (before.expiredAt || !after.expiredAt || after.hiddenAt || after.state) return;
  const about = { title: after.title, event: 'expired' as const };
  const at = new Date(after.expiredAt);
  await Promise.all(
    (await followersBesides(after, [after.author])).map((userId) =>
      notify(userId, { kind: 'follow', dealId: after.id, about, ref: `expired-${after.id}` }, at),
    ),
  );
}

/**
 * Adds a notification; news the follow digest tells (docs/api.md#following-a-deal) also makes the
 * member's digest due, when they chose it.
 */
async function notify(userId: string, n: Parameters<typeof addNotification>[1], at: Date) {
  const added = await addNotification(userId, n, at);
  // Even when it was there already (a replay): the record may have failed between the two.
  await digestNoticed(userId, n.kind, at);
  return added;
}

/** The deal's followers but `others`. */
async function followersBesides(deal: DealRecord, others: string[]) {
  return (await followersOf(deal.id)).filter((userId) => !others.includes(userId));
}

/**
 * A new comment or reply: the author of the comment a reply answers is told so; each member it
 * mentions too (at most MENTIONS_PER_COMMENT); the deal's followers that it was commented (its
 * author, who follows it from its creation, as a comment on their deal). One notification each,
 * never for its own writer.
 */
async function commented(comment: Record<string, unknown>) {
  const dealId = String(comment.dealId);
  const [deal, followers] = await Promise.all([getDealRecord(dealId), followersOf(dealId)]);
  if (!deal || deal.state) return;
  const about = { username: String(comment.authorUsername), title: deal.title };
  // Its own time: a comment moderation hides and restores comes back with the same id.
  const at = new Date(String(comment.createdAt));
  const ref = String(comment.id);
  const mentioned = new Set(
    ((comment.mentions ?? []) as MentionedMember[]).map((m) => m.userId).filter((id) => id !== comment.author),
  );
  const answered = typeof comment.replyToAuthor === 'string' ? comment.replyToAuthor : undefined;
  const told = [...mentioned].map((userId) => notify(userId, { kind: 'mention', dealId, about, ref }, at));
  if (answered && answered !== comment.author && !mentioned.has(answered)) {
    told.push(notify(answered, { kind: 'reply', dealId, about, ref }, at));
  }
  for (const userId of followers) {
    if (userId === comment.author || userId === answered || mentioned.has(userId)) continue;
    told.push(
      userId === deal.author
        ? addNotification(userId, { kind: 'comment', dealId, about, ref }, at)
        : notify(userId, { kind: 'follow', dealId, about: { ...about, event: 'comment' }, ref }, at),
    );
  }
  await Promise.all(told);
}
