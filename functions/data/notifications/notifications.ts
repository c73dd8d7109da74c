import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AppNotification, NotificationKind, Page } from '@shared/api-types';
import { NOTIFICATION_TTL_DAYS } from '@shared/limits';
import { MSG, NOTIFICATION_MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { batchGet, failedAt, isCancelled, transact, type CallerSession, confirmSession } from '../table/dynamo';
import { STATE } from '../deals/record';

/**
 * In-app notifications (docs/architecture.md#alerts-and-notifications): NOTIFS#<userId> / N#<id>,
 * newest first, the id starting with its time in base 36 then its kind and what it is about, so
 * the same event (a replayed stream record) always makes the same id and is written once. Kept
 * NOTIFICATION_TTL_DAYS (TTL). NOTIFS#<userId> / COUNT holds `unread`, `total` and `readUpTo`
 * (the time of the last "mark all read": anything at or before it reads as read), each changed
 * in the transaction that changes a notification.
 */

const TIME_DIGITS = 9;
/** The time an id starts with: fixed width, so times and ids compare as strings (follow-digest.ts too). */
export const notificationTime = (at: Date) => at.getTime().toString(36).padStart(TIME_DIGITS, '0');
export const notificationId = (at: Date, kind: NotificationKind, ref: string) =>
  `${notificationTime(at)}-${kind}-${ref}`;
const timeOf = (id: string) => id.slice(0, TIME_DIGITS);

/**
 * What a notification is about, kept with it: its text is worded when read, in the reader's
 * language (a member's words, a title or keywords, as they were written).
 */
export interface NotificationAbout {
  title: string;
  /** An alert's keywords. */
  keywords?: string;
  /** A hot deal's temperature. */
  degrees?: number;
  /** A comment's author. */
  username?: string;
  /** What happened to a followed deal. */
  event?: 'comment' | 'hot' | 'expired';
  /** The merchant of a new deal, for its followers. */
  merchant?: string;
}

interface NotificationItem extends Omit<AppNotification, 'read' | 'ids'> {
  read?: boolean;
  about?: NotificationAbout;
}

/** A notification's text in the current language, from what it is about. */
function worded(kind: NotificationKind, about: NotificationAbout): string {
  if (kind === 'alert') return NOTIFICATION_MSG.alert(about.keywords ?? '', about.title);
  if (kind === 'hot') return NOTIFICATION_MSG.hot(about.title, about.degrees ?? 0);
  if (kind === 'mention') return NOTIFICATION_MSG.mention(about.username ?? '', about.title);
  if (kind === 'reply') return NOTIFICATION_MSG.reply(about.username ?? '', about.title);
  if (kind === 'merchant') return NOTIFICATION_MSG.merchant(about.merchant ?? '', about.title);
  if (kind === 'follow') {
    if (about.event === 'hot') return NOTIFICATION_MSG.follow.hot(about.title, about.degrees ?? 0);
    if (about.event === 'expired') return NOTIFICATION_MSG.follow.expired(about.title);
    return NOTIFICATION_MSG.follow.comment(about.username ?? '', about.title);
  }
  return NOTIFICATION_MSG.comment(about.username ?? '', about.title);
}

interface Counter {
  unread?: number;
  kept?: number;
  readUpTo?: string;
}

const READ_UP_TO_BEFORE = 'attribute_not_exists(readUpTo) OR readUpTo < :time';

/**
 * Adds a notification for `userId` unless the same one exists; true when it was added. One that
 * dates from before the member's last "mark all read" is added as read. Given what it is about,
 * its text is worded when read; `text` (the default language's wording) is kept as well.
 */
export async function addNotification(
  userId: string,
  n: { kind: NotificationKind; dealId: string; ref: string } & ({ about: NotificationAbout } | { text: string }),
  at: Date,
): Promise<boolean> {
  const TableName = tableName();
  const id = notificationId(at, n.kind, n.ref);
  const item: NotificationItem & { ttl: number } = {
    id,
    kind: n.kind,
    dealId: n.dealId,
    text: 'about' in n ? worded(n.kind, n.about) : n.text,
    ...('about' in n ? { about: n.about } : {}),
    createdAt: at.toISOString(),
    ttl: Math.floor(at.getTime() / 1000) + NOTIFICATION_TTL_DAYS * 86_400,
  };
  const put = (read: boolean) => ({
    Put: {
      TableName,
      Item: { ...keys.notification(userId, id), ...item, ...(read ? { read: true } : {}) },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  try {
    await transact({
      notification: put(false),
      counts: {
        Update: {
          TableName,
          Key: keys.notificationCount(userId),
          UpdateExpression: 'ADD unread :one, kept :one',
          ConditionExpression: READ_UP_TO_BEFORE,
          ExpressionAttributeValues: { ':one': 1, ':time': timeOf(id) },
        },
      },
    });
    return true;
  } catch (err) {
    if (failedAt(err, 'notification')) return false;
    if (!failedAt(err, 'counts')) throw err;
  }
  try {
    await transact({
      notification: put(true),
      counts: {
        Update: {
          TableName,
          Key: keys.notificationCount(userId),
          UpdateExpression: 'ADD kept :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    });
    return true;
  } catch (err) {
    if (failedAt(err, 'notification')) return false;
    throw err;
  }
}

async function readCounter(userId: string, consistent = false): Promise<Counter> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.notificationCount(userId), ConsistentRead: consistent }),
  );
  return (out.Item ?? {}) as Counter;
}

const unreadOf = (counter: Counter) => Math.max(0, Number(counter.unread ?? 0));

export async function unreadCount(userId: string) {
  return { unread: unreadOf(await readCounter(userId)) };
}

/** Kinds whose notifications about one deal group when they arrive together (news of heat or expiry come once). */
const GROUPED_KINDS: ReadonlySet<NotificationKind> = new Set(['comment', 'reply', 'mention', 'follow']);
/** Notifications of a group are at most this far from its newest. */
const GROUP_WINDOW_MS = 24 * 3_600_000;

/** What groups a notification with its neighbours (null: it stays alone). */
function groupKey(n: NotificationItem, read: boolean) {
  const grouped = GROUPED_KINDS.has(n.kind) && !!n.about?.username && (n.about.event ?? 'comment') === 'comment';
  return grouped ? `${n.kind}|${n.dealId}|${read}` : null;
}

/** Adjacent notifications (newest first) of one group key and window, each run as one. */
function runsOf(items: { n: NotificationItem; read: boolean }[]) {
  const runs: { n: NotificationItem; read: boolean }[][] = [];
  for (const item of items) {
    const run = runs.at(-1);
    const key = groupKey(item.n, item.read);
    const joins =
      run &&
      key !== null &&
      key === groupKey(run[0].n, run[0].read) &&
      Date.parse(run[0].n.createdAt) - Date.parse(item.n.createdAt) <= GROUP_WINDOW_MS;
    if (joins) run.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** A group's text: the newest one's author and how many others, or the newest one's text and how many times. */
function groupText(run: NotificationItem[]) {
  const newest = run[0];
  const about = newest.about!;
  if (run.length === 1) return worded(newest.kind, about);
  const others = new Set(run.map((n) => n.about?.username)).size - 1;
  const kind = newest.kind as 'comment' | 'reply' | 'mention' | 'follow';
  return others > 0
    ? NOTIFICATION_MSG.grouped[kind](about.username ?? '', others, about.title)
    : NOTIFICATION_MSG.repeated(worded(newest.kind, about), run.length);
}

/**
 * Page `page` of the member's notifications, newest first: one Query and the counter, at once.
 * Within the page, several of one kind about one deal that arrived within a day, read or unread
 * alike, show as one (`ids` all of them); the page's size and total count each.
 */
export async function listNotifications(userId: string, page: number, size: number): Promise<Page<AppNotification>> {
  const prefix = keys.notificationPrefix(userId);
  const [out, counter] = await Promise.all([
    db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
        ScanIndexForward: false,
        Limit: (page + 1) * size,
      }),
    ),
    readCounter(userId),
  ]);
  const items = ((out.Items ?? []) as NotificationItem[]).slice(page * size);
  const withdrawn = await withdrawnDeals(items.map((n) => n.dealId));
  const isRead = (n: NotificationItem) =>
    n.read === true || (counter.readUpTo !== undefined && timeOf(n.id) <= counter.readUpTo);
  const content = runsOf(items.map((n) => ({ n, read: isRead(n) }))).map((run) => {
    const n = run[0].n;
    return {
      id: n.id,
      ids: run.map((r) => r.n.id),
      kind: n.kind,
      dealId: n.dealId,
      // Its title goes while the deal is hidden or gone, and comes back if it is restored. Worded
      // in the reader's language (those written before they kept what they are about: as written).
      text: withdrawn.has(n.dealId)
        ? (MSG.notificationDealWithdrawn[n.kind] ?? MSG.notificationDealWithdrawnOther)
        : n.about
          ? groupText(run.map((r) => r.n))
          : n.text,
      read: run[0].read,
      createdAt: n.createdAt,
    };
  });
  const total = Math.max(0, Number(counter.kept ?? 0), page * size + items.length);
  return {
    content,
    number: page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    first: page === 0,
    last: (page + 1) * size >= total,
  };
}

/**
 * Of these deals, those hidden by moderation or deleted (or being deleted). A notification's text
 * names its deal as it was when written; rather than rewriting every notification naming a deal
 * when it is hidden (they sit under each member's partition, with nothing to find them by deal),
 * the page's deals are read with it (one BatchGet of at most 50 items): no write on hiding, and a
 * restored deal's notifications show its title again.
 */
async function withdrawnDeals(dealIds: string[]): Promise<Set<string>> {
  const ids = [...new Set(dealIds)].filter(Boolean);
  if (ids.length === 0) return new Set();
  const live = new Set(
    (await batchGet(ids.map((id) => keys.deal(id)))).filter((d) => !d.hiddenAt && !d[STATE]).map((d) => String(d.id)),
  );
  return new Set(ids.filter((id) => !live.has(id)));
}

/**
 * Marks notifications read: the ones named (each with the count, in its own transaction, and only
 * if it was unread), or all of them (the count to zero and `readUpTo` to the newest). Answers the
 * unread count after. Each write checks the caller's `session` (the single write of "all" confirms it first).
 */
export async function markRead(userId: string, ids: string[] | undefined, session: CallerSession | null) {
  const TableName = tableName();
  if (!ids) {
    await confirmSession(session);
    // Now, not the newest notification read: one written meanwhile either lands before (its unread
    // mark is zeroed, and it reads as read) or is refused by `readUpTo` and added as read.
    await db
      .send(
        new UpdateCommand({
          TableName,
          Key: keys.notificationCount(userId),
          // Never back: a later "all read" may already have moved it further.
          UpdateExpression: 'SET unread = :zero, readUpTo = :time',
          ConditionExpression: READ_UP_TO_BEFORE,
          ExpressionAttributeValues: { ':zero': 0, ':time': timeOf(notificationId(new Date(), 'comment', 'x')) },
        }),
      )
      .catch((err) => {
        if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
      });
    return { unread: unreadOf(await readCounter(userId, true)) };
  }
  // One after the other: they all change the same counter item.
  for (const id of new Set(ids)) {
    try {
      await transact(
        {
          notification: {
            Update: {
              TableName,
              Key: keys.notification(userId, id),
              UpdateExpression: 'SET #read = :yes',
              ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#read)',
              ExpressionAttributeNames: { '#read': 'read' },
              ExpressionAttributeValues: { ':yes': true },
            },
          },
          counts: {
            Update: {
              TableName,
              Key: keys.notificationCount(userId),
              UpdateExpression: 'ADD unread :minus',
              ConditionExpression: READ_UP_TO_BEFORE,
              ExpressionAttributeValues: { ':minus': -1, ':time': timeOf(id) },
            },
          },
        },
        { session },
      );
    } catch (err) {
      // Unknown, already read, or read by a "mark all read": nothing to count.
      if (!isCancelled(err)) throw err;
    }
  }
  return { unread: unreadOf(await readCounter(userId, true)) };
}

/**
 * A notification TTL removed (a stream REMOVE by DynamoDB itself): the counter forgets it, and
 * its unread mark if it still had one. A `GONE#<id>` marker (kept two days) written in the same
 * transaction makes a replayed record change nothing.
 */
export async function forgetExpiredNotification(userId: string, old: Record<string, unknown>) {
  const TableName = tableName();
  const id = String(old.id);
  const marker = {
    Put: {
      TableName,
      Item: {
        ...keys.notificationGone(userId, id),
        ttl: Math.floor(Date.now() / 1000) + 2 * 86_400,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  const counts = (unread: boolean) => ({
    Update: {
      TableName,
      Key: keys.notificationCount(userId),
      UpdateExpression: unread ? 'ADD kept :minus, unread :minus' : 'ADD kept :minus',
      ...(unread ? { ConditionExpression: READ_UP_TO_BEFORE } : {}),
      ExpressionAttributeValues: { ':minus': -1, ...(unread ? { ':time': timeOf(id) } : {}) },
    },
  });
  for (const unread of old.read === true ? [false] : [true, false]) {
    try {
      await transact({ marker, counts: counts(unread) });
      return;
    } catch (err) {
      if (failedAt(err, 'marker')) return;
      // Read by a "mark all read" since: only its total goes.
      if (!(unread && failedAt(err, 'counts'))) throw err;
    }
  }
}

/**
 * When a deal's author is told it became hot: `at` the first time (recorded), the recorded time
 * ever after.
 */
export async function hotNoticeTime(userId: string, dealId: string, at: Date): Promise<Date> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.hotNotice(userId, dealId), at: at.toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return at;
  } catch (err) {
    // The exception carries the item as DynamoDB wrote it (attribute values, not plain ones).
    const old = (err as { Item?: Record<string, AttributeValue> }).Item;
    if ((err as Error).name !== 'ConditionalCheckFailedException' || !old) throw err;
    return new Date(String(unmarshall(old).at));
  }
}
