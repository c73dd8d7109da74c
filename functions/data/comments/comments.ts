import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Comment, CommentSort, MentionedMember, Page } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { conflict, notFound } from '../../lib/errors';
import { LIVE_DEAL, LIVE_DEAL_NAMES, openDealCheck, STATE } from '../deals/record';
import { discussionOp } from '../deals/ranked-pages';
import { blockAttr, blockStartKey, locatePage, pageOf, seqKey, splitCounts, totalOf } from '../table/list-counts';
import { type Limit, slotsInTransaction } from '../members/rate-limits';
import { StatsDelta } from '../members/stats';
import {
  type TxItem,
  addUpdate,
  failedAt,
  isConditionFailed,
  queryFirst,
  transact,
  type CallerSession,
  confirmSession,
  batchGet,
  queryAll,
} from '../table/dynamo';
import { deleteLikes, likedBy, likeKeysOf } from './likes';
import { firstReplies } from './replies';

/** Hidden comments read for their authors' view of a deal. */
const HIDDEN_READ_MAX = 200;

/**
 * A comment as stored under its deal: PK=DEAL#<dealId>, SK=COMMENT#<seq>, or HCOMMENT#<seq>
 * while moderation hides it (out of the range the pages read; the COMMENTS counter's `hidden`
 * says how many, so the author's view looks for theirs only when there are some).
 */
export interface CommentRecord extends Comment {
  seq: number;
  SK: string;
  hiddenAt?: string;
  /** A reply: its thread's number (the first-level comment's seq); its own seq counts in the thread. */
  parentSeq?: number;
  /** A reply: the author of the comment it answers (told of it). */
  replyToAuthor?: string;
  /** A first-level comment deleted while it had replies. */
  deletedAt?: string;
}

/** Where a comment or a reply is stored, visible and hidden by moderation. */
export function commentKeys(c: { dealId: string; seq: number; parentSeq?: number }) {
  const key = seqKey(c.seq);
  if (c.parentSeq === undefined) {
    return { visible: keys.comment(c.dealId, key), hidden: keys.hiddenComment(c.dealId, key) };
  }
  const thread = seqKey(c.parentSeq);
  return { visible: keys.reply(c.dealId, thread, key), hidden: keys.hiddenReply(c.dealId, thread, key) };
}

const orNull = (value: unknown) => (value === undefined || value === null ? null : String(value));

/** A comment as answered; `liked` is the caller's. A deleted one keeps its place and thread, nothing of its author. */
export const toComment = (c: Record<string, unknown>, liked = false): Comment => ({
  id: String(c.id),
  dealId: String(c.dealId),
  content: c.deletedAt ? '' : String(c.content),
  author: c.deletedAt ? '' : String(c.author),
  authorUsername: c.deletedAt ? '' : String(c.authorUsername),
  createdAt: String(c.createdAt),
  updatedAt: String(c.updatedAt),
  likes: Number(c.likes ?? 0),
  liked,
  mentions: Array.isArray(c.mentions) ? (c.mentions as MentionedMember[]) : [],
  parentId: orNull(c.parentId),
  replyTo: orNull(c.replyTo),
  replyToUsername: orNull(c.replyToUsername),
  repliesCount: Number(c.repliesCount ?? 0),
  ...(c.hiddenAt ? { hidden: true as const } : {}),
  ...(c.deletedAt ? { deleted: true as const } : {}),
});

/** The stored item of a new first-level comment. */
const commentItem = (c: {
  id: string;
  dealId: string;
  content: string;
  author: string;
  authorUsername: string;
  seq: number;
  createdAt: string;
  updatedAt: string;
  mentions: MentionedMember[];
}) => ({
  ...keys.comment(c.dealId, seqKey(c.seq)),
  ...keys.commentById(c.id),
  type: 'COMMENT',
  id: c.id,
  dealId: c.dealId,
  content: c.content,
  author: c.author,
  authorUsername: c.authorUsername,
  seq: c.seq,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
  ...(c.mentions.length ? { mentions: c.mentions } : {}),
});

/** The comment counter exists and its deal is not being deleted (the delete marks both). */
const LIVE_COUNTER = 'attribute_exists(PK) AND attribute_not_exists(#state)';
/** ...and takes new comments: its deal is not hidden either. */
const OPEN_COUNTER = `${LIVE_COUNTER} AND attribute_not_exists(hiddenAt)`;

/**
 * Reserves the deal's next comment number; 404 when the deal does not exist or is being
 * deleted (its comment counter is created, marked and deleted with it). A single write: the
 * caller's session is confirmed first.
 */
export async function reserveCommentSeq(dealId: string, session: CallerSession | null): Promise<number> {
  await confirmSession(session);
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.commentCount(dealId),
        UpdateExpression: 'ADD #seq :one',
        ConditionExpression: OPEN_COUNTER,
        ExpressionAttributeNames: { '#seq': 'seq', '#state': STATE },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.seq);
  } catch (err) {
    if (isConditionFailed(err)) throw notFound(MSG.dealNotFound);
    throw err;
  }
}

/**
 * ADD to the comment counts of a deal: `delta` to the total and the comment's block (on its
 * chunk item; a new comment needs the deal open to comments), `hidden` to the count of hidden
 * comments. The head's Update first (conditioned on the deal), then the chunk's.
 */
function commentCountOps(dealId: string, seq: number, delta: number, hidden = 0): [TxItem, ...TxItem[]] {
  const { headDeltas, chunkOps } = splitCounts(
    keys.commentCount(dealId),
    { total: delta, [blockAttr(seq)]: delta, hidden },
    'oldest',
  );
  const add = addUpdate(headDeltas);
  const head: TxItem = {
    Update: {
      TableName: tableName(),
      Key: keys.commentCount(dealId),
      ...add,
      ConditionExpression: delta > 0 && !hidden ? OPEN_COUNTER : LIVE_COUNTER,
      ExpressionAttributeNames: { ...add.ExpressionAttributeNames, '#state': STATE },
    },
  };
  return [head, ...chunkOps];
}

export function dealCommentsOp(dealId: string, delta: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.deal(dealId),
      UpdateExpression: 'ADD commentsCount :d',
      ConditionExpression: LIVE_DEAL,
      ExpressionAttributeNames: LIVE_DEAL_NAMES,
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/**
 * Adds a comment: the comment (with the members it mentions: mentions.ts), the deal's count, the
 * counter's block, the author's stats and a slot of each of `limits` (the member's posting
 * limits; none when seeding), together.
 */
export async function addComment(
  dealId: string,
  author: { id: string; username: string },
  content: string,
  seq: number,
  session: CallerSession | null,
  now = new Date(),
  limits: Limit[] = [],
  mentions: MentionedMember[] = [],
): Promise<Comment> {
  const TableName = tableName();
  const at = now.toISOString();
  const comment = {
    id: randomUUID(),
    dealId,
    content,
    author: author.id,
    authorUsername: author.username,
    seq,
    createdAt: at,
    updatedAt: at,
    mentions,
  };
  const [counts, ...chunks] = commentCountOps(dealId, seq, 1);
  const slots = slotsInTransaction(limits);
  const items = {
    comment: { Put: { TableName, Item: commentItem(comment), ConditionExpression: 'attribute_not_exists(PK)' } },
    counts,
    deal: dealCommentsOp(dealId, 1),
    // Counted in its hour for "Discutés" (deals/ranked-pages.ts).
    discussion: discussionOp(dealId, at, 1),
    stats: new StatsDelta().add(author.id, 'commentsWritten', 1).ops(),
    countChunks: chunks,
    ...slots.items,
  };
  try {
    await transact(items, { session });
  } catch (err) {
    if (failedAt(err, 'counts') || failedAt(err, 'deal')) throw notFound(MSG.dealNotFound);
    const refused = slots.refusal(err);
    if (refused) throw refused;
    throw err;
  }
  return toComment(comment);
}

/**
 * A deal's comments page by page: oldest first (same block arithmetic as the deal lists), or by
 * `likes` (listByLikes). The viewer's own hidden comments, if the counter says there are hidden
 * ones, come at their place marked `hidden` (one more Query); they are not counted in the total
 * others see. A hidden deal's comments are 404 unless `maySeeHiddenDeal` says otherwise (its
 * author). Each carries whether the viewer likes it (one BatchGet).
 */
export async function listComments(
  dealId: string,
  page: number,
  size: number,
  viewerId: string | null = null,
  maySeeHiddenDeal: () => Promise<boolean> = async () => false,
  sort: CommentSort = 'date',
): Promise<Page<Comment>> {
  if (sort === 'likes') return listByLikes(dealId, page, size, viewerId, maySeeHiddenDeal);
  const TableName = tableName();
  const readCounter = async () => (await db.send(new GetCommand({ TableName, Key: keys.commentCount(dealId) }))).Item;
  const readFrom = async (startKey: string, limit: number) => {
    const prefix = keys.commentPrefix(dealId);
    const out = await db.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':from': `${prefix.SK}${startKey}`, ':to': `${prefix.SK}~` },
        Limit: limit,
      }),
    );
    return out.Items ?? [];
  };
  let counter: Record<string, unknown> | undefined;
  let items: Record<string, unknown>[];
  if (page === 0) {
    [counter, items] = await Promise.all([readCounter(), readFrom('', size)]);
  } else {
    let at;
    ({ counter, at } = await locatePage(keys.commentCount(dealId), page * size, 'oldest'));
    items = at ? (await readFrom(blockStartKey(at.block), at.offset + size)).slice(at.offset) : [];
  }
  if (!counter || counter[STATE] || (counter.hiddenAt && !(await maySeeHiddenDeal()))) {
    throw notFound(MSG.dealNotFound);
  }
  const total = totalOf(counter);
  if (viewerId && Number(counter.hidden ?? 0) > 0) {
    const mine = (await readHidden(dealId)).filter((c) => c.author === viewerId);
    // Each at its place: within the page's range, or after it on the last page.
    const from = page === 0 ? 0 : Number(items[0]?.seq ?? Infinity);
    const to = (page + 1) * size >= total ? Infinity : Number(items[items.length - 1]?.seq ?? -1);
    const placed = mine.filter((c) => Number(c.seq) >= from && Number(c.seq) <= to);
    items = [...items, ...placed].sort((a, b) => Number(a.seq) - Number(b.seq));
  }
  return pageOf(await threaded(dealId, items, viewerId, counter), page, size, total);
}

/** The comments answered, each with the viewer's like. */
export async function withLiked(dealId: string, items: Record<string, unknown>[], viewerId: string | null) {
  const liked = await likedBy(
    dealId,
    items.map((c) => String(c.id)),
    viewerId,
  );
  return items.map((c) => toComment(c, liked.has(String(c.id))));
}

/**
 * A page of first-level comments as answered: each with its first REPLIES_SHOWN replies (one
 * Query per comment that has some, all at once), the viewer's own hidden replies among them, and
 * the viewer's likes on all of them (one BatchGet).
 */
async function threaded(
  dealId: string,
  items: Record<string, unknown>[],
  viewerId: string | null,
  counter: Record<string, unknown>,
) {
  const [threads, mine] = await Promise.all([
    Promise.all(items.map((c) => (Number(c.repliesCount ?? 0) > 0 ? firstReplies(dealId, Number(c.seq)) : []))),
    viewersHiddenReplies(dealId, viewerId, counter),
  ]);
  items.forEach((c, i) => {
    const complete = threads[i].length >= Number(c.repliesCount ?? 0);
    threads[i] = amongReplies(threads[i], mine.get(Number(c.seq)) ?? [], complete);
  });
  const answered = await withLiked(dealId, [...items, ...threads.flat()], viewerId);
  const byId = new Map(answered.map((c) => [c.id, c]));
  return items.map((c, i) => ({
    ...byId.get(String(c.id))!,
    replies: threads[i].map((r) => byId.get(String(r.id))!),
  }));
}

/** "Les plus utiles" first: trusted members' likes, then all likes, then the oldest. */
const byUsefulness = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Number(b.trustedLikes ?? 0) - Number(a.trustedLikes ?? 0) ||
  Number(b.likes ?? 0) - Number(a.likes ?? 0) ||
  Number(a.seq) - Number(b.seq);

/**
 * A deal's comments by usefulness, ranked when read: its visible comments are read whole (one
 * Query, a page of it per MB) and ordered, like "Les + hot" (docs/scale.md: a deal's comments
 * are few). The viewer's hidden ones are ranked among them.
 */
async function listByLikes(
  dealId: string,
  page: number,
  size: number,
  viewerId: string | null,
  maySeeHiddenDeal: () => Promise<boolean>,
): Promise<Page<Comment>> {
  const TableName = tableName();
  const prefix = keys.commentPrefix(dealId);
  const [counter, visible] = await Promise.all([
    db.send(new GetCommand({ TableName, Key: keys.commentCount(dealId) })).then((out) => out.Item),
    queryAll({
      TableName,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':from': prefix.SK, ':to': `${prefix.SK}~` },
    }),
  ]);
  if (!counter || counter[STATE] || (counter.hiddenAt && !(await maySeeHiddenDeal()))) {
    throw notFound(MSG.dealNotFound);
  }
  const mine =
    viewerId && Number(counter.hidden ?? 0) > 0 ? (await readHidden(dealId)).filter((c) => c.author === viewerId) : [];
  const ranked = [...visible, ...mine].sort(byUsefulness);
  // The last page also holds what the viewer alone sees past the total.
  const last = (page + 1) * size >= visible.length;
  const items = ranked.slice(page * size, last ? undefined : (page + 1) * size);
  return pageOf(await threaded(dealId, items, viewerId, counter), page, size, visible.length);
}

/**
 * The viewer's replies hidden by moderation on a deal, by thread (its comment's number): shown
 * to them alone, marked hidden, as their hidden comments are. Read only when the deal's counter
 * says it has hidden replies (one Query: moderation's are few).
 */
export async function viewersHiddenReplies(
  dealId: string,
  viewerId: string | null,
  counter: Record<string, unknown>,
): Promise<Map<number, Record<string, unknown>[]>> {
  const byThread = new Map<number, Record<string, unknown>[]>();
  if (!viewerId || Number(counter.hiddenReplies ?? 0) <= 0) return byThread;
  const prefix = keys.hiddenReply(dealId, '', '');
  const items = await queryFirst(
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK.slice(0, -1) },
    },
    HIDDEN_READ_MAX,
  );
  for (const reply of items.filter((r) => r.author === viewerId)) {
    const thread = Number(reply.parentSeq);
    byThread.set(thread, [...(byThread.get(thread) ?? []), reply]);
  }
  return byThread;
}

/**
 * Visible replies read in order with the viewer's hidden ones at their places: those before the
 * last one read, or all of them when the thread was read to its end (`complete`).
 */
function amongReplies(visible: Record<string, unknown>[], hidden: Record<string, unknown>[], complete: boolean) {
  if (!hidden.length) return visible;
  const upTo = complete ? Infinity : Number(visible.at(-1)?.seq ?? -1);
  const placed = hidden.filter((r) => Number(r.seq) <= upTo);
  return [...visible, ...placed].sort((a, b) => Number(a.seq) - Number(b.seq));
}

/** A deal's hidden comments (few: moderation's). */
async function readHidden(dealId: string) {
  const prefix = keys.hiddenComment(dealId, '');
  return queryFirst(
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
    },
    HIDDEN_READ_MAX,
  );
}

/** A comment found by id (GSI1), or undefined. */
export async function findComment(commentId: string): Promise<CommentRecord | undefined> {
  const lookup = keys.commentById(commentId);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': lookup.GSI1PK, ':sk': lookup.GSI1SK },
    }),
  );
  return out.Items?.[0] as CommentRecord | undefined;
}

/**
 * Replaces the text of a comment by its author, and the members it mentions (linked; an edit
 * notifies nobody: a comment cannot be edited to ping members again and again), with a check
 * that its deal is neither being deleted (one transaction: an edit cannot land on a comment the
 * purge has read) nor hidden.
 */
export async function editComment(
  comment: CommentRecord,
  content: string,
  session: CallerSession | null,
  mentions: MentionedMember[] = [],
): Promise<Comment> {
  const TableName = tableName();
  const updatedAt = new Date().toISOString();
  await transact(
    {
      comment: {
        Update: {
          TableName,
          Key: commentKeys(comment).visible,
          UpdateExpression: `SET content = :c, updatedAt = :t${mentions.length ? ', mentions = :m' : ' REMOVE mentions'}`,
          ConditionExpression: 'attribute_exists(PK) AND author = :me AND attribute_not_exists(deletedAt)',
          ExpressionAttributeValues: {
            ':c': content,
            ':t': updatedAt,
            ':me': comment.author,
            ...(mentions.length ? { ':m': mentions } : {}),
          },
        },
      },
      deal: openDealCheck(comment.dealId),
    },
    { failed: () => notFound(MSG.commentNotFound), session },
  );
  return toComment({ ...comment, content, updatedAt, mentions });
}

/** Like deletes carried by a comment's delete transaction; the rest go after it. */
const LIKES_IN_DELETE = 80;
/** Rounds of "its likes, replies or place changed since read, read again" before answering 409. */
const DELETE_ROUNDS = 5;

/**
 * Removes a comment or a reply with its share of the deal's count, the counter's block (a
 * first-level comment) or its thread's count (a reply), its author's stats (a hidden one left
 * the deal's counts already) and its likes, in one transaction conditioned on its likes and
 * replies as read (so nothing is left behind). A first-level comment with replies stays in its
 * place as « Commentaire supprimé » (`deletedAt`, its text gone), until its last reply goes:
 * then both go. `authorize` runs beside the reads of its likes and thread: three round trips in
 * all, but for a comment of more than LIKES_IN_DELETE likes, whose other likes go after it.
 */
export async function removeComment(
  comment: CommentRecord,
  session: CallerSession | null,
  authorize: () => Promise<void> = async () => undefined,
) {
  const TableName = tableName();
  for (let round = 0; round < DELETE_ROUNDS; round++) {
    if (comment.deletedAt) throw notFound(MSG.commentNotFound);
    const hidden = !!comment.hiddenAt;
    const reply = comment.parentSeq !== undefined;
    const likes = Number(comment.likes ?? 0);
    const replies = Number(comment.repliesCount ?? 0);
    const [likeKeys, thread] = await Promise.all([
      likes ? likeKeysOf(comment.dealId, comment.id) : [],
      reply && !hidden ? readThreadHead(comment) : undefined,
      round === 0 ? authorize() : undefined,
    ]);
    const where = commentKeys(comment);
    const key = hidden ? where.hidden : where.visible;
    const asStored = `attribute_exists(PK) AND ${asRead('likes', likes)} AND ${asRead('repliesCount', replies)}`;
    const values = { ':likes': likes, ':repliesCount': replies };
    // A first-level comment with replies stays as « Commentaire supprimé »: in its place and counter.
    const tombstone = !reply && replies > 0;
    // A reply taking the last reply of a deleted comment takes that comment with it.
    const lastOfDeleted = !!thread?.item.deletedAt && Number(thread.item.repliesCount ?? 0) === 1;
    const items = {
      comment: tombstone
        ? {
            Update: {
              TableName,
              Key: key,
              UpdateExpression: 'SET deletedAt = :now, content = :gone REMOVE mentions, likes, trustedLikes',
              ConditionExpression: `${asStored} AND attribute_not_exists(deletedAt)`,
              ExpressionAttributeValues: { ...values, ':now': new Date().toISOString(), ':gone': '' },
            },
          }
        : { Delete: { TableName, Key: key, ConditionExpression: asStored, ExpressionAttributeValues: values } },
      // The counter as it is, but where a first-level comment leaves it (its own, or its thread's head).
      counts: reply
        ? hidden
          ? hiddenRepliesOp(comment.dealId, -1)
          : !lastOfDeleted && counterCheck(comment.dealId)
        : tombstone
          ? counterCheck(comment.dealId)
          : commentCountOps(comment.dealId, comment.seq, hidden ? 0 : -1, hidden ? -1 : 0),
      // A visible reply leaves its thread's count (where its first-level comment is now).
      thread:
        thread &&
        (lastOfDeleted
          ? [
              {
                Delete: {
                  TableName,
                  Key: thread.key,
                  ConditionExpression: 'attribute_exists(deletedAt) AND repliesCount = :one',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
              ...commentCountOps(
                comment.dealId,
                comment.parentSeq!,
                thread.item.hiddenAt ? 0 : -1,
                thread.item.hiddenAt ? -1 : 0,
              ),
            ]
          : threadCountOp(thread.key, -1)),
      deal: !hidden && dealCommentsOp(comment.dealId, -1),
      discussion: !hidden && discussionOp(comment.dealId, comment.createdAt, -1),
      stats: new StatsDelta().add(comment.author, 'commentsWritten', -1).ops(),
      likes: likeKeys.slice(0, LIKES_IN_DELETE).map((Key) => ({ Delete: { TableName, Key } })),
    };
    try {
      await transact(items, { session });
    } catch (err) {
      if (failedAt(err, 'comment') || failedAt(err, 'thread')) {
        // Liked, replied to, hidden or shown since read, its thread too (or gone): read it again.
        const now = await readCommentAt(comment);
        if (!now) throw notFound(MSG.commentNotFound);
        comment = now;
        continue;
      }
      if (failedAt(err, 'counts') || failedAt(err, 'deal')) throw notFound(MSG.commentNotFound);
      throw err;
    }
    await deleteLikes(likeKeys.slice(LIKES_IN_DELETE));
    return;
  }
  throw conflict(MSG.writeConflict);
}

/** A reply's first-level comment as stored now, visible or hidden (consistent reads), with its key. */
async function readThreadHead(reply: CommentRecord) {
  const where = commentKeys({ dealId: reply.dealId, seq: reply.parentSeq! });
  const [item] = await batchGet([where.visible, where.hidden], true);
  return item && { item: item as unknown as CommentRecord, key: { PK: String(item.PK), SK: String(item.SK) } };
}

/** The comment or reply as stored now, visible or hidden (consistent reads), or undefined when gone. */
async function readCommentAt(comment: CommentRecord): Promise<CommentRecord | undefined> {
  const where = commentKeys(comment);
  const found = await batchGet([where.visible, where.hidden], true);
  return found.find((item) => item.id === comment.id) as CommentRecord | undefined;
}

/** A count attribute as read into `:<name>` (an absent one reads as 0). */
const asRead = (name: string, value: number) =>
  value ? `${name} = :${name}` : `(attribute_not_exists(${name}) OR ${name} = :${name})`;

/**
 * Hides a comment (`hiddenAt` set) or shows it again: it moves between COMMENT#<seq> and
 * HCOMMENT#<seq> (conditioned on the text and likes as read, so an edit or a like meanwhile is
 * read again), with the deal's count and the counter's block and hidden count. Its author's
 * stats stay.
 */
export function commentVisibilityOps(comment: CommentRecord, hiddenAt: string | null): TxItem[] {
  const TableName = tableName();
  const { likes: liked = 0, repliesCount: replies = 0 } = comment;
  const trusted = Number((comment as { trustedLikes?: number }).trustedLikes ?? 0);
  const where = commentKeys(comment);
  // The item as read, moved whole (its counts and thread with it), `hiddenAt` set or taken off.
  const { PK: _pk, SK: _sk, hiddenAt: _was, ...stored } = comment as unknown as Record<string, unknown>;
  const [from, to] = hiddenAt ? [where.visible, { ...where.hidden, hiddenAt }] : [where.hidden, where.visible];
  const sign = hiddenAt ? -1 : 1;
  const reply = comment.parentSeq !== undefined;
  return [
    {
      Delete: {
        TableName,
        Key: from,
        ConditionExpression: `updatedAt = :u AND ${asRead('likes', liked)} AND ${asRead('trustedLikes', trusted)} AND ${asRead('repliesCount', replies)}`,
        ExpressionAttributeValues: {
          ':u': comment.updatedAt,
          ':likes': liked,
          ':trustedLikes': trusted,
          ':repliesCount': replies,
        },
      },
    },
    { Put: { TableName, Item: { ...stored, ...to }, ConditionExpression: 'attribute_not_exists(PK)' } },
    // A reply counts in its thread, not in the deal's pages of first-level comments.
    ...(reply
      ? [
          threadCountOp(keys.comment(comment.dealId, seqKey(comment.parentSeq!)), sign),
          hiddenRepliesOp(comment.dealId, -sign),
        ]
      : commentCountOps(comment.dealId, comment.seq, sign, -sign)),
    dealCommentsOp(comment.dealId, sign),
    ...[discussionOp(comment.dealId, comment.createdAt, sign) ?? []].flat(),
  ];
}

/** ADD `delta` to the visible replies of a thread: its first-level comment at `key`, which must be there. */
export function threadCountOp(key: { PK: string; SK: string }, delta: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD repliesCount :d',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/**
 * ADD `delta` to the deal's count of replies hidden by moderation (`hiddenReplies`, on its live
 * comment counter): what tells a reply's author to look for theirs (viewersHiddenReplies).
 */
function hiddenRepliesOp(dealId: string, delta: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.commentCount(dealId),
      UpdateExpression: 'ADD hiddenReplies :d',
      ConditionExpression: LIVE_COUNTER,
      ExpressionAttributeNames: { '#state': STATE },
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/** The check that the deal's comment counter is live (its deal not being deleted), for writes that leave it as it is. */
export const counterCheck = (dealId: string, open = false): TxItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.commentCount(dealId),
    ConditionExpression: open ? OPEN_COUNTER : LIVE_COUNTER,
    ExpressionAttributeNames: { '#state': STATE },
  },
});
