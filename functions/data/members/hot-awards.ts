import { isHot, temperatureOf } from '@shared/deal-rules';
import { HOT_TRUSTED_UPVOTES, REPUTATION_POINTS } from '@shared/reputation';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import { type DealRecord, LIVE_DEAL, LIVE_DEAL_NAMES } from '../deals/record';
import { batchGet, failedAt, pause, transact } from '../table/dynamo';
import { StatsDelta } from './stats';

/** Hot deals that earn the hot_10 badge. */
const HOT_BADGE_AT = 10;
/** Rounds of "another of the author's deals was awarded meanwhile, read again". */
const MAX_ROUNDS = 16;

/**
 * Whether a deal, as stored, has earned its author the Hot points (docs/api.md#reputation-and-trust): Hot
 * by temperature, with at least HOT_TRUSTED_UPVOTES upvotes from trusted members, visible and
 * not being deleted. Votes of untrusted members count for the temperature but cannot earn
 * points on their own.
 */
export function earnsHotPoints(deal: DealRecord) {
  if (deal.hiddenAt || deal.state) return false;
  const temperature = temperatureOf(Number(deal.upvotes ?? 0), Number(deal.downvotes ?? 0));
  return isHot(temperature) && Number(deal.trustedUpvotes ?? 0) >= HOT_TRUSTED_UPVOTES;
}

/**
 * Gives a deal's author its Hot points, once per deal, in one transaction: the award marker
 * (keys.hotAward, written only where absent), a check that the deal is still visible and not
 * being deleted, and the author's stats (`hotDeals` + 1, the Hot points, the first_hot badge,
 * hot_10 at the tenth), conditioned on `hotDeals` as read so the tenth is seen exactly when two
 * of the author's deals are awarded at once. A stream record replayed finds the marker and
 * changes nothing. Returns whether this call gave the award.
 */
export async function awardHotDeal(deal: DealRecord): Promise<boolean> {
  const TableName = tableName();
  const marker = keys.hotAward(deal.author, deal.id);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round) await pause(round);
    const items = await batchGet([marker, keys.userStats(deal.author)], true);
    if (items.some((i) => i.SK === marker.SK)) return false;
    const stats = items.find((i) => i.SK === keys.userStats(deal.author).SK);
    const hotDeals = Number(stats?.hotDeals ?? 0);
    const at = new Date().toISOString();
    const delta = new StatsDelta()
      .add(deal.author, 'hotDeals', 1)
      .add(deal.author, 'reputation', REPUTATION_POINTS.hotDeal)
      .badge(deal.author, 'first_hot', at)
      .expect(deal.author, 'hotDeals', hotDeals);
    if (hotDeals + 1 >= HOT_BADGE_AT) delta.badge(deal.author, 'hot_10', at);
    try {
      await transact({
        award: {
          Put: {
            TableName,
            Item: { ...marker, dealId: deal.id, points: REPUTATION_POINTS.hotDeal, awardedAt: at },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        deal: {
          ConditionCheck: {
            TableName,
            Key: keys.deal(deal.id),
            ConditionExpression: `${LIVE_DEAL} AND attribute_not_exists(hiddenAt)`,
            ExpressionAttributeNames: LIVE_DEAL_NAMES,
          },
        },
        stats: delta.ops(),
      });
      return true;
    } catch (err) {
      if (failedAt(err, 'award') || failedAt(err, 'deal')) return false; // awarded meanwhile, or hidden or going
      if (failedAt(err, 'stats')) continue; // another of the author's deals was awarded meanwhile
      throw err;
    }
  }
  throw new Error('hot award: the author’s stats kept changing');
}
