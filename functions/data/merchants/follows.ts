import type { MerchantFollow } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import { notFound } from '../../lib/errors';
import { slotsInTransaction } from '../members/rate-limits';
import { type CallerSession, failedAt, queryAll, transact } from '../table/dynamo';
import { followLimit } from '../deals/follows';
import { getMerchant } from './merchants';

/**
 * Follows a merchant (`wanted`) or stops: its FOLLOW#<member> item in the merchant's partition
 * and its `followers` count, in one transaction. An alias's slug follows the merchant it was
 * merged into. Following twice, or stopping what one never followed, writes nothing. Round
 * trips: read, write.
 */
export async function setMerchantFollow(
  slug: string,
  userId: string,
  wanted: boolean,
  session: CallerSession | null,
): Promise<MerchantFollow> {
  const merchant = await getMerchant(slug, userId);
  if (!merchant) throw notFound(MSG.merchantNotFound);
  if (merchant.followed === wanted) return { followers: merchant.followers, followed: wanted };
  const TableName = tableName();
  const key = keys.merchantFollow(merchant.slug, userId);
  const slots = slotsInTransaction(followLimit(userId));
  try {
    await transact(
      {
        follow: wanted
          ? {
              Put: {
                TableName,
                Item: { ...key, userId, followedAt: new Date().toISOString() },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            }
          : { Delete: { TableName, Key: key, ConditionExpression: 'attribute_exists(PK)' } },
        merchant: {
          Update: {
            TableName,
            Key: keys.merchant(merchant.slug),
            UpdateExpression: 'ADD followers :d',
            // Merged meanwhile: its followers are moving to the other merchant.
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(mergedInto)',
            ExpressionAttributeValues: { ':d': wanted ? 1 : -1 },
          },
        },
        ...slots.items,
      },
      { session },
    );
  } catch (err) {
    // The same change from another tab meanwhile, or a merge: the state as it now is.
    if (failedAt(err, 'follow') || failedAt(err, 'merchant')) {
      const now = await getMerchant(slug, userId);
      if (!now) throw notFound(MSG.merchantNotFound);
      return { followers: now.followers, followed: now.followed };
    }
    throw slots.refusal(err) ?? err;
  }
  return { followers: Math.max(0, merchant.followers + (wanted ? 1 : -1)), followed: wanted };
}

/**
 * The members following a merchant since `at` or before: those the events job tells of a deal
 * posted at `at` (one who follows a moment after a deal was posted is not told of it).
 */
export async function merchantFollowersOf(slug: string, at: string): Promise<string[]> {
  const prefix = keys.merchantFollow(slug, '');
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    FilterExpression: 'followedAt <= :at',
    ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK, ':at': at },
    ProjectionExpression: 'SK',
  });
  return items.map((item) => String(item.SK).slice(prefix.SK.length));
}
