import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CommentLike } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { openDealCheck } from '../deals/record';
import { getStanding } from '../members/trust';
import { postingLimits, slotsInTransaction } from '../members/rate-limits';
import { batchGet, type CallerSession, failedAt, pause, queryAll, transact } from '../table/dynamo';
import { type CommentRecord, commentKeys, findComment } from './comments';

/** Rounds of "this member's like changed meanwhile, read again" before answering 409. */
const MAX_ROUNDS = 8;
const BATCH_WRITE_MAX = 25;

/**
 * Likes a comment (`wanted`) or takes the like back, once per member: the like item and the
 * comment's `likes` (every member's) and `trustedLikes` (those given while trusted: what "Les plus
 * utiles" orders by, docs/api.md#comment-likes) move in one transaction, so concurrent likes are
 * counted exactly. Liking twice, or taking back a like never given, changes nothing. 404 for a
 * comment gone or hidden, or on a deal hidden or being deleted; 403 for one's own comment.
 */
export async function setCommentLike(
  commentId: string,
  userId: string,
  wanted: boolean,
  session: CallerSession | null,
): Promise<CommentLike> {
  const TableName = tableName();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round) await pause(round);
    const comment = await findComment(commentId);
    if (!comment || comment.hiddenAt || comment.deletedAt) throw notFound(MSG.commentNotFound);
    if (comment.author === userId) throw forbidden(MSG.ownCommentLike);
    const likeKey = keys.commentLike(comment.dealId, comment.id, userId);
    const [like, standing] = await Promise.all([
      db.send(new GetCommand({ TableName, Key: likeKey, ConsistentRead: true })).then((out) => out.Item),
      wanted ? getStanding(userId) : undefined,
    ]);
    if (!!like === wanted) return likeState(comment, wanted);
    // A like taken back takes back what it gave: the trusted count only if it was given trusted.
    const trusted = wanted ? !!standing?.trusted : like?.trusted === true;
    const delta = wanted ? 1 : -1;
    const slots = slotsInTransaction(postingLimits.commentLike(userId));
    const items = {
      like: wanted
        ? {
            Put: {
              TableName,
              Item: { ...likeKey, type: 'COMMENT_LIKE', commentId, userId, trusted, likedAt: new Date().toISOString() },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          }
        : {
            Delete: {
              TableName,
              Key: likeKey,
              ConditionExpression: 'trusted = :t',
              ExpressionAttributeValues: { ':t': trusted },
            },
          },
      comment: {
        Update: {
          TableName,
          // Its visible key: a comment hidden meanwhile is not there, nor a deleted one.
          Key: commentKeys(comment).visible,
          UpdateExpression: trusted ? 'ADD likes :d, trustedLikes :d' : 'ADD likes :d',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(deletedAt)',
          ExpressionAttributeValues: { ':d': delta },
        },
      },
      deal: openDealCheck(comment.dealId),
      ...slots.items,
    };
    try {
      await transact(items, { session });
    } catch (err) {
      if (failedAt(err, 'like')) continue; // this member's like changed meanwhile: read again
      if (failedAt(err, 'comment') || failedAt(err, 'deal')) throw notFound(MSG.commentNotFound);
      throw slots.refusal(err) ?? err;
    }
    return likeState(comment, wanted);
  }
  throw conflict(MSG.writeConflict);
}

/** The comment's count as stored now, with the caller's like. */
async function likeState(comment: CommentRecord, liked: boolean): Promise<CommentLike> {
  const out = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: commentKeys(comment).visible,
      ConsistentRead: true,
      ProjectionExpression: 'likes',
    }),
  );
  if (!out.Item) throw notFound(MSG.commentNotFound);
  return { likes: Number(out.Item.likes ?? 0), liked };
}

/** Which of a deal's comments `userId` likes (one BatchGet). */
export async function likedBy(dealId: string, commentIds: string[], userId: string | null): Promise<Set<string>> {
  if (!userId || commentIds.length === 0) return new Set();
  const found = await batchGet(
    commentIds.map((id) => keys.commentLike(dealId, id, userId)),
    false,
    'commentId',
  );
  return new Set(found.map((item) => String(item.commentId)));
}

/** The keys of a comment's likes (its delete takes them with it: comments.removeComment). */
export async function likeKeysOf(dealId: string, commentId: string) {
  const prefix = keys.commentLike(dealId, commentId, '');
  const found = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
    ProjectionExpression: 'PK, SK',
    ConsistentRead: true,
  });
  return found as { PK: string; SK: string }[];
}

/**
 * Deletes likes of a comment already removed, past what its transaction carried. They count
 * nothing once it is gone (its count went with it); one left by an interrupted call goes with
 * its deal's purge.
 */
export async function deleteLikes(likeKeys: { PK: string; SK: string }[]) {
  const TableName = tableName();
  for (let i = 0; i < likeKeys.length; i += BATCH_WRITE_MAX) {
    let requests = likeKeys.slice(i, i + BATCH_WRITE_MAX).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt >= MAX_ROUNDS) throw new Error('BatchWriteItem: likes left unprocessed after retries');
      if (attempt) await pause(attempt);
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [TableName]: requests } }));
      requests = (result.UnprocessedItems?.[TableName] ?? []) as typeof requests;
    }
  }
}
