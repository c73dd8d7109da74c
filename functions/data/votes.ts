import type { BulkVotes, Deal } from '@shared/api-types';
import { VOTE_WINDOW_SECONDS, VOTES_PER_WINDOW } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { tableName } from '../lib/clients';
import { conflict, forbidden, notFound, tooMany } from '../lib/errors';
import { LIVE_DEAL, LIVE_DEAL_NAMES, getDealAndVote, getDealRecord, toDeal, votesOf } from './deal-model';
import { StatsDelta } from './stats';
import { type TxItem, failedAt, transact } from './dynamo';

const MAX_ROUNDS = 8;

/** The vote-rate window of a member, counted inside the vote's own transaction. */
function rateOp(userId: string): TxItem {
  const now = Math.floor(Date.now() / 1000);
  const start = now - (now % VOTE_WINDOW_SECONDS);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.rateWindow('vote', userId, start),
      UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
      ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': start + VOTE_WINDOW_SECONDS + 60, ':max': VOTES_PER_WINDOW },
    },
  };
}

/**
 * Sets a member's vote on a deal: true (up), false (down) or null (withdrawn). The vote item,
 * the deal's upvotes and downvotes, the voter's and the author's stats and the rate window
 * change in one TransactWriteItems whose condition is the vote state that was read, so
 * concurrent votes are each counted once: a lost race re-reads and tries again. Then the deal
 * is read back for the answer. Round trips: read, write, read back (one more per lost race).
 */
export async function setVote(dealId: string, userId: string, wanted: boolean | null): Promise<Deal> {
  const TableName = tableName();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { deal, vote } = await getDealAndVote(dealId, userId);
    if (!deal) throw notFound(MSG.dealNotFound);
    if (deal.author === userId) throw forbidden(MSG.ownDealVote);
    if (vote === wanted) return toDeal(deal, vote);

    const up = Number(wanted === true) - Number(vote === true);
    const down = Number(wanted === false) - Number(vote === false);
    const voteKey = keys.vote(dealId, userId);
    const voteOp: TxItem =
      wanted === null
        ? {
            Delete: {
              TableName,
              Key: voteKey,
              ConditionExpression: 'isPositive = :was',
              ExpressionAttributeValues: { ':was': vote },
            },
          }
        : {
            Put: {
              TableName,
              Item: { ...voteKey, type: 'VOTE', dealId, userId, isPositive: wanted, votedAt: new Date().toISOString() },
              ...(vote === null
                ? { ConditionExpression: 'attribute_not_exists(PK)' }
                : { ConditionExpression: 'isPositive = :was', ExpressionAttributeValues: { ':was': vote } }),
            },
          };
    const items: TxItem[] = [
      voteOp,
      {
        Update: {
          TableName,
          Key: keys.deal(dealId),
          UpdateExpression: 'ADD upvotes :up, downvotes :down',
          // A deal being deleted takes no more votes: its purge reads them once.
          ConditionExpression: LIVE_DEAL,
          ExpressionAttributeNames: LIVE_DEAL_NAMES,
          ExpressionAttributeValues: { ':up': up, ':down': down },
        },
      },
      rateOp(userId),
      ...new StatsDelta()
        .add(userId, 'votesCast', Number(vote === null) - Number(wanted === null))
        .add(deal.author, 'upvotesReceived', up)
        .add(deal.author, 'downvotesReceived', down)
        .ops(),
    ];
    try {
      await transact(items);
    } catch (err) {
      if (failedAt(err, 0)) continue; // this member's vote changed meanwhile: read again
      if (failedAt(err, 1)) throw notFound(MSG.dealNotFound);
      if (failedAt(err, 2)) throw tooMany(MSG.votesLimited);
      throw err;
    }
    const fresh = await getDealRecord(dealId);
    if (!fresh) throw notFound(MSG.dealNotFound);
    return toDeal(fresh, wanted);
  }
  throw conflict(MSG.dealChanged);
}

/** The member's vote on a deal (null when none); 404 for an unknown deal. */
export async function getMyVote(dealId: string, userId: string) {
  const { deal, vote } = await getDealAndVote(dealId, userId);
  if (!deal) throw notFound(MSG.dealNotFound);
  return vote === null ? null : { isPositive: vote };
}

/** The member's votes on up to 100 deals; deals without a vote (or unknown) are absent. */
export async function getBulkVotes(dealIds: string[], userId: string): Promise<BulkVotes> {
  return Object.fromEntries(await votesOf(dealIds, userId));
}
