import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal, Page } from '@shared/api-types';
import { dealListFor, keys } from '@shared/table';
import { db, tableName } from '../lib/clients';
import { loadDeals, toDeal, votesOf } from './deal-model';
import { blockEndKey, locate, pageOf, totalOf } from './ordered-list';
import { findDealIds, parseQuery } from './search-terms';

export interface DealFilter {
  city?: string;
  category?: string;
}

/**
 * Page `page` of a list, newest first: the list's counter gives the exact total and, through
 * its block counts, where the page starts (see ordered-list.ts). Page 0 reads the counter and
 * the first items in parallel. Then one BatchGet for the caller's votes.
 */
export async function listDeals(
  filter: DealFilter,
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  const list = dealListFor(filter);
  const readCounter = async () =>
    (await db.send(new GetCommand({ TableName: tableName(), Key: keys.dealListCount(list.name) }))).Item;
  const readItems = async (endKey: string | undefined, limit: number) => {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: list.index,
        KeyConditionExpression: endKey ? '#pk = :pk AND #sk < :end' : '#pk = :pk',
        ExpressionAttributeNames: endKey ? { '#pk': list.pk, '#sk': list.sk } : { '#pk': list.pk },
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
    counter = await readCounter();
    const at = locate(counter, page * size, 'newest');
    items = at ? (await readItems(blockEndKey(at.block), at.offset + size)).slice(at.offset) : [];
  }
  const votes =
    userId && items.length
      ? await votesOf(
          items.map((i) => String(i.id)),
          userId,
        )
      : new Map();
  const content = items.map((item) => toDeal(item, votes.get(String(item.id)) ?? null));
  return pageOf(content, page, size, totalOf(counter));
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

/** Search results, newest first, with an exact total (see search-terms.ts). */
export async function searchDeals(
  text: string,
  filter: DealFilter,
  page: number,
  size: number,
  userId: string | null,
): Promise<Page<Deal>> {
  const query = parseQuery(text);
  const ids = query ? await findDealIds(query, filter) : [];
  const content = await loadDeals(ids.slice(page * size, (page + 1) * size), userId);
  return pageOf(content, page, size, ids.length);
}
