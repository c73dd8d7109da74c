import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { MSG } from '@shared/messages';
import {
  dealLists,
  keys,
  commentLikeOf,
  commentSeqKeyOf,
  followerOf,
  hiddenReplyKeyOf,
  replyKeyOf,
  saverOf,
  voterOf,
} from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { conflict, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { type DealRecord, LIVE_DEAL, STATE, hiddenAsRead } from './record';
import { ACTIVE_ATTRS, listCountOps, placementItemOps } from './list-rank';
import { merchantDealExit } from '../merchants/merchants';
import {
  TX_ROUTE_ITEMS,
  type TxItem,
  failedAt,
  isCancelled,
  transact,
  type CallerSession,
  type TxItems,
  txSize,
} from '../table/dynamo';
import { savedListExit } from './saves';
import { detachImageOp, imageFileFromUrl } from '../images/images';
import { seqKey } from '../table/list-counts';
import { termDeletes } from './search-terms';
import { sitemapRemove } from './sitemap';
import { StatsDelta } from '../members/stats';

/**
 * Deleting a deal never half-happens (docs/api.md, DELETE /api/deals/{id}):
 * - a deal whose children fit goes in one transaction, each child conditioned on the state read;
 * - otherwise one conditional write marks it `deleting` and takes it out of every list, search
 *   term, sitemap and member pointer (counters moved in the same write, so totals stay exact);
 *   from then on every read answers 404 and every write touching it fails its condition;
 * - the purge then removes votes and comments in batches, each child deleted under a condition
 *   on the value read and the members' stats moved by THAT value, and deletes the deal last.
 *   A purge cut short (throttling, the request's time budget) is finished by the daily job,
 *   which finds such deals through their sparse index entry (keys.deletingDeal).
 */

const DELETING = 'deleting';
const HIDDEN_COMMENT = keys.hiddenComment('', '').SK;
const COMMENT_CHUNKS = `${keys.commentCount('').SK}#`;
/** Rounds of "marked by a concurrent edit, read again" before answering 409. */
const MAX_MARK_ROUNDS = 5;
/** Batches whose conditions failed (a child changed after it was read) before the purge gives up. */
const MAX_PURGE_MISSES = 20;
/** Children read per purge batch (more than fit, as stats items share the room). */
const PURGE_READ = 150;
/** Time a request spends purging before it leaves the rest to the job (routes time out at 10 s). */
const REQUEST_PURGE_MS = 5_000;

type Item = Record<string, unknown>;

interface Child {
  key: { PK: string; SK: string };
  /** The vote's value, or undefined for a comment or a save. */
  isPositive?: boolean;
  /** A save's number in the member's saved list, or undefined for a vote or a comment. */
  savedSeq?: number;
  /** A save out of the member's list while the deal is hidden; a comment hidden by moderation. */
  away?: boolean;
  /**
   * A chunk item of the comment counts (table/list-counts.ts), a like of a comment (its count is
   * on the comment) or a follow: it goes with the deal, counting nothing.
   */
  counter?: boolean;
  /** Voter, comment author or the member who saved it. */
  userId: string;
}

function childOf(item: Item): Child | undefined {
  const sk = String(item.SK);
  const key = { PK: String(item.PK), SK: sk };
  const voter = voterOf(sk);
  if (voter !== undefined) return { key, isPositive: Boolean(item.isPositive), userId: String(item.userId ?? voter) };
  // A comment deleted while it had replies (« Commentaire supprimé ») left every count already.
  if (commentSeqKeyOf(sk) !== undefined && item.deletedAt) return { key, userId: '', counter: true };
  if (commentSeqKeyOf(sk) !== undefined || replyKeyOf(sk) !== undefined) return { key, userId: String(item.author) };
  if (hiddenReplyKeyOf(sk) !== undefined) return { key, userId: String(item.author), away: true };
  if (sk.startsWith(COMMENT_CHUNKS) || commentLikeOf(sk) || followerOf(sk)) return { key, userId: '', counter: true };
  if (sk.startsWith(HIDDEN_COMMENT)) return { key, userId: String(item.author), away: true };
  const saver = saverOf(sk);
  if (saver !== undefined) return { key, savedSeq: Number(item.seq), userId: saver, away: !!item.away };
  return undefined;
}

/** What leaves with a save besides its item on the deal: the member's side and their list's counts. */
const saveExits = (child: Child) =>
  child.savedSeq === undefined || child.away ? [] : savedListExit(child.userId, child.savedSeq);

/** One page of the deal's partition (consistent): the deal item if on it, the children, more or not. */
async function readPartition(dealId: string, limit?: number) {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.deal(dealId).PK },
      ConsistentRead: true,
      Limit: limit,
    }),
  );
  const items = out.Items ?? [];
  const deal = items.find((i) => i.SK === keys.deal(dealId).SK) as DealRecord | undefined;
  const children = items.flatMap((i) => childOf(i) ?? []);
  return { deal, children, more: !!out.LastEvaluatedKey };
}

/** The deal item as stored, `deleting` or not. */
async function readDealItem(dealId: string) {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.deal(dealId), ConsistentRead: true }));
  return out.Item as DealRecord | undefined;
}

/** Delete of one child, conditioned on the state it was read in. */
function childDelete(child: Child): TxItem {
  if (child.savedSeq !== undefined) {
    return {
      Delete: {
        TableName: tableName(),
        Key: child.key,
        // Away or not as read: it says whether the member's side goes too (saveExits). A hidden
        // deal's saves move out after the hide (deals/visibility.ts moveSaves); one moved since
        // the read would leave its list's counts once more.
        ConditionExpression: `seq = :seq AND ${child.away ? 'attribute_exists(away)' : 'attribute_not_exists(away)'}`,
        ExpressionAttributeValues: { ':seq': child.savedSeq },
      },
    };
  }
  return child.isPositive === undefined
    ? { Delete: { TableName: tableName(), Key: child.key, ConditionExpression: 'attribute_exists(PK)' } }
    : {
        Delete: {
          TableName: tableName(),
          Key: child.key,
          ConditionExpression: 'isPositive = :was',
          ExpressionAttributeValues: { ':was': child.isPositive },
        },
      };
}

/** The members' counters a child contributed to: its author's, and for a vote the deal author's. */
function unCount(stats: StatsDelta, child: Child, dealAuthor: string) {
  if (child.savedSeq !== undefined || child.counter) return stats;
  if (child.isPositive === undefined) return stats.add(child.userId, 'commentsWritten', -1);
  return stats
    .add(child.userId, 'votesCast', -1)
    .add(dealAuthor, child.isPositive ? 'upvotesReceived' : 'downvotesReceived', -1);
}

/** Condition that the deal is still active, or still expired, as read. */
const expiryAsRead = (deal: DealRecord) =>
  deal.expiredAt ? 'attribute_exists(expiredAt)' : 'attribute_not_exists(expiredAt)';

/** Condition that the deal's Hot entry is as read (`:hsk`): it says which hot bucket the deal leaves. */
const rankAsRead = (deal: DealRecord) => (deal.HSK ? 'HSK = :hsk' : 'attribute_not_exists(HSK)');

/** What leaves with the deal at once: list counters, pointer, sitemap entry, search terms, picture (a hidden deal left all but the picture). */
function exits(deal: DealRecord, image: string | null): TxItems {
  const TableName = tableName();
  const key = seqKey(deal.seq);
  const listed = !deal.hiddenAt;
  return {
    lists: listed && listCountOps(deal, null),
    placements: listed && placementItemOps(deal, null),
    merchant: !!deal.merchantSlug && merchantDealExit(deal.merchantSlug, deal.seq),
    authorDeal: listed && { Delete: { TableName, Key: keys.userDeal(deal.author, key) } },
    sitemap: listed && sitemapRemove(deal.seq, deal.id),
    terms: listed && termDeletes({ ...deal, seqKey: key }),
    image: image && (detachImageOp(image, deal.id) as TxItem),
  };
}

/** The author's deal count, which a hidden deal already left. */
const postedExit = (deal: DealRecord) => new StatsDelta().add(deal.author, 'dealsPosted', deal.hiddenAt ? 0 : -1);

/**
 * The whole delete in one transaction, or null when it does not fit. The deal is conditioned
 * on its version and counts, each child on its state read: together they prove the set read
 * is the set stored, so nothing can be orphaned.
 */
function wholeDelete(deal: DealRecord, children: Child[], image: string | null) {
  const TableName = tableName();
  const stats = postedExit(deal);
  for (const child of children) unCount(stats, child, deal.author);
  const up = children.filter((c) => c.isPositive === true).length;
  const down = children.filter((c) => c.isPositive === false).length;
  const saves = children.filter((c) => c.savedSeq !== undefined).length;
  const comments = children.filter(
    (c) => c.isPositive === undefined && c.savedSeq === undefined && !c.away && !c.counter,
  ).length;
  const items = {
    deal: {
      Delete: {
        TableName,
        Key: keys.deal(deal.id),
        // Counts and expiry as read: they say which hot bucket the deal leaves.
        ConditionExpression: `${LIVE_DEAL} AND #version = :v AND upvotes = :u AND downvotes = :d AND commentsCount = :c AND ${expiryAsRead(deal)} AND ${hiddenAsRead(deal)}`,
        ExpressionAttributeNames: { '#state': STATE, '#version': 'version' },
        ExpressionAttributeValues: { ':v': deal.version, ':u': up, ':d': down, ':c': comments },
      },
    },
    comments: {
      Delete: {
        TableName,
        Key: keys.commentCount(deal.id),
        // Saves count here (functions/data/deals/saves.ts): none was added since the read.
        ConditionExpression: saves ? 'saves = :s' : 'attribute_not_exists(saves) OR saves = :s',
        ExpressionAttributeValues: { ':s': saves },
      },
    },
    ...exits(deal, image),
    children: children.map(childDelete),
    saveExits: children.flatMap(saveExits),
    stats: stats.ops(),
  };
  return txSize(items) <= TX_ROUTE_ITEMS ? items : null;
}

/**
 * The one conditional write that starts a large delete: the deal (still at `version`, not
 * already deleting) and its comment counter are marked, the deal leaves its lists for the
 * sparse index of deals being deleted, and everything in `exits` goes with it.
 */
function markItems(deal: DealRecord, image: string | null): TxItems {
  const TableName = tableName();
  const pending = keys.deletingDeal(seqKey(deal.seq));
  const [, ...otherLists] = dealLists(deal.city, deal.category);
  const removed = [...otherLists.flatMap((l) => [l.pk, l.sk]), ...ACTIVE_ATTRS];
  return {
    deal: {
      Update: {
        TableName,
        Key: keys.deal(deal.id),
        UpdateExpression: `SET #state = :deleting, GSI1PK = :gpk, GSI1SK = :gsk REMOVE ${removed.join(', ')}`,
        ConditionExpression: `${LIVE_DEAL} AND #version = :v AND ${rankAsRead(deal)} AND ${hiddenAsRead(deal)}`,
        ExpressionAttributeNames: { '#state': STATE, '#version': 'version' },
        ExpressionAttributeValues: {
          ':deleting': DELETING,
          ':gpk': pending.GSI1PK,
          ':gsk': pending.GSI1SK,
          ':v': deal.version,
          ...(deal.HSK ? { ':hsk': deal.HSK } : {}),
        },
      },
    },
    comments: {
      Update: {
        TableName,
        Key: keys.commentCount(deal.id),
        UpdateExpression: 'SET #state = :deleting',
        ExpressionAttributeNames: { '#state': STATE },
        ExpressionAttributeValues: { ':deleting': DELETING },
      },
    },
    ...exits(deal, image),
    stats: postedExit(deal).ops(),
  };
}

/**
 * Marks the deal `deleting` (see markItems), reading it again when an edit got in first.
 * Returns false when another delete got there first.
 */
async function markDeleting(read: DealRecord, session: CallerSession | null): Promise<boolean> {
  let deal = read;
  let detach = true;
  for (let round = 0; round < MAX_MARK_ROUNDS; round++) {
    const image = detach ? imageFileFromUrl(deal.imageUrl) : null;
    try {
      await transact(markItems(deal, image), { conflictMessage: MSG.dealChanged, session });
      return true;
    } catch (err) {
      if (failedAt(err, 'image')) {
        // The picture is not (or no longer) attached to this deal: nothing to detach.
        detach = false;
        continue;
      }
      if (!failedAt(err, 'deal')) throw err;
      const now = await readDealItem(deal.id);
      if (!now || now[STATE]) return false;
      deal = now;
    }
  }
  throw conflict(MSG.dealChanged);
}

export interface PurgeOptions {
  /** Stop after this many child batches (tests: a purge cut short). */
  maxBatches?: number;
  /** Stop starting batches after this time (epoch ms). */
  deadline?: number;
}

/**
 * Removes the children of a deal marked `deleting`, batch by batch, then the deal itself.
 * Every batch is one transaction whose deletes are conditioned on the state read and whose
 * stats changes follow from that state, so it can stop anywhere and run again: a later run
 * reads what is left. Returns true when the deal is gone, false when stopped early.
 */
export async function purgeDeal(dealId: string, options: PurgeOptions = {}): Promise<boolean> {
  const TableName = tableName();
  const deal = await readDealItem(dealId);
  if (!deal) return true;
  if (deal[STATE] !== DELETING) throw new Error(`purgeDeal on a live deal: ${dealId}`);
  let batches = 0;
  let misses = 0;
  for (;;) {
    const { children } = await readPartition(dealId, PURGE_READ);
    if (!children.length) {
      await transact({
        deal: {
          Delete: {
            TableName,
            Key: keys.deal(dealId),
            ConditionExpression: '#state = :deleting',
            ExpressionAttributeNames: { '#state': STATE },
            ExpressionAttributeValues: { ':deleting': DELETING },
          },
        },
        comments: { Delete: { TableName, Key: keys.commentCount(dealId) } },
      }).catch((err: unknown) => {
        if (!failedAt(err, 'deal')) throw err; // else another run deleted it first
      });
      return true;
    }
    if (options.maxBatches !== undefined && batches >= options.maxBatches) return false;
    if (options.deadline !== undefined && Date.now() >= options.deadline) return false;
    try {
      await transact(purgeBatch(deal, children), { conflictMessage: MSG.dealChanged });
      batches++;
    } catch (err) {
      // A child changed after it was read (another purge run): read again.
      if (!isCancelled(err) || ++misses > MAX_PURGE_MISSES) throw err;
    }
  }
}

/** As many child deletes as fit in one transaction with the stats items they move. */
function purgeBatch(deal: DealRecord, children: Child[]): TxItems {
  const stats = new StatsDelta();
  const deletes: TxItem[] = [];
  for (const child of children) {
    const probe = new StatsDelta();
    unCount(probe, child, deal.author);
    const users = new Set([...stats.users(), ...probe.users()]);
    const exits = saveExits(child);
    if (deletes.length + 1 + exits.length + users.size > TX_ROUTE_ITEMS) break;
    deletes.push(childDelete(child), ...exits);
    unCount(stats, child, deal.author);
  }
  return { children: deletes, stats: stats.ops() };
}

/**
 * Deletes a deal with its votes, comments, search terms, sitemap entry, pointers and every
 * counter it contributed to. `authorize` runs once the deal is read (404 before 403). A small
 * deal goes in one transaction (2 round trips); a large one, or one that changed meanwhile,
 * is marked `deleting` and purged here within a time budget, the daily job finishing a purge
 * cut short. Concurrent writes never yield a 500: an edit storm outlasting the retries is a 409.
 * The first write (the whole delete, or the mark) checks the caller's `session`.
 */
export async function deleteDeal(
  dealId: string,
  authorize: (deal: DealRecord) => Promise<void>,
  session: CallerSession | null,
  purge: PurgeOptions = { deadline: Date.now() + REQUEST_PURGE_MS },
) {
  const first = await readPartition(dealId);
  const deal = first.deal ?? (first.more ? await readDealItem(dealId) : undefined);
  if (!deal || deal[STATE]) throw notFound(MSG.dealNotFound);
  await authorize(deal);

  const image = imageFileFromUrl(deal.imageUrl);
  const whole = first.more ? null : wholeDelete(deal, first.children, image);
  if (whole) {
    try {
      await transact(whole, { conflictMessage: MSG.dealChanged, session });
      return;
    } catch (err) {
      // Something changed since the read (a vote, a comment, an edit, the picture): the
      // marked path below does not depend on what was read.
      if (!isCancelled(err)) throw err;
    }
  }
  if (!(await markDeleting(deal, session))) throw notFound(MSG.dealNotFound);
  try {
    await purgeDeal(dealId, purge);
  } catch (err) {
    // The deal is already gone for everyone; the daily job finishes the purge.
    log('warn', 'deal purge left to the job', { dealId, error: (err as Error).name });
  }
}

/**
 * Finishes the deletes cut short (the daily job): deals marked `deleting` come from their
 * sparse index entry, a key condition, never a Scan. Returns how many were finished.
 */
export async function finishDeletingDeals(options: PurgeOptions = {}) {
  const { GSI1PK } = keys.deletingDeal('');
  let finished = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :p',
        ExpressionAttributeValues: { ':p': GSI1PK },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) if (await purgeDeal(String(item.id), options)) finished++;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return { dealsPurged: finished };
}
