import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { FOLLOWS_PER_MINUTE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { notFound } from '../../lib/errors';
import { type Limit, slotsInTransaction } from '../members/rate-limits';
import { type CallerSession, failedAt, isConditionFailed, queryAll, transact } from '../table/dynamo';
import { walkListedDeals } from './listed-deals';
import { getDealFor, openDealCheck, toDeal } from './record';

/** The follow throttle, of deals and merchants together. */
export const followLimit = (userId: string): Limit[] => [
  { scope: 'follow', key: userId, max: FOLLOWS_PER_MINUTE, windowSeconds: 60, message: () => MSG.followsLimited },
];

/**
 * Follows a deal (`wanted`) or stops: its FOLLOW#<member> item in the deal's partition, which
 * goes with the deal. Following twice, or stopping what one never followed, writes nothing.
 * 404 for a deal unknown, hidden or being deleted. Round trips: read, write.
 */
export async function setFollow(
  dealId: string,
  userId: string,
  wanted: boolean,
  session: CallerSession | null,
): Promise<Deal> {
  const { deal, marks } = await getDealFor(dealId, userId);
  if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
  const answer = toDeal(deal, { ...marks, followed: wanted });
  if (marks.followed === wanted) return answer;
  const TableName = tableName();
  const key = keys.follow(dealId, userId);
  const slots = slotsInTransaction(followLimit(userId));
  const items = {
    follow: wanted
      ? {
          Put: {
            TableName,
            Item: { ...key, followedAt: new Date().toISOString() },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        }
      : { Delete: { TableName, Key: key, ConditionExpression: 'attribute_exists(PK)' } },
    deal: openDealCheck(dealId),
    ...slots.items,
  };
  try {
    await transact(items, { session });
  } catch (err) {
    if (failedAt(err, 'follow')) return answer; // the same change from another tab meanwhile
    if (failedAt(err, 'deal')) throw notFound(MSG.dealNotFound);
    throw slots.refusal(err) ?? err;
  }
  return answer;
}

/** The members following a deal (the events job tells them what happens to it). */
export async function followersOf(dealId: string): Promise<string[]> {
  const prefix = keys.follow(dealId, '');
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
    ProjectionExpression: 'SK',
  });
  return items.map((item) => String(item.SK).slice(prefix.SK.length));
}

/**
 * Migration: the authors of the deals listed before follows existed follow them, as a new
 * deal's author does (a follow already there, or stopped since the migration ran, is left).
 */
export async function backfillAuthorFollows() {
  let put = 0;
  const follow = async (deal: { id: string; author: string; createdAt: string }) => {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...keys.follow(deal.id, deal.author), followedAt: deal.createdAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      put++;
    } catch (err) {
      if (!isConditionFailed(err)) throw err;
    }
  };
  await walkListedDeals(async (deals) => {
    for (let i = 0; i < deals.length; i += 25) await Promise.all(deals.slice(i, i + 25).map(follow));
  });
  return put;
}
