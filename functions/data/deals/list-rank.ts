import { isHot, temperatureOf } from '@shared/deal-rules';
import { EXPIRING, HOT_SK, LIVE_SK, type ListHolder, type Listed, dealLists, keys, listsOfDeal } from '@shared/table';
import { tableName } from '../../lib/clients';
import type { TxItem } from '../table/dynamo';
import { blockOf, countOps, seqKey } from '../table/list-counts';

/**
 * Where a deal sits in its lists (all, city, category, both; the same four for its type; its
 * merchant's, all and of its type: shared/table.ts listsOfDeal), each read in three orders
 * (docs/architecture.md#exact-pages-of-ordered-lists):
 * - every deal, newest first: index keys GSIn{PK,SK} = list, sequence;
 * - active deals (not expired), newest first: LSK = sequence, set only while active;
 * - active hot deals, most recently heated first: HSK = heating time#sequence, set only while
 *   active and hot (the vote that takes it to HOT_THRESHOLD sets it, one that takes it below
 *   removes it: deals/votes.ts).
 * Each list's head item keeps the exact totals, `total` (every deal), `live` (active deals) and
 * `hot` (active hot deals),
 * and its chunk items the page positions (table/list-counts.ts): b<block> (every deal, by block of 25
 * sequence numbers), l<block> (active deals) and h<bucket> (active hot deals by hour of heating). An active deal with an expiry date also carries
 * XPK/XSK, the expiry job's queue (GSI13). A deal hidden by moderation is in no list and no
 * count: it has none of these keys (deals/visibility.ts). The deal's own item carries the keys of
 * its first four lists; its placement items (keys.dealPlacement) the others', written in the same
 * transactions (placementItemOps).
 */

/** The heating time's origin: keys stay small and positive for every deal. */
const HOT_EPOCH_MS = Date.UTC(2025, 0, 1);
const RANK_DIGITS = 13;
/** Hot buckets: one per hour of heating (a chunk item's 64 buckets span 64 hours). */
const BUCKET_SIZE = 3_600_000;

/** A deal is in the Hot order while its net votes make it hot (shared/deal-rules.ts isHot). */
export const heatsAt = (net: number) => isHot(temperatureOf(net, 0));

/**
 * The HSK value of a deal heated at `heatedAt` (when its votes last took it to HOT_THRESHOLD or
 * above): milliseconds since HOT_EPOCH_MS, then the sequence so deals heated in the same
 * millisecond list the newest first.
 */
export const hotKey = (heatedAt: string, seq: number) => {
  const ms = Math.max(0, Date.parse(heatedAt) - HOT_EPOCH_MS);
  return `${String(ms).padStart(RANK_DIGITS, '0')}#${seqKey(seq)}`;
};

/** The heating time (ms since HOT_EPOCH_MS) an HSK value (hotKey) holds. */
export const hotRankOf = (hsk: string) => Number(hsk.slice(0, hsk.indexOf('#')));

const hotBucket = (rank: number) => Math.floor(rank / BUCKET_SIZE);

/** The bucket an HSK value lies in. */
export const hotBucketOf = (hsk: string) => hotBucket(hotRankOf(hsk));

/** Exclusive upper HSK bound of a bucket, for reading it most recently heated first. */
export const hotBucketEndKey = (bucket: number) => String((bucket + 1) * BUCKET_SIZE).padStart(RANK_DIGITS, '0');

/** What placing a deal needs from its record. */
export interface Placeable extends Listed {
  id: string;
  seq: number;
  upvotes: number;
  downvotes: number;
  createdAt: string;
  expiresAt?: string;
  /** Set once the deal expired (by its author, an admin, members' flags or its date). */
  expiredAt?: string;
  /** Its Hot-order key as stored, while active and hot. */
  HSK?: string;
  /** When its votes last took it to HOT_THRESHOLD or above (kept when it cools or expires). */
  heatedAt?: string;
  /** Set while moderation hides it. */
  hiddenAt?: string;
}

/** The HSK an active deal has: the one stored (deals/votes.ts keeps it in line with its votes). */
const hotKeyOf = (deal: Placeable) => deal.HSK;

/**
 * The HSK of a deal coming back to the active lists (made active again, shown again): the one of
 * its last heating while its votes make it hot, else none.
 */
export const rejoinedHotKey = (deal: Placeable) =>
  heatsAt(deal.upvotes - deal.downvotes) ? hotKey(deal.heatedAt ?? deal.createdAt, deal.seq) : undefined;

/** Index attributes an active deal carries and an expired one does not. */
export const ACTIVE_ATTRS = [LIVE_SK, HOT_SK, 'XPK', 'XSK'] as const;

/** Every index key attribute a deal may carry. */
const PLACEMENT_ATTRS = [...dealLists('', '').flatMap((list) => [list.pk, list.sk]), ...ACTIVE_ATTRS];

/**
 * Every index key attribute the `holder` item of a deal carries in this state (list keys unless
 * hidden; the active orders' while active; the expiry queue's on the deal item only).
 */
export function placementKeys(deal: Placeable, holder: ListHolder = 'DEAL'): Record<string, string> {
  const out: Record<string, string> = {};
  const lists = listsOfDeal(deal).filter((list) => list.holder === holder);
  if (deal.hiddenAt || !lists.length) return out;
  for (const list of lists) {
    out[list.pk] = list.value;
    out[list.sk] = seqKey(deal.seq);
  }
  if (!deal.expiredAt) {
    out[LIVE_SK] = seqKey(deal.seq);
    const hot = hotKeyOf(deal);
    if (hot) out[HOT_SK] = hot;
    if (deal.expiresAt && holder === 'DEAL') {
      out.XPK = EXPIRING;
      out.XSK = `${deal.expiresAt}#${deal.id}`;
    }
  }
  return out;
}

/** SET and REMOVE parts of an UpdateItem that move a deal's index keys to this state. */
export function placementUpdate(deal: Placeable, tag = 'p') {
  const set = placementKeys(deal);
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  const assignments = Object.entries(set).map(([attr, value], i) => {
    names[`#${tag}${i}`] = attr;
    values[`:${tag}${i}`] = value;
    return `#${tag}${i} = :${tag}${i}`;
  });
  const removed = PLACEMENT_ATTRS.filter((attr) => !(attr in set));
  return { assignments, removed, names, values };
}

/** The deal's placement items: holders of lists besides its own item. */
const PLACEMENT_HOLDERS = ['LISTS#TYPE', 'LISTS#MERCHANT'] as const;

/**
 * The placement item of `holder` for a deal in this state, or null when it is in none of that
 * holder's lists: the list keys, and what list reads need without the deal (its id, creation and
 * expiry dates: deals/overdue.ts, deals/ranked-pages.ts).
 */
function placementItem(deal: Placeable | null, holder: ListHolder) {
  const placed = deal && placementKeys(deal, holder);
  if (!deal || !placed || !Object.keys(placed).length) return null;
  return {
    ...keys.dealPlacement(deal.id, holder),
    id: deal.id,
    createdAt: deal.createdAt,
    ...(deal.expiresAt ? { expiresAt: deal.expiresAt } : {}),
    ...placed,
  };
}

/**
 * The writes that move a deal's placement items from one state to another (null: absent):
 * a Put where the item changes, a Delete where it goes, nothing where it stays the same. Part of
 * every transaction that moves the deal's own list keys, whose conditions guard them too.
 */
export function placementItemOps(before: Placeable | null, after: Placeable | null): TxItem[] {
  const TableName = tableName();
  return PLACEMENT_HOLDERS.flatMap((holder): TxItem[] => {
    const [was, next] = [placementItem(before, holder), placementItem(after, holder)];
    if (next) return JSON.stringify(was) === JSON.stringify(next) ? [] : [{ Put: { TableName, Item: next } }];
    const id = (before ?? after)?.id;
    return was && id ? [{ Delete: { TableName, Key: keys.dealPlacement(id, holder) } }] : [];
  });
}

/**
 * The counter changes that move a deal from one state to another (null: absent, as before a
 * create or after a delete): ADDs to the head and chunk items whose counts change, nothing for
 * the others.
 */
export function listCountOps(before: Placeable | null, after: Placeable | null): TxItem[] {
  const byList = new Map<string, Record<string, number>>();
  const count = (deal: Placeable | null, sign: number) => {
    if (!deal || deal.hiddenAt) return;
    for (const list of listsOfDeal(deal)) {
      const deltas = byList.get(list.name) ?? {};
      byList.set(list.name, deltas);
      const bump = (attr: string) => (deltas[attr] = (deltas[attr] ?? 0) + sign);
      bump('total');
      bump(`b${blockOf(deal.seq)}`);
      if (!deal.expiredAt) {
        bump('live');
        bump(`l${blockOf(deal.seq)}`);
        const hot = hotKeyOf(deal);
        if (hot) {
          bump('hot');
          bump(`h${hotBucketOf(hot)}`);
        }
      }
    }
  };
  count(before, -1);
  count(after, 1);
  return [...byList].flatMap(([name, deltas]) => countOps(keys.dealListCount(name), deltas, 'newest'));
}

/** The counter changes of a deal's Hot entries alone: what the migration re-keying them adds. */
export function hotCountOps(deal: Placeable): TxItem[] {
  const hot = !deal.hiddenAt && !deal.expiredAt && hotKeyOf(deal);
  if (!hot) return [];
  return listsOfDeal(deal).flatMap((list) =>
    countOps(keys.dealListCount(list.name), { hot: 1, [`h${hotBucketOf(hot)}`]: 1 }, 'newest'),
  );
}
