import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type DealList, EXPIRING, dealIdOf, keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { batchGet } from '../table/dynamo';

/**
 * Active deals past their expiry date that the expiry job (deals/expiry.ts, every few minutes) has
 * not marked yet. The active orders leave them out at their date: their pages skip them and their
 * totals subtract them (docs/architecture.md#expired-at-their-date). They are the head of the
 * expiry queue (GSI13, soonest first), a few deals at most between two runs of the job.
 */

/** How many overdue deals a list read looks at: past it (the job stopped for long), totals may count a few too many. */
const OVERDUE_READ = 100;

export interface Overdue {
  /** Ids of this list's overdue deals. */
  ids: Set<string>;
  /** Their sort keys in the order read, newest (highest) first. */
  sortKeys: string[];
}

export const NO_OVERDUE: Overdue = { ids: new Set(), sortKeys: [] };

/** Ids of every overdue deal, of any list: one Query of the expiry queue's head. */
export async function overdueIds(now = new Date()): Promise<string[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI13',
      KeyConditionExpression: 'XPK = :p AND XSK < :now',
      ExpressionAttributeValues: { ':p': EXPIRING, ':now': now.toISOString() },
      Limit: OVERDUE_READ,
    }),
  );
  return (out.Items ?? []).map((item) => dealIdOf(item.PK)).filter((id): id is string => !!id);
}

/**
 * The overdue deals of one list in one active order (`sk`: LSK or HSK): one Query of the expiry
 * queue and, when it holds any, one BatchGet of their list keys (on the item holding the list's:
 * the deal or its placement item).
 */
export async function overdueIn(list: DealList, sk: string, now = new Date()): Promise<Overdue> {
  const dealIds = await overdueIds(now);
  if (!dealIds.length) return NO_OVERDUE;
  const items = await batchGet(
    dealIds.map((id) => keys.dealPlacement(id, list.holder)),
    false,
    `id, expiresAt, ${list.pk}, ${sk}`,
  );
  // In this list's partition and order: counted in its `live` total, read by its pages.
  const inList = items.filter(
    (item) =>
      item[list.pk] === list.value &&
      typeof item[sk] === 'string' &&
      typeof item.expiresAt === 'string' &&
      Date.parse(item.expiresAt) <= now.getTime(),
  );
  return {
    ids: new Set(inList.map((item) => String(item.id))),
    sortKeys: inList.map((item) => String(item[sk])).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)),
  };
}

/** How many of the overdue deals come before a deal with this sort key in a newest-first order. */
export const overdueBefore = (overdue: Overdue, sortKey: string) => overdue.sortKeys.filter((k) => k > sortKey).length;
