import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal, DealSort, Page } from '@shared/api-types';
import { SEARCH_MAX_DEPTH } from '@shared/limits';
import { MSG } from '@shared/messages';
import { dealListFor, keys, dealIdOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { badRequest } from '../../lib/errors';
import { type CallerMarks, dealFor, loadDeals, marksOf } from './record';
import { hotBucketEndKey } from './list-rank';
import { blockEndKey, locatePage, pageOf, totalOf } from '../table/list-counts';
import { findDealIds, parseQuery } from './search-terms';

export interface DealFilter {
  city?: string;
  category?: string;
}

export interface DealOrder {
  /** The orders kept by index; `top` and `discussed` are ranked when read (deals/ranked-pages.ts). */
  sort: Extract<DealSort, 'new' | 'hot'>;
  /** Leave expired deals out (always so in the hot order). */
  hideExpired: boolean;
}

/**
 * How one order of a list is read: its index and sort key, the counter attributes holding its
 * total and its block counts, and the exclusive upper sort key of a block.
 */
function orderOf(list: ReturnType<typeof dealListFor>, order: DealOrder) {
  // The active-deal indexes hold keys only: their pages load the deals by id.
  if (order.sort === 'hot') return { ...list.hot, total: 'hot', blocks: 'h', endKey: hotBucketEndKey, keysOnly: true };
  if (order.hideExpired) return { ...list.live, total: 'live', blocks: 'l', endKey: blockEndKey, keysOnly: true };
  return { index: list.index, sk: list.sk, total: 'total', blocks: 'b', endKey: blockEndKey, keysOnly: false };
}

/**
 * Page `page` of a list in the given order: the list's head gives the exact total and its
 * chunks of the order's block counts where the page starts, in one Query (table/list-counts.ts; page
 * 0 reads the head and the first items at once). Then one BatchGet: the caller's marks, and the deals
 * themselves for an order whose index holds keys only.
 */
export async function listDeals(
  filter: DealFilter,
  order: DealOrder,
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  const list = dealListFor(filter);
  const how = orderOf(list, order);
  const head = keys.dealListCount(list.name);
  const readCounter = async () => (await db.send(new GetCommand({ TableName: tableName(), Key: head }))).Item;
  const readItems = async (endKey: string | undefined, limit: number) => {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: how.index,
        KeyConditionExpression: endKey ? '#pk = :pk AND #sk < :end' : '#pk = :pk',
        ExpressionAttributeNames: endKey ? { '#pk': list.pk, '#sk': how.sk } : { '#pk': list.pk },
        ExpressionAttributeValues: endKey ? { ':pk': list.value, ':end': endKey } : { ':pk': list.value },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return out.Items ?? [];
  };
  let counter: Record<string, unknown> | undefined;
  let items: Record<string, unknown>[];
  if (page === 0) {
    [counter, items] = await Promise.all([readCounter(), readItems(undefined, size)]);
  } else {
    let at;
    ({ counter, at } = await locatePage(head, page * size, 'newest', how.blocks));
    items = at ? (await readItems(how.endKey(at.block), at.offset + size)).slice(at.offset) : [];
  }
  const total = totalOf(counter, how.total);
  if (how.keysOnly) {
    const ids = items.map((i) => dealIdOf(i.PK)!);
    return pageOf(await loadDeals(ids, userId), page, size, total);
  }
  const marks =
    userId && items.length
      ? await marksOf(
          items.map((i) => String(i.id)),
          userId,
        )
      : new Map<string, CallerMarks>();
  return pageOf(
    items.map((item) => dealFor(item, marks, userId)),
    page,
    size,
    total,
  );
}

/** A member's deals, newest first: pointers (1 Query) and stats (total) in parallel, then the deals. */
export async function listDealsByAuthor(authorId: string, page: number, size: number, userId: string | null) {
  const TableName = tableName();
  const prefix = keys.userDealPrefix(authorId);
  const [pointers, stats] = await Promise.all([
    db.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
        ProjectionExpression: 'dealId',
        ScanIndexForward: false,
        Limit: (page + 1) * size,
      }),
    ),
    db.send(new GetCommand({ TableName, Key: keys.userStats(authorId) })),
  ]);
  const ids = (pointers.Items ?? []).slice(page * size).map((i) => String(i.dealId));
  const content = await loadDeals(ids, userId);
  return pageOf(content, page, size, Math.max(0, Number(stats.Item?.dealsPosted ?? 0)));
}

/** Search results, newest first, with an exact total up to SEARCH_EXACT_TOTAL, an estimate past it (see deals/search-terms.ts). */
export async function searchDeals(
  text: string,
  filter: DealFilter & { hideExpired?: boolean },
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  // A page's reads grow with its depth: past SEARCH_MAX_DEPTH, a narrower search.
  if (page * size >= SEARCH_MAX_DEPTH) throw badRequest(MSG.searchTooDeep, { page: MSG.searchTooDeep });
  const query = parseQuery(text);
  const want = Math.min((page + 1) * size, SEARCH_MAX_DEPTH);
  const found = query ? await findDealIds(query, filter, want) : { ids: [], total: 0, estimated: false };
  const content = await loadDeals(found.ids.slice(page * size, (page + 1) * size), userId);
  const result = pageOf(content, page, size, found.total);
  return found.estimated ? { ...result, totalEstimated: true } : result;
}
