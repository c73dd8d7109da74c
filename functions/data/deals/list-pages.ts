import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal, DealSort, Page } from '@shared/api-types';
import { SEARCH_MAX_DEPTH } from '@shared/limits';
import { MSG } from '@shared/messages';
import { type ListFilter, dealListFor, keys, dealIdOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { badRequest } from '../../lib/errors';
import { type CallerMarks, dealFor, loadDeals, marksOf } from './record';
import { hotBucketEndKey } from './list-rank';
import { blockEndKey, locatePage, pageOf, totalOf } from '../table/list-counts';
import { NO_OVERDUE, type Overdue, overdueBefore, overdueIds, overdueIn } from './overdue';
import { type SearchOrder, findDealIds, parseQuery } from './search-terms';
import { correctedText } from './search-vocabulary';

export type DealFilter = ListFilter;

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
  // The active-deal indexes hold keys only, and placement items no deal: their pages load the deals by id.
  if (order.sort === 'hot') return { ...list.hot, total: 'hot', blocks: 'h', endKey: hotBucketEndKey, keysOnly: true };
  if (order.hideExpired) return { ...list.live, total: 'live', blocks: 'l', endKey: blockEndKey, keysOnly: true };
  const keysOnly = list.holder !== 'DEAL';
  return { index: list.index, sk: list.sk, total: 'total', blocks: 'b', endKey: blockEndKey, keysOnly };
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
  // The active orders leave deals out at their expiry date, before the job marks them (deals/overdue.ts).
  const overdueRead = how.keysOnly ? overdueIn(list, how.sk) : Promise.resolve(NO_OVERDUE);
  let counter: Record<string, unknown> | undefined;
  let items: Record<string, unknown>[];
  let overdue: Overdue;
  if (page === 0) {
    [counter, items, overdue] = await Promise.all([readCounter(), readItems(undefined, size), overdueRead]);
    // An overdue deal among the first ones read: read past it.
    if (items.some((i) => overdue.ids.has(dealIdOf(i.PK)!)))
      items = await readItems(undefined, size + overdue.ids.size);
  } else {
    let located;
    [overdue, located] = await Promise.all([overdueRead, locatePage(head, page * size, 'newest', how.blocks)]);
    // The page starts `skipped` items further in the index, past the overdue deals before it.
    for (let skipped = 0; ;) {
      located ??= await locatePage(head, page * size + skipped, 'newest', how.blocks);
      const { at } = located;
      counter = located.counter;
      located = undefined;
      const limit = size + overdue.ids.size;
      items = at ? (await readItems(how.endKey(at.block), at.offset + limit)).slice(at.offset) : [];
      const before = items.length ? overdueBefore(overdue, String(items[0][how.sk])) : skipped;
      if (before <= skipped) break;
      skipped = before;
    }
  }
  const total = Math.max(0, totalOf(counter, how.total) - overdue.ids.size);
  if (how.keysOnly) {
    const ids = items
      .map((i) => dealIdOf(i.PK)!)
      .filter((id) => !overdue.ids.has(id))
      .slice(0, size);
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

export interface SearchOptions {
  /** relevance (the default), new or hot (deals/search-terms.ts SearchOrder). */
  order?: SearchOrder;
  /** The text as typed: no correction of misspelt words. */
  exact?: boolean;
}

/**
 * Search results in the order asked, with an exact total up to SEARCH_EXACT_TOTAL, an estimate
 * past it (see deals/search-terms.ts). A search that finds nothing, unless `exact`, is tried
 * again with its misspelt words set right (deals/search-vocabulary.ts); when that finds deals,
 * they are the answer, with `correctedQuery` saying what was searched.
 */
export async function searchDeals(
  text: string,
  filter: DealFilter & { hideExpired?: boolean },
  page: number,
  size: number,
  userId: string | null,
  { order = 'relevance', exact = false }: SearchOptions = {},
): Promise<Page<Deal>> {
  // A page's reads grow with its depth: past SEARCH_MAX_DEPTH, a narrower search.
  if (page * size >= SEARCH_MAX_DEPTH) throw badRequest(MSG.searchTooDeep, { page: MSG.searchTooDeep });
  const want = Math.min((page + 1) * size, SEARCH_MAX_DEPTH);
  // Without expired deals, those past their date the job has not marked yet go too (deals/overdue.ts).
  const overdue = new Set(filter.hideExpired ? await overdueIds() : []);
  const find = async (words: string) => {
    const query = parseQuery(words);
    if (!query) return { ids: [], total: 0, estimated: false };
    const found = await findDealIds(query, filter, want + overdue.size, order);
    const ids = found.ids.filter((id) => !overdue.has(id));
    return { ...found, ids, total: Math.max(0, found.total - (found.ids.length - ids.length)) };
  };
  let found = await find(text);
  let correctedQuery: string | undefined;
  // Only when nothing matched: a search that finds deals is never "corrected".
  if (!found.total && !exact) {
    const corrected = await correctedText(text);
    const again = corrected ? await find(corrected) : undefined;
    if (again?.total) [found, correctedQuery] = [again, corrected];
  }
  const content = await loadDeals(found.ids.slice(page * size, (page + 1) * size), userId);
  const result: Page<Deal> = pageOf(content, page, size, found.total);
  if (found.estimated) result.totalEstimated = true;
  if (correctedQuery) result.correctedQuery = correctedQuery;
  return result;
}
