import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationKind } from '@shared/api-types';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { isCancelled, transact } from '../table/dynamo';
import { type NotificationAbout, notificationTime } from './notifications';

/**
 * The follow digest's state (docs/architecture.md#alerts-and-notifications): a member who chose it
 * has one item, NOTIFS#<userId> / DIGEST, holding `dueAt` while a digest is due (one at a time,
 * listed in DIGESTDUE for the digest job) and `sentUpTo`, the notification time the last digest
 * covered: news at or before it is never mailed again, whatever the stream replays.
 */

/** The kinds of notification a follow digest tells of: what the member follows, and who answered or named them. */
export const DIGEST_KINDS: ReadonlySet<NotificationKind> = new Set(['follow', 'reply', 'mention', 'merchant']);

/** Digests are due at 18:00 in Algeria (UTC+1 all year round): 17:00 UTC. */
const SEND_HOUR_UTC = 17;

/** The first daily send time after `now`. */
export function nextDigestTime(now: Date): string {
  const due = new Date(now);
  due.setUTCHours(SEND_HOUR_UTC, 0, 0, 0);
  if (due.getTime() <= now.getTime()) due.setUTCDate(due.getUTCDate() + 1);
  return due.toISOString();
}

interface DigestState {
  dueAt?: string;
  sentUpTo?: string;
}

async function readState(userId: string): Promise<DigestState> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.followDigest(userId), ConsistentRead: true }),
  );
  return (out.Item ?? {}) as DigestState;
}

/**
 * Marks the member's digest due at the next send time, for news at `at` (its notification's
 * time). Nothing when one is already due, or when a digest already covered that time (a replayed
 * record after the digest went): true when marked.
 */
export async function markDigestDue(userId: string, at: Date, now = new Date()): Promise<boolean> {
  const TableName = tableName();
  const dueAt = nextDigestTime(now);
  try {
    await transact({
      digest: {
        Update: {
          TableName,
          Key: keys.followDigest(userId),
          UpdateExpression: 'SET dueAt = :due',
          ConditionExpression: 'attribute_not_exists(dueAt) AND (attribute_not_exists(sentUpTo) OR sentUpTo < :time)',
          ExpressionAttributeValues: { ':due': dueAt, ':time': notificationTime(at) },
        },
      },
      due: { Put: { TableName, Item: { ...keys.followDigestDue(dueAt, userId), userId, dueAt } } },
    });
    return true;
  } catch (err) {
    if (isCancelled(err)) return false;
    throw err;
  }
}

/** A digest taken from the queue: the member, and the notification times it covers, (after, upTo]. */
export interface DigestDue {
  userId: string;
  dueAt: string;
  /** What the previous digest covered (none before the first). */
  after?: string;
  upTo: string;
}

/**
 * The digests due by `now` (DIGESTDUE, oldest first, up to `max`): each is marked as covering the
 * news up to `now` and its due entry removed in one transaction, conditioned on the due time read,
 * before it is returned: a digest goes once even when two runs overlap.
 */
export async function takeDueDigests(now: Date, max = 50): Promise<DigestDue[]> {
  const TableName = tableName();
  const partition = keys.followDigestDue('', '').PK;
  const out = await db.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND SK <= :now',
      ExpressionAttributeValues: { ':pk': partition, ':now': `${now.toISOString()}#~` },
      Limit: max,
    }),
  );
  const taken: DigestDue[] = [];
  for (const due of (out.Items ?? []) as { SK: string; userId: string; dueAt: string }[]) {
    const entry = { PK: partition, SK: due.SK };
    const state = await readState(due.userId);
    // Never back: what a digest covered stays covered, whatever the clock of a later run.
    const upTo = [notificationTime(now), state.sentUpTo ?? ''].sort().at(-1)!;
    try {
      if (state.dueAt !== due.dueAt) {
        // A stale entry (none should be: the two are written together); it goes.
        await transact({ due: { Delete: { TableName, Key: entry } } });
        continue;
      }
      await transact({
        digest: {
          Update: {
            TableName,
            Key: keys.followDigest(due.userId),
            UpdateExpression: 'SET sentUpTo = :upTo, sentAt = :now REMOVE dueAt',
            ConditionExpression: 'dueAt = :due',
            ExpressionAttributeValues: { ':upTo': upTo, ':now': now.toISOString(), ':due': due.dueAt },
          },
        },
        due: { Delete: { TableName, Key: entry } },
      });
      taken.push({ userId: due.userId, dueAt: due.dueAt, after: state.sentUpTo, upTo });
    } catch (err) {
      // Taken by another run meanwhile.
      if (!isCancelled(err)) throw err;
    }
  }
  return taken;
}

/**
 * A digest that could not be sent: its news counts as unsent again, due now for the digest job's
 * next run (or in the digest already due, when news came meanwhile). Nothing when a later digest
 * took over.
 */
export async function requeueDigest(taken: DigestDue, now = new Date()) {
  const TableName = tableName();
  const state = await readState(taken.userId);
  if (state.sentUpTo !== taken.upTo) return;
  const dueAt = now.toISOString();
  const sentUpTo = taken.after ? 'SET sentUpTo = :after' : 'REMOVE sentUpTo';
  const values = { ':upTo': taken.upTo, ...(taken.after ? { ':after': taken.after } : {}) };
  // News came meanwhile: the digest already due carries this one's news too.
  const pending = state.dueAt;
  try {
    await transact({
      digest: {
        Update: {
          TableName,
          Key: keys.followDigest(taken.userId),
          ...(pending
            ? {
                UpdateExpression: sentUpTo,
                ConditionExpression: 'sentUpTo = :upTo AND dueAt = :pending',
                ExpressionAttributeValues: { ...values, ':pending': pending },
              }
            : {
                UpdateExpression: taken.after
                  ? 'SET sentUpTo = :after, dueAt = :due'
                  : 'SET dueAt = :due REMOVE sentUpTo',
                ConditionExpression: 'sentUpTo = :upTo AND attribute_not_exists(dueAt)',
                ExpressionAttributeValues: { ...values, ':due': dueAt },
              }),
        },
      },
      due: !pending && {
        Put: { TableName, Item: { ...keys.followDigestDue(dueAt, taken.userId), userId: taken.userId, dueAt } },
      },
    });
  } catch (err) {
    // Changed meanwhile (news, another run): what is due then is sent then.
    if (!isCancelled(err)) throw err;
  }
}

/** A notification as the digest reads it. */
export interface DigestNotification {
  id: string;
  kind: NotificationKind;
  dealId: string;
  createdAt: string;
  about?: NotificationAbout;
}

/** Notifications looked at per page, and pages at most, for one digest: a bound on its reads. */
const PAGE_ITEMS = 100;
const MAX_PAGES = 10;

/**
 * The member's unread notifications of the digest's kinds with a time after `after` (the last
 * digest), `since` (when the member chose the digest) and the last "mark all read", up to `upTo`,
 * newest first, at most `count`. One GetItem of the counts, then Query pages of the range.
 */
export async function unreadDigestNews(
  userId: string,
  range: { after?: string; since?: string; upTo: string },
  count: number,
): Promise<DigestNotification[]> {
  const TableName = tableName();
  const counts = await db.send(new GetCommand({ TableName, Key: keys.notificationCount(userId) }));
  const readUpTo = counts.Item?.readUpTo as string | undefined;
  const since = range.since ? notificationTime(new Date(range.since)) : undefined;
  // Times are fixed-width strings: the latest bound is the greatest.
  const from = [range.after, since, readUpTo]
    .filter((t): t is string => !!t)
    .sort()
    .at(-1);
  const prefix = keys.notificationPrefix(userId);
  const kinds = [...DIGEST_KINDS];
  const found: DigestNotification[] = [];
  let startKey: Record<string, unknown> | undefined;
  for (let page = 0; page < MAX_PAGES && found.length < count; page++) {
    const out = await db.send(
      new QueryCommand({
        TableName,
        // `~` sorts after the `-` that follows an id's time: (from, upTo], by time.
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        FilterExpression: `#kind IN (${kinds.map((_, i) => `:k${i}`).join(', ')}) AND attribute_not_exists(#read)`,
        ExpressionAttributeNames: { '#kind': 'kind', '#read': 'read' },
        ExpressionAttributeValues: {
          ':pk': prefix.PK,
          ':from': from ? `${prefix.SK}${from}~` : prefix.SK,
          ':to': `${prefix.SK}${range.upTo}~`,
          ...Object.fromEntries(kinds.map((kind, i) => [`:k${i}`, kind])),
        },
        ScanIndexForward: false,
        Limit: PAGE_ITEMS,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((out.Items ?? []) as DigestNotification[]));
    startKey = out.LastEvaluatedKey;
    if (!startKey) break;
  }
  return found.slice(0, count);
}
