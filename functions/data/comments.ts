import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Comment, Page } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../lib/clients';
import { notFound } from '../lib/errors';
import { LIVE_DEAL, LIVE_DEAL_NAMES, STATE } from './deal-model';
import { blockStartKey, countChange, locate, pageOf, seqKey, totalOf } from './ordered-list';
import { type Limit, slotsInTransaction } from './rate-limits';
import { StatsDelta } from './stats';
import { type TxItem, failedAt, isConditionFailed, transact } from './dynamo';

/** A comment as stored under its deal (PK=DEAL#<dealId>, SK=COMMENT#<seq>). */
export interface CommentRecord extends Comment {
  seq: number;
  SK: string;
}

export const toComment = (c: Record<string, unknown>): Comment => ({
  id: String(c.id),
  dealId: String(c.dealId),
  content: String(c.content),
  author: String(c.author),
  authorUsername: String(c.authorUsername),
  createdAt: String(c.createdAt),
  updatedAt: String(c.updatedAt),
});

/** The comment counter exists and its deal is not being deleted (the delete marks both). */
const LIVE_COUNTER = 'attribute_exists(PK) AND attribute_not_exists(#state)';

/**
 * Reserves the deal's next comment number; 404 when the deal does not exist or is being
 * deleted (its comment counter is created, marked and deleted with it).
 */
export async function reserveCommentSeq(dealId: string): Promise<number> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.commentCount(dealId),
        UpdateExpression: 'ADD #seq :one',
        ConditionExpression: LIVE_COUNTER,
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

/** ADD to the comment counter of a deal (total and one block). */
function commentCountOp(dealId: string, seq: number, delta: number): TxItem {
  const change = countChange(seq, delta);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.commentCount(dealId),
      UpdateExpression: `ADD ${change.expression}`,
      ConditionExpression: LIVE_COUNTER,
      ExpressionAttributeNames: { ...change.names, '#state': STATE },
      ExpressionAttributeValues: change.values,
    },
  };
}

function dealCommentsOp(dealId: string, delta: number): TxItem {
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
 * Adds a comment: the comment, the deal's count, the counter's block, the author's stats and a
 * slot of each of `limits` (the member's posting limits; none when seeding), together.
 */
export async function addComment(
  dealId: string,
  author: { id: string; username: string },
  content: string,
  seq: number,
  now = new Date(),
  limits: Limit[] = [],
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
  };
  const items: TxItem[] = [
    {
      Put: {
        TableName,
        Item: { ...keys.comment(dealId, seqKey(seq)), ...keys.commentById(comment.id), type: 'COMMENT', ...comment },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    commentCountOp(dealId, seq, 1),
    dealCommentsOp(dealId, 1),
    ...new StatsDelta().add(author.id, 'commentsWritten', 1).ops(),
  ];
  const slots = slotsInTransaction(limits, items.length);
  items.push(...slots.items);
  try {
    await transact(items);
  } catch (err) {
    if (failedAt(err, 1) || failedAt(err, 2)) throw notFound(MSG.dealNotFound);
    const refused = slots.refusal(err);
    if (refused) throw refused;
    throw err;
  }
  return toComment(comment);
}

/** A deal's comments, oldest first, page by page (same block arithmetic as the deal lists). */
export async function listComments(dealId: string, page: number, size: number): Promise<Page<Comment>> {
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
    counter = await readCounter();
    const at = counter && locate(counter, page * size, 'oldest');
    items = at ? (await readFrom(blockStartKey(at.block), at.offset + size)).slice(at.offset) : [];
  }
  if (!counter || counter[STATE]) throw notFound(MSG.dealNotFound);
  return pageOf(items.map(toComment), page, size, totalOf(counter));
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
 * Replaces the text of a comment by its author, with a check that its deal is not being
 * deleted (one transaction: an edit cannot land on a comment the purge has read).
 */
export async function editComment(comment: CommentRecord, content: string): Promise<Comment> {
  const TableName = tableName();
  const updatedAt = new Date().toISOString();
  await transact(
    [
      {
        Update: {
          TableName,
          Key: keys.comment(comment.dealId, seqKey(comment.seq)),
          UpdateExpression: 'SET content = :c, updatedAt = :t',
          ConditionExpression: 'attribute_exists(PK) AND author = :me',
          ExpressionAttributeValues: { ':c': content, ':t': updatedAt, ':me': comment.author },
        },
      },
      {
        ConditionCheck: {
          TableName,
          Key: keys.deal(comment.dealId),
          ConditionExpression: LIVE_DEAL,
          ExpressionAttributeNames: LIVE_DEAL_NAMES,
        },
      },
    ],
    { failed: () => notFound(MSG.commentNotFound) },
  );
  return toComment({ ...comment, content, updatedAt });
}

/** Removes a comment with its share of the deal's count, the counter's block and its author's stats. */
export async function removeComment(comment: CommentRecord) {
  try {
    await transact([
      {
        Delete: {
          TableName: tableName(),
          Key: keys.comment(comment.dealId, seqKey(comment.seq)),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      commentCountOp(comment.dealId, comment.seq, -1),
      dealCommentsOp(comment.dealId, -1),
      ...new StatsDelta().add(comment.author, 'commentsWritten', -1).ops(),
    ]);
  } catch (err) {
    if ([0, 1, 2].some((i) => failedAt(err, i))) throw notFound(MSG.commentNotFound);
    throw err;
  }
}
