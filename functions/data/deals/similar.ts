import { createHash } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { SIMILAR_DEALS_DAYS, SIMILAR_DEALS_MAX } from '@shared/limits';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import type { TxItem } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { walkListedDeals } from './listed-deals';
import { loadDeals } from './record';
import { findDealIds, words } from './search-terms';

/**
 * The earlier deals a new one may repeat (`GET /api/deals/similar`): those of the last
 * SIMILAR_DEALS_DAYS with the same link, then those with a very close title. Shown by the deal
 * form before publishing; nothing is refused on their account.
 */

const DAY_MS = 86_400_000;

/** Query parameters that say where a visitor came from, not what the page is. */
const TRACKING = /^(utm_\w+|fbclid|gclid|dclid|msclkid|igshid|mc_cid|mc_eid|ref|ref_src|aff(iliate)?_?id)$/i;

/**
 * A link as the same page, whatever way it was pasted: http or https, `www.` or `m.`, a trailing
 * slash, tracking parameters, the fragment, the query's order and the case of the host; null for
 * what is no http(s) address.
 */
export function linkKey(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const port = parsed.port ? `:${parsed.port}` : '';
  const path = parsed.pathname.replace(/\/+$/, '');
  const params = [...parsed.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    // By code unit, not locale: the key must come out the same on every machine.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params)}` : '';
  return `${host}${port}${path}${query}`;
}

/** A link's partition: the hash of its key (a key may be 2 KB, longer than DynamoDB's limit for one). */
const linkPartition = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The marker that finds a deal by its link, newest first, put with the deal and again when an
 * edit changes the link. It expires (`ttl`) once the deal is older than the lookup looks; a
 * marker the deal no longer matches (edited, deleted, hidden) is dropped at read.
 */
export function linkMarkerPut(deal: { id: string; seq: number; url?: string; createdAt: string }): TxItem | undefined {
  const key = deal.url ? linkKey(deal.url) : null;
  if (!key) return undefined;
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.dealLink(linkPartition(key), seqKey(deal.seq)),
        dealId: deal.id,
        ttl: Math.ceil((Date.parse(deal.createdAt) + SIMILAR_DEALS_DAYS * DAY_MS) / 1000),
      },
    },
  };
}

/** Whether an edit from `before` to `after` needs a new link marker. */
export const linkChanged = (before: { url?: string }, after: { url?: string }) =>
  !!after.url && linkKey(after.url) !== (before.url ? linkKey(before.url) : null);

/** Share of words two titles have in common (Dice's coefficient over their search words). */
export function titleSimilarity(a: string, b: string) {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (!x.size || !y.size) return 0;
  let common = 0;
  for (const word of x) if (y.has(word)) common++;
  return (2 * common) / (x.size + y.size);
}

/** How close a title must be to count as the same deal. */
export const CLOSE_TITLE = 0.6;
/** Deals read by the title's two most telling words, newest first, before the closeness check. */
const TITLE_CANDIDATES = 20;

async function idsByLink(url: string): Promise<string[]> {
  const key = linkKey(url);
  if (!key) return [];
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.dealLink(linkPartition(key), '').PK },
      ScanIndexForward: false,
      Limit: SIMILAR_DEALS_MAX * 2,
    }),
  );
  return (out.Items ?? []).map((item) => String(item.dealId));
}

/** Newest deals holding the title's two longest words (the search index, in one round of reads). */
async function idsByTitle(title: string): Promise<string[]> {
  const telling = [...new Set(words(title))].sort((a, b) => b.length - a.length).slice(0, 2);
  if (telling.length < 2) return [];
  const found = await findDealIds({ exact: [telling[0]], last: telling[1] }, {}, TITLE_CANDIDATES, 'new');
  return found.ids;
}

/**
 * Up to SIMILAR_DEALS_MAX visible deals of the last SIMILAR_DEALS_DAYS: the same link first, then
 * a very close title (CLOSE_TITLE), newest first within each, `exclude` (the deal being edited) left out.
 */
export async function findSimilarDeals(
  input: { url?: string; title?: string },
  userId: string | null,
  exclude?: string,
): Promise<Deal[]> {
  const [byLink, byTitle] = await Promise.all([
    input.url ? idsByLink(input.url) : [],
    input.title ? idsByTitle(input.title) : [],
  ]);
  const deals = await loadDeals([...byLink, ...byTitle], userId);
  const since = Date.now() - SIMILAR_DEALS_DAYS * DAY_MS;
  const key = input.url ? linkKey(input.url) : null;
  const sameLink = (d: Deal) => !!key && !!d.url && linkKey(d.url) === key;
  const closeTitle = (d: Deal) => !!input.title && titleSimilarity(input.title, d.title) >= CLOSE_TITLE;
  return deals
    .filter((d) => d.id !== exclude && Date.parse(d.createdAt) >= since && (sameLink(d) || closeTitle(d)))
    .sort((a, b) => Number(sameLink(b)) - Number(sameLink(a)) || b.createdAt.localeCompare(a.createdAt))
    .slice(0, SIMILAR_DEALS_MAX);
}

/**
 * Puts the link markers of the deals of the last SIMILAR_DEALS_DAYS posted before markers existed
 * (`npm run migrate`), reading the list of every deal newest first; returns how many it put.
 */
export async function backfillLinkMarkers() {
  const since = new Date(Date.now() - SIMILAR_DEALS_DAYS * DAY_MS).toISOString();
  let put = 0;
  await walkListedDeals(
    async (deals) => {
      const recent = deals.filter((deal) => deal.createdAt >= since);
      const markers = recent.flatMap((deal) => linkMarkerPut(deal)?.Put ?? []);
      for (let i = 0; i < markers.length; i += 25)
        await Promise.all(markers.slice(i, i + 25).map((marker) => db.send(new PutCommand(marker))));
      put += markers.length;
      // Newest first: past the window, the rest is older still.
      return recent.length === deals.length;
    },
    { newestFirst: true },
  );
  return put;
}
