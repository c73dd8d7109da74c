import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dealTypeOf } from '@shared/deal-rules';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { log } from '../../lib/log';
import { type TxItems, failedAt, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { chooseMerchant, merchantWrites } from '../merchants/merchants';
import { listCountOps, placementItemOps } from './list-rank';
import { type DealRecord, LIVE_DEAL, LIVE_DEAL_NAMES, hiddenAsRead } from './record';
import { indexWords } from './search-terms';

/**
 * Migrations giving the deals stored before types and merchants their place in the new lists
 * (shared/table.ts listsOfDeal): `deal-types` sets each deal's type (code when it has a promo
 * code, else deal) and `merchants` its merchant (made from its merchant's name, as a new deal's
 * would be). Each deal moves in one transaction conditioned on its state as read (version, Hot
 * entry, expiry, visibility), with its new lists' counts and placement item: a deal changed
 * meanwhile is skipped and logged, and the next write of it places it. Hidden deals get their
 * type and merchant too (they join the lists when shown again); they are found by a Scan.
 */

/** Every stored deal matching `filter` (never on a request path). */
async function* scanDeals(filter: string): AsyncGenerator<DealRecord[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: `SK = :deal AND attribute_not_exists(#state) AND ${filter}`,
        ExpressionAttributeNames: LIVE_DEAL_NAMES,
        ExpressionAttributeValues: { ':deal': keys.deal('').SK },
        ExclusiveStartKey: startKey,
      }),
    );
    yield (out.Items ?? []) as unknown as DealRecord[];
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}

/** Sets one field on a deal as read, with its new lists' counts and placement items, and `writes`. */
async function relist<F extends 'dealType' | 'merchantSlug'>(
  deal: DealRecord,
  field: F,
  value: NonNullable<DealRecord[F]>,
  writes: TxItems = {},
) {
  const after: DealRecord = { ...deal, [field]: value };
  const values: Record<string, unknown> = { ':value': value };
  // A deal written before versions (seeded by hand) has none.
  if (deal.version !== undefined) values[':v'] = deal.version;
  if (deal.HSK) values[':hsk'] = deal.HSK;
  try {
    await transact({
      deal: {
        Update: {
          TableName: tableName(),
          Key: keys.deal(deal.id),
          UpdateExpression: 'SET #field = :value',
          ConditionExpression: [
            LIVE_DEAL,
            deal.version !== undefined ? '#version = :v' : 'attribute_not_exists(#version)',
            'attribute_not_exists(#field)',
            deal.HSK ? 'HSK = :hsk' : 'attribute_not_exists(HSK)',
            deal.expiredAt ? 'attribute_exists(expiredAt)' : 'attribute_not_exists(expiredAt)',
            hiddenAsRead(deal),
          ].join(' AND '),
          ExpressionAttributeNames: { ...LIVE_DEAL_NAMES, '#version': 'version', '#field': field },
          ExpressionAttributeValues: values,
        },
      },
      lists: listCountOps(deal, after),
      placements: placementItemOps(deal, after),
      ...writes,
    });
    return 1;
  } catch (err) {
    if (!failedAt(err, 'deal')) throw err;
    log('warn', `deal not given its ${field}: it changed meanwhile`, { dealId: deal.id });
    return 0;
  }
}

/** Migration deal-types: each deal's type, and `y` on the search terms of codes promo. Returns how many. */
export async function backfillDealTypes(): Promise<number> {
  let changed = 0;
  for await (const deals of scanDeals('attribute_not_exists(dealType)')) {
    for (const deal of deals) {
      const dealType = dealTypeOf({ promoCode: deal.promoCode });
      const terms =
        dealType === 'deal' || deal.hiddenAt
          ? []
          : indexWords(deal).prefixes.map((prefix) => ({
              Update: {
                TableName: tableName(),
                Key: keys.term(prefix, seqKey(deal.seq), deal.id),
                UpdateExpression: 'SET y = :y',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':y': dealType },
              },
            }));
      changed += await relist(deal, 'dealType', dealType, { terms });
    }
  }
  return changed;
}

/** Migration merchants: each deal's merchant, made from its name (and link) as a new deal's would be. Returns how many. */
export async function backfillMerchants(): Promise<number> {
  let changed = 0;
  for await (const deals of scanDeals('attribute_exists(merchant) AND attribute_not_exists(merchantSlug)')) {
    for (const deal of deals) {
      const choice = await chooseMerchant({ merchant: deal.merchant, url: deal.url });
      if (!choice) continue;
      changed += await relist(deal, 'merchantSlug', choice.slug, merchantWrites(choice, deal));
    }
  }
  return changed;
}
