import { randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Comment, MentionedMember, Page } from '@shared/api-types';
import { REPLIES_SHOWN } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { notFound } from '../../lib/errors';
import { STATE } from '../deals/record';
import { discussionOp } from '../deals/ranked-pages';
import { type Limit, slotsInTransaction } from '../members/rate-limits';
import { StatsDelta } from '../members/stats';
import { pageOf, seqKey } from '../table/list-counts';
import { type CallerSession, confirmSession, failedAt, isConditionFailed, queryFirst, transact } from '../table/dynamo';
import {
  type CommentRecord,
  counterCheck,
  dealCommentsOp,
  findComment,
  threadCountOp,
  toComment,
  viewersHiddenReplies,
  withLiked,
} from './comments';

/**
 * Replies, one level deep (docs/api.md#replies): a reply to a comment or to another reply joins
 * the thread of the first-level comment, REPLY#<thread seq>#<its seq> in the deal's partition,
 * saying whom it answers. The first-level comment counts its visible replies (`repliesCount`)
 * and numbers them (`replySeq`); the deal's `commentsCount` counts both.
 */

/** Where a thread is: its first-level comment's key and number. */
const threadOf = (target: CommentRecord) => {
  const seq = target.parentSeq ?? target.seq;
  return { seq, id: target.parentId ?? target.id, key: keys.comment(target.dealId, seqKey(seq)) };
};

/**
 * The comment `replyTo` of the deal, to be answered: 404 when it is not one of this deal's, or
 * is hidden or deleted. Then the reply's number in its thread (a single write: the caller's
 * session is confirmed first).
 */
export async function reserveReplySeq(
  dealId: string,
  target: CommentRecord | undefined,
  session: CallerSession | null,
): Promise<number> {
  if (!target || target.dealId !== dealId || target.hiddenAt || target.deletedAt) throw notFound(MSG.commentNotFound);
  await confirmSession(session);
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: threadOf(target).key,
        UpdateExpression: 'ADD replySeq :one',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.replySeq);
  } catch (err) {
    if (isConditionFailed(err)) throw notFound(MSG.commentNotFound);
    throw err;
  }
}

/**
 * Adds a reply to `target` (a first-level comment or a reply) as number `seq` of its thread:
 * the reply, its thread's count, the deal's count (the deal open to comments), the hour's
 * discussion, the author's stats and a slot of each posting limit, together.
 */
export async function addReply(
  target: CommentRecord,
  author: { id: string; username: string },
  content: string,
  seq: number,
  session: CallerSession | null,
  limits: Limit[] = [],
  mentions: MentionedMember[] = [],
): Promise<Comment> {
  const TableName = tableName();
  const at = new Date().toISOString();
  const thread = threadOf(target);
  const id = randomUUID();
  const item = {
    ...keys.reply(target.dealId, seqKey(thread.seq), seqKey(seq)),
    ...keys.commentById(id),
    type: 'REPLY',
    id,
    dealId: target.dealId,
    content,
    author: author.id,
    authorUsername: author.username,
    seq,
    parentSeq: thread.seq,
    parentId: thread.id,
    replyTo: target.id,
    replyToUsername: target.authorUsername,
    replyToAuthor: target.author,
    createdAt: at,
    updatedAt: at,
    ...(mentions.length ? { mentions } : {}),
  };
  const slots = slotsInTransaction(limits);
  try {
    await transact(
      {
        reply: { Put: { TableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        thread: threadCountOp(thread.key, 1),
        counts: counterCheck(target.dealId, true),
        deal: dealCommentsOp(target.dealId, 1),
        discussion: discussionOp(target.dealId, at, 1),
        stats: new StatsDelta().add(author.id, 'commentsWritten', 1).ops(),
        ...slots.items,
      },
      { session },
    );
  } catch (err) {
    if (failedAt(err, 'thread')) throw notFound(MSG.commentNotFound);
    if (failedAt(err, 'counts') || failedAt(err, 'deal')) throw notFound(MSG.dealNotFound);
    throw slots.refusal(err) ?? err;
  }
  return toComment(item);
}

/** The first replies of a thread, oldest first (what a deal's page shows under its comment). */
export function firstReplies(dealId: string, threadSeq: number, count = REPLIES_SHOWN) {
  const prefix = keys.reply(dealId, seqKey(threadSeq), '');
  return queryFirst(
    {
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
    },
    count,
  );
}

/**
 * A first-level comment's replies, oldest first, page by page (a page reads the replies before
 * it too: threads are short), each with the viewer's like; the total is its `repliesCount`.
 * 404 for a reply, a comment hidden or unknown, or one of a deal being deleted, or hidden unless
 * `maySeeHiddenDeal` says otherwise (its author), as for the deal's comments.
 */
export async function listReplies(
  commentId: string,
  page: number,
  size: number,
  viewerId: string | null,
  maySeeHiddenDeal: (dealId: string) => Promise<boolean> = async () => false,
): Promise<Page<Comment>> {
  const head = await findComment(commentId);
  if (!head || head.parentSeq !== undefined || head.hiddenAt) throw notFound(MSG.commentNotFound);
  const [counter, items] = await Promise.all([
    db.send(new GetCommand({ TableName: tableName(), Key: keys.commentCount(head.dealId) })).then((out) => out.Item),
    firstReplies(head.dealId, head.seq, (page + 1) * size),
  ]);
  if (!counter || counter[STATE] || (counter.hiddenAt && !(await maySeeHiddenDeal(head.dealId)))) {
    throw notFound(MSG.commentNotFound);
  }
  const total = Number(head.repliesCount ?? 0);
  // The viewer's hidden replies at their places, as on the deal's page (the last page holds those past the total).
  const mine = (await viewersHiddenReplies(head.dealId, viewerId, counter)).get(head.seq) ?? [];
  const visible = items.slice(page * size);
  const from = page === 0 ? 0 : Number(visible[0]?.seq ?? Infinity);
  const to = (page + 1) * size >= total ? Infinity : Number(visible.at(-1)?.seq ?? -1);
  const placed = mine.filter((r) => Number(r.seq) >= from && Number(r.seq) <= to);
  const shown = [...visible, ...placed].sort((a, b) => Number(a.seq) - Number(b.seq));
  return pageOf(await withLiked(head.dealId, shown, viewerId), page, size, total);
}
