import type { BulkVotes, Deal } from '@shared/api-types';
import { VOTE_WINDOW_SECONDS, VOTES_PER_WINDOW } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys, dealIdOf } from '@shared/table';
import { tableName } from '../../lib/clients';
import { conflict, forbidden, notFound, tooMany } from '../../lib/errors';
import { type DealRecord, LIVE_DEAL, LIVE_DEAL_NAMES, STATE, getDealFor, getDealRecord, toDeal } from './record';
import { heatsAt, hotKey, listCountOps, placementItemOps } from './list-rank';
import { REPUTATION_POINTS } from '@shared/reputation';
import { applyVote, voteDelta } from '@shared/vote-math';
import { StatsDelta } from '../members/stats';
import {
  type TxItem,
  batchGet,
  cancellationItem,
  failedAt,
  pause,
  transact,
  type CallerSession,
} from '../table/dynamo';
import { log } from '../../lib/log';

const MAX_ROUNDS = 16;
/** Votes cast that earn the votes_100 badge. */
const VOTES_BADGE_AT = 100;

/**
 * What a vote gave, as its item records it: whether its voter was trusted when casting it, and
 * the reputation points it gave the deal's author. Items written before reputation existed have
 * neither: untrusted, 0 points (docs/api.md#reputation-and-trust).
 */
interface VoteGift {
  trusted: boolean;
  points: number;
}

const giftOf = (item: Record<string, unknown> | undefined): VoteGift => ({
  trusted: item?.trusted === true,
  points: Number(item?.points ?? 0),
});

/** What a vote cast now gives: points only from a trusted voter (shared/reputation.ts). */
const giftFor = (positive: boolean, trusted: boolean): VoteGift => ({
  trusted,
  points: trusted ? (positive ? REPUTATION_POINTS.upvoteReceived : REPUTATION_POINTS.downvoteReceived) : 0,
});

/** Condition that the stored vote still is the one read: its direction and what it gave. */
function voteAsRead(vote: boolean, item: Record<string, unknown> | undefined) {
  const values: Record<string, unknown> = { ':was': vote };
  const parts = ['isPositive = :was'];
  if (item?.trusted === undefined) parts.push('attribute_not_exists(trusted)');
  else {
    parts.push('trusted = :wasTrusted');
    values[':wasTrusted'] = item.trusted;
  }
  if (item?.points === undefined) parts.push('attribute_not_exists(points)');
  else {
    parts.push('points = :wasPoints');
    values[':wasPoints'] = item.points;
  }
  return { ConditionExpression: parts.join(' AND '), ExpressionAttributeValues: values };
}

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
 * The deal as its Hot entry should be after a change of `delta` to its net votes, or null when
 * the entry stays as it is: a deal taken to HOT_THRESHOLD or above enters the Hot order heated
 * now (HSK, heatedAt), one taken below it leaves (docs/api.md#temperature).
 */
function heatAfter(deal: DealRecord, delta: number, now: string): DealRecord | null {
  if (deal.expiredAt || deal.hiddenAt || deal.state) return null;
  const hot = heatsAt(deal.upvotes - deal.downvotes + delta);
  if (hot === Boolean(deal.HSK)) return null;
  // The net votes after the change (all in upvotes): what placing the deal reads.
  const voted = { ...deal, upvotes: deal.upvotes + delta };
  return hot ? { ...voted, HSK: hotKey(now, deal.seq), heatedAt: now } : { ...voted, HSK: undefined };
}

/** The update parts that move a deal's Hot entry from `deal` to `after`, conditioned on it as read. */
function heatUpdate(deal: DealRecord, after: DealRecord) {
  return {
    update: after.HSK ? 'SET HSK = :new, heatedAt = :heated' : 'REMOVE HSK',
    condition: `${deal.HSK ? 'HSK = :old' : 'attribute_not_exists(HSK)'} AND #version = :v`,
    values: {
      ...(after.HSK ? { ':new': after.HSK, ':heated': after.heatedAt } : {}),
      ...(deal.HSK ? { ':old': deal.HSK } : {}),
      ':v': deal.version,
    },
  };
}

/**
 * Brings an active deal's Hot entry (deals/list-rank.ts) in line with its net votes, in a write
 * conditioned on the entry as read, with its lists' hot counts. Votes only add to the counts, so
 * concurrent voters never wait on one another; the entry moves only when the threshold is
 * crossed, and each voter reads the deal after their vote and settles it, so the last one leaves
 * it right (a vote crossing the threshold as read moves the entry in its own transaction, so this
 * writes only after concurrent votes). Returns the deal as stored.
 */
export async function settleRank(read: DealRecord): Promise<DealRecord> {
  let deal: DealRecord | undefined = read;
  for (let round = 0; deal && round < MAX_ROUNDS; round++) {
    const after = heatAfter(deal, 0, new Date().toISOString());
    if (!after) return deal;
    const heat = heatUpdate(deal, after);
    try {
      await transact({
        deal: {
          Update: {
            TableName: tableName(),
            Key: keys.deal(deal.id),
            UpdateExpression: heat.update,
            // The version too: the hot counts below are those of the lists (city, category) as read.
            ConditionExpression: `${LIVE_DEAL} AND attribute_not_exists(hiddenAt) AND ${heat.condition}`,
            ExpressionAttributeNames: { ...LIVE_DEAL_NAMES, '#version': 'version' },
            ExpressionAttributeValues: heat.values,
          },
        },
        lists: listCountOps(deal, after),
        placements: placementItemOps(deal, after),
      });
      return after;
    } catch (err) {
      if (!failedAt(err, 'deal')) throw err;
      deal = await getDealRecord(deal.id); // settled, expired or edited meanwhile: look again
    }
  }
  if (deal) log('warn', 'hot entry left unsettled', { dealId: deal.id });
  return deal ?? read;
}

/**
 * Sets a member's vote on a deal: true (up), false (down) or null (withdrawn). The vote item,
 * the deal's upvotes and downvotes (and trusted ones), the voter's and the author's stats (the
 * author's reputation among them) and the rate window change in one TransactWriteItems
 * conditioned on the vote state that was read, so concurrent votes are each counted once: a
 * lost race reads again. The vote item records what it gave (`trusted`, `points`): switching or
 * withdrawing takes back exactly that, whatever the voter's standing has become. A vote that
 * takes the deal (as read) across the hot threshold moves its Hot entry and its lists' hot
 * counts, conditioned on the entry as read. Then the deal is read back for the answer, its Hot entry settled if
 * concurrent votes left it behind. Round trips: read (the deal, the vote, the voter's standing),
 * write (with the voter's session check), read back (one more pair per lost race).
 */
export async function setVote(
  dealId: string,
  userId: string,
  wanted: boolean | null,
  session: CallerSession | null,
): Promise<Deal> {
  const TableName = tableName();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round) await pause(round);
    const { deal, marks, voteItem, standing, stats } = await getDealFor(dealId, userId, { standing: true });
    if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
    if (deal.author === userId) throw forbidden(MSG.ownDealVote);
    const vote = marks.vote;
    if (vote === wanted) return toDeal(deal, marks);

    const { up, down } = applyVote(deal, vote, wanted).delta;
    const given = vote === null ? { trusted: false, points: 0 } : giftOf(voteItem);
    const gives = wanted === null ? { trusted: false, points: 0 } : giftFor(wanted, !!standing?.trusted);
    // The trusted counts change as the counts do, counting only the votes given while trusted.
    const { up: trustedUp, down: trustedDown } = voteDelta(given.trusted ? vote : null, gives.trusted ? wanted : null);
    const trustedAdds = [
      ...(trustedUp ? ['trustedUpvotes :tup'] : []),
      ...(trustedDown ? ['trustedDownvotes :tdown'] : []),
    ];
    const voteKey = keys.vote(dealId, userId);
    const now = new Date().toISOString();
    // When the vote takes the deal (as read) across the hot threshold, it moves its Hot entry too.
    const moved = heatAfter(deal, up - down, now);
    const heat = moved && heatUpdate(deal, moved);
    const voteOp: TxItem =
      wanted === null
        ? { Delete: { TableName, Key: voteKey, ...voteAsRead(vote!, voteItem) } }
        : {
            Put: {
              TableName,
              Item: { ...voteKey, type: 'VOTE', dealId, userId, isPositive: wanted, votedAt: now, ...gives },
              ...(vote === null ? { ConditionExpression: 'attribute_not_exists(PK)' } : voteAsRead(vote, voteItem)),
            },
          };
    const memberStats = new StatsDelta()
      .add(userId, 'votesCast', Number(vote === null) - Number(wanted === null))
      .add(deal.author, 'upvotesReceived', up)
      .add(deal.author, 'downvotesReceived', down)
      .add(deal.author, 'reputation', gives.points - given.points);
    // The 100th vote cast (as read; a vote racing it leaves the badge to the next one).
    if (vote === null && Number(stats?.votesCast ?? 0) + 1 >= VOTES_BADGE_AT && !stats?.badge_votes_100)
      memberStats.badge(userId, 'votes_100', now);
    const items = {
      vote: voteOp,
      deal: {
        Update: {
          TableName,
          Key: keys.deal(dealId),
          UpdateExpression:
            `ADD ${['upvotes :up', 'downvotes :down', ...trustedAdds].join(', ')}` + (heat ? ` ${heat.update}` : ''),
          // A deal being deleted takes no more votes: its purge reads them once. Nor a hidden one.
          // Moving the Hot entry, the version too: the hot counts are those of the lists as read.
          ConditionExpression:
            `${LIVE_DEAL} AND attribute_not_exists(hiddenAt)` + (heat ? ` AND ${heat.condition}` : ''),
          ExpressionAttributeNames: heat ? { ...LIVE_DEAL_NAMES, '#version': 'version' } : LIVE_DEAL_NAMES,
          ExpressionAttributeValues: {
            ':up': up,
            ':down': down,
            ...(trustedUp ? { ':tup': trustedUp } : {}),
            ...(trustedDown ? { ':tdown': trustedDown } : {}),
            ...(heat ? heat.values : {}),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      rate: rateOp(userId),
      stats: memberStats.ops(),
      lists: moved && listCountOps(deal, moved),
      placements: moved && placementItemOps(deal, moved),
    } as const;
    try {
      await transact(items, { session });
    } catch (err) {
      if (failedAt(err, 'vote')) continue; // this member's vote changed meanwhile: read again
      if (failedAt(err, 'deal')) {
        const old = cancellationItem(err, 'deal');
        if (old && !old[STATE] && !old.hiddenAt) continue; // its Hot entry moved, or it was edited, meanwhile: read again
        throw notFound(MSG.dealNotFound);
      }
      if (failedAt(err, 'rate')) throw tooMany(MSG.votesLimited);
      throw err;
    }
    const fresh = await getDealRecord(dealId);
    if (!fresh) throw notFound(MSG.dealNotFound);
    return toDeal(await settleRank(fresh), { ...marks, vote: wanted });
  }
  throw conflict(MSG.dealChanged);
}

/** The member's vote on a deal (null when none); 404 for an unknown deal. */
export async function getMyVote(dealId: string, userId: string) {
  const { deal, marks } = await getDealFor(dealId, userId);
  if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
  return marks.vote === null ? null : { isPositive: marks.vote };
}

/** The member's votes on up to 100 deals; deals without a vote (or unknown) are absent. */
export async function getBulkVotes(dealIds: string[], userId: string): Promise<BulkVotes> {
  const items = await batchGet([...new Set(dealIds)].map((id) => keys.vote(id, userId)));
  return Object.fromEntries(items.map((item) => [dealIdOf(item.PK)!, Boolean(item.isPositive)]));
}
