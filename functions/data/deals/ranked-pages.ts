import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal, DealPeriod, Page } from '@shared/api-types';
import { DISCUSSED_WINDOW_HOURS, RANKED_MAX_DEALS, TOP_PERIOD_HOURS } from '@shared/limits';
import { dealTypeOf } from '@shared/deal-rules';
import { dealListFor, keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type TxItem, batchGet } from '../table/dynamo';
import { pageOf } from '../table/list-counts';
import type { DealFilter } from './list-pages';
import { type DealRecord, expiredAtOf, loadDeals } from './record';

/**
 * The orders ranked when read (docs/api.md#deal-lists, docs/scale.md#ranked-orders): "Les + hot"
 * (`top`: by temperature among the deals posted in a window) and "Discutés" (`discussed`: by
 * comments of the last 48 h). Both read a bounded set, at most RANKED_MAX_DEALS deals, rank it,
 * and load the page's deals: totals and pages are exact within that bound, at a cost that
 * grows with the window's activity and not with the table.
 */

const HOUR_MS = 3_600_000;
/** Items a Query page reads while collecting a window. */
const READ_STEP = 200;

/** What ranking needs of a deal record. */
type Ranked = Pick<DealRecord, 'id' | 'seq' | 'upvotes' | 'downvotes' | 'createdAt' | 'expiredAt' | 'expiresAt'>;
const RANKED_FIELDS =
  'id, seq, upvotes, downvotes, createdAt, expiredAt, expiresAt, city, category, dealType, promoCode, merchantSlug, hiddenAt, #state';

/** A ranked deal as read, with what says which lists it is in. */
type RankedRecord = Ranked &
  Pick<DealRecord, 'city' | 'category' | 'dealType' | 'promoCode' | 'merchantSlug' | 'hiddenAt' | 'state'>;

/** Whether a deal read for ranking is listed and in the filter's list. */
const inFilter = (d: RankedRecord, filter: DealFilter) =>
  !d.hiddenAt &&
  !d.state &&
  (!filter.city || d.city === filter.city) &&
  (!filter.category || d.category === filter.category) &&
  (!filter.type || dealTypeOf({ type: d.dealType, promoCode: d.promoCode }) === filter.type) &&
  (!filter.merchant || d.merchantSlug === filter.merchant);

const netOf = (d: Ranked) => Number(d.upvotes ?? 0) - Number(d.downvotes ?? 0);

/** Page `page` of ids ranked by `score` (highest first, then newest), loaded for the caller. */
async function rankedPage(
  deals: Ranked[],
  score: (d: Ranked) => number,
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  const ranked = [...deals].sort((a, b) => score(b) - score(a) || Number(b.seq) - Number(a.seq));
  const ids = ranked.slice(page * size, (page + 1) * size).map((d) => d.id);
  return pageOf(await loadDeals(ids, userId), page, size, ranked.length);
}

/**
 * `sort=top&period=`: the list's deals posted in the period's window, hottest first. The list's
 * index holds every deal by sequence, which is creation order: it is read newest first down to
 * the window's start (at most RANKED_MAX_DEALS deals). A list held by placement items (type,
 * merchant) gives ids and dates only: one BatchGet wave then reads the deals' votes.
 */
export async function listTopDeals(
  filter: DealFilter,
  period: DealPeriod,
  hideExpired: boolean,
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  const list = dealListFor(filter);
  const now = Date.now();
  const since = new Date(now - TOP_PERIOD_HOURS[period] * HOUR_MS).toISOString();
  const found: Ranked[] = [];
  let startKey: Record<string, unknown> | undefined;
  let done = false;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: list.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': list.pk, ...(list.holder === 'DEAL' ? { '#state': 'state' } : {}) },
        ExpressionAttributeValues: { ':pk': list.value },
        ProjectionExpression: list.holder === 'DEAL' ? RANKED_FIELDS : 'id, createdAt',
        ScanIndexForward: false,
        Limit: READ_STEP,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (out.Items ?? []) as Ranked[]) {
      if (item.createdAt < since || found.length >= RANKED_MAX_DEALS) {
        done = true;
        break;
      }
      found.push(item);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && !done);
  const deals =
    list.holder === 'DEAL'
      ? found
      : (
          (await batchGet(
            found.map((d) => keys.deal(d.id)),
            false,
            RANKED_FIELDS,
            { '#state': 'state' },
          )) as RankedRecord[]
        ).filter((d) => inFilter(d, filter));
  const shown = hideExpired ? deals.filter((d) => !expiredAtOf(d, now)) : deals;
  return rankedPage(shown, netOf, page, size, userId);
}

/** The hour bucket (ISO `YYYY-MM-DDTHH`) of a time. */
const hourOf = (ms: number) => new Date(ms).toISOString().slice(0, 13);

/**
 * The write that counts a comment (delta 1) or takes it back (-1) in its deal's hour bucket,
 * part of the comment's own transaction (functions/data/comments/comments.ts). Null for a
 * comment older than the window: it counts no more.
 */
export function discussionOp(dealId: string, createdAt: string, delta: number): TxItem | null {
  const at = Date.parse(createdAt);
  if (Date.now() - at > (DISCUSSED_WINDOW_HOURS + 1) * HOUR_MS) return null;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.discussion(hourOf(at), dealId),
      UpdateExpression: 'ADD n :d SET dealId = :id, #ttl = :ttl',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':d': delta,
        ':id': dealId,
        ':ttl': Math.floor(at / 1000) + (DISCUSSED_WINDOW_HOURS + 2) * 3600,
      },
    },
  };
}

/**
 * `sort=discussed`: the deals of the list with the most comments in the last
 * DISCUSSED_WINDOW_HOURS (whole hours: the window starts at the hour it began in), ties newest
 * first. One Query per day the window touches (three) reads the hour buckets, then one BatchGet
 * the commented deals (at most RANKED_MAX_DEALS) to filter them by list and state.
 */
export async function listDiscussedDeals(
  filter: DealFilter,
  hideExpired: boolean,
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  const now = Date.now();
  const from = hourOf(now - DISCUSSED_WINDOW_HOURS * HOUR_MS);
  const days = [...new Set([0, 1, 2].map((d) => hourOf(now - d * 24 * HOUR_MS).slice(0, 10)))].filter(
    (day) => day >= from.slice(0, 10),
  );
  const buckets = await Promise.all(
    days.map(async (day) => {
      const items: Record<string, unknown>[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const out = await db.send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk AND SK >= :from',
            ExpressionAttributeValues: { ':pk': keys.discussion(day, '').PK, ':from': from },
            ProjectionExpression: 'dealId, n',
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...(out.Items ?? []));
        startKey = out.LastEvaluatedKey;
      } while (startKey);
      return items;
    }),
  );
  const counts = new Map<string, number>();
  for (const item of buckets.flat()) {
    const id = String(item.dealId);
    counts.set(id, (counts.get(id) ?? 0) + Number(item.n ?? 0));
  }
  const commented = [...counts].filter(([, n]) => n > 0).map(([id]) => id);
  const records = (await batchGet(commented.slice(0, RANKED_MAX_DEALS).map((id) => keys.deal(id)))) as RankedRecord[];
  const shown = records.filter((d) => inFilter(d, filter) && !(hideExpired && expiredAtOf(d, now)));
  return rankedPage(shown, (d) => counts.get(d.id) ?? 0, page, size, userId);
}
