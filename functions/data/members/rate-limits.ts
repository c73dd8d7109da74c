import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  COMMENT_LIKES_PER_MINUTE,
  COMMENTS_PER_DAY,
  COMMENTS_PER_MINUTE,
  DEALS_PER_HOUR,
  HOUR_SECONDS,
} from '@shared/limits';
import { POSTING_MSG, retryLater } from '@shared/messages';
import { keys } from '@shared/table';
import { tooMany } from '../../lib/errors';
import { db, tableName } from '../../lib/clients';
import { type TxItem, failedAt, isCancelled, transact, type CallerSession } from '../table/dynamo';

/** At most `max` events per fixed window of `windowSeconds` for one (scope, key). */
export interface Limit {
  scope: string;
  key: string;
  max: number;
  windowSeconds: number;
  /** On success, `releaseSlots` clears the window instead of handing back one slot. */
  clearOnSuccess?: boolean;
  /** The 429 message, given the seconds until the window ends (`retryLater` when absent). */
  message?: (seconds: number) => string;
}

/** A limit's current window: its item key and when it ends. */
export function windowOf(limit: Pick<Limit, 'scope' | 'key' | 'windowSeconds'>, now = Math.floor(Date.now() / 1000)) {
  const start = now - (now % limit.windowSeconds);
  const end = start + limit.windowSeconds;
  return { key: keys.rateWindow(limit.scope, limit.key.toLowerCase(), start), end, ttl: end + 60, now };
}

const takeOp = (limit: Limit, w: ReturnType<typeof windowOf>): TxItem => ({
  Update: {
    TableName: tableName(),
    Key: w.key,
    UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
    ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':ttl': w.ttl, ':max': limit.max },
  },
});

/** The 429 of a full limit whose window ends `seconds` from now, with its Retry-After. */
const limitReached = (limit: Limit, seconds: number) => tooMany((limit.message ?? retryLater)(seconds), seconds);

/** The posting limits of a member, for the create use cases (seeding passes none). */
export const postingLimits = {
  deal: (userId: string): Limit[] => [
    { scope: 'post-deal', key: userId, max: DEALS_PER_HOUR, windowSeconds: HOUR_SECONDS, message: POSTING_MSG.deals },
  ],
  comment: (userId: string): Limit[] => [
    {
      scope: 'post-comment-minute',
      key: userId,
      max: COMMENTS_PER_MINUTE,
      windowSeconds: 60,
      message: POSTING_MSG.commentsPerMinute,
    },
    {
      scope: 'post-comment-day',
      key: userId,
      max: COMMENTS_PER_DAY,
      windowSeconds: 24 * HOUR_SECONDS,
      message: POSTING_MSG.commentsPerDay,
    },
  ],
  commentLike: (userId: string): Limit[] => [
    {
      scope: 'like-comment',
      key: userId,
      max: COMMENT_LIKES_PER_MINUTE,
      windowSeconds: 60,
      message: POSTING_MSG.commentLikes,
    },
  ],
};

/**
 * One slot of each limit taken inside the caller's own transaction, so a refused request
 * writes nothing and costs no extra round trip: spread `items` (the piece `name`, one item a
 * limit) into the transaction's named items, and on failure throw `refusal(err)` when it is
 * defined (the 429 of the first full limit, with Retry-After).
 */
export function slotsInTransaction(limits: Limit[], name = 'slots') {
  const now = Math.floor(Date.now() / 1000);
  const windows = limits.map((limit) => windowOf(limit, now));
  return {
    items: { [name]: limits.map((limit, i) => takeOp(limit, windows[i])) },
    refusal(err: unknown) {
      const full = windows.findIndex((_, i) => failedAt(err, `${name}[${i}]`));
      return full < 0 ? undefined : limitReached(limits[full], windows[full].end - now);
    },
  };
}

/** Counts one event in the current window and returns the new count. */
export async function countEvent(scope: string, key: string, windowSeconds: number): Promise<number> {
  const w = windowOf({ scope, key, windowSeconds });
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: w.key,
      UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': w.ttl },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? 0);
}

/**
 * Takes one slot of a limit before the work it guards, in one conditional write: parallel
 * requests can never pass more than `max` together. Full → 429 with Retry-After.
 */
export async function takeSlot(limit: Limit, message?: string) {
  const w = windowOf(limit);
  try {
    await db.send(new UpdateCommand(takeOp(limit, w).Update as never));
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) {
      throw message === undefined ? limitReached(limit, w.end - w.now) : tooMany(message, w.end - w.now);
    }
    throw err;
  }
}

/** Slots taken together by `takeSlots`, to hand back with `releaseSlots`. */
export type Slots = { limits: Limit[]; windows: ReturnType<typeof windowOf>[] };

/**
 * Takes one slot of each limit in one transaction, all or none, so an attempt is counted
 * before it is checked (with the caller's session check on a signed-in route). When one is
 * full: 429, Retry-After when that window ends.
 */
export async function takeSlots(limits: Limit[], session: CallerSession | null): Promise<Slots> {
  const taken = await trySlots(limits, session);
  if ('full' in taken) throw taken.refusal;
  return taken;
}

/**
 * `takeSlots` for a caller that chooses what to do when a limit is full: the index of the first
 * full limit (nothing taken) and its 429, or the slots taken.
 */
export async function trySlots(
  limits: Limit[],
  session: CallerSession | null,
): Promise<Slots | { full: number; refusal: Error }> {
  const now = Math.floor(Date.now() / 1000);
  const windows = limits.map((limit) => windowOf(limit, now));
  try {
    await transact({ slots: limits.map((limit, i) => takeOp(limit, windows[i])) }, { session });
  } catch (err) {
    const full = windows.findIndex((_, i) => failedAt(err, `slots[${i}]`));
    if (full >= 0) return { full, refusal: limitReached(limits[full], windows[full].end - now) };
    throw err;
  }
  return { limits, windows };
}

/**
 * Hands back the slots of an attempt that succeeded, so the limits count failures only; a
 * limit marked `clearOnSuccess` forgets its window's earlier failures too.
 */
export async function releaseSlots(slots: Slots) {
  const TableName = tableName();
  await transact({
    slots: slots.windows.map((w, i): TxItem =>
      slots.limits[i].clearOnSuccess
        ? { Delete: { TableName, Key: w.key } }
        : {
            Update: {
              TableName,
              Key: w.key,
              UpdateExpression: 'ADD #n :minus',
              ConditionExpression: 'attribute_exists(#n)',
              ExpressionAttributeNames: { '#n': 'count' },
              ExpressionAttributeValues: { ':minus': -1 },
            },
          },
    ),
  }).catch((err: unknown) => {
    // A window that expired meanwhile has nothing to give back.
    if (!isCancelled(err)) throw err;
  });
}
