import { HOT_DECAY_HOURS } from '@shared/limits';
import { EXPIRING, HOT_SK, LIVE_SK, dealLists, keys } from '@shared/table';
import type { TxItem } from '../table/dynamo';
import { blockOf, countOps, seqKey } from '../table/list-counts';

/**
 * Where a deal sits in its four lists (all, city, category, both), each read in three orders
 * (docs/architecture.md#exact-pages-of-ordered-lists):
 * - every deal, newest first: index keys GSIn{PK,SK} = list, sequence;
 * - active deals (not expired), newest first: LSK = sequence, set only while active;
 * - active deals by hot rank: HSK = rank#sequence, set only while active.
 * Each list's head item keeps the exact totals, `total` (every deal) and `live` (active deals),
 * and its chunk items the page positions (table/list-counts.ts): b<block> (every deal, by block of 25
 * sequence numbers), l<block> (active deals) and h<bucket> (active deals by hot-rank bucket). An active deal with an expiry date also carries
 * XPK/XSK, the expiry job's queue (GSI13). A deal hidden by moderation is in no list and no
 * count: it has none of these keys (deals/visibility.ts).
 */

/** The rank's creation-time origin: ranks stay small and positive for every deal. */
const HOT_EPOCH_MS = Date.UTC(2025, 0, 1);
/** Rank units kept as an integer with this precision. */
const RANK_SCALE = 1_000_000;
/** Keeps the integer rank positive for deals with many downvotes. */
const RANK_OFFSET = 10;
const RANK_DIGITS = 13;
/** Hot buckets per rank unit: one bucket spans HOT_DECAY_HOURS / 16 (90 minutes) of postings. */
const BUCKET_SIZE = RANK_SCALE / 16;

/**
 * The vote level of a net score: its sign times the number of doublings, floor(log2(1 + |net|)):
 * 0 for 0, 1 for 1-2, 2 for 3-6, 3 for 7-14... The rank moves only when votes cross a level
 * (deals/votes.ts settles it then).
 */
const voteLevel = (net: number) => Math.sign(net) * Math.floor(Math.log2(1 + Math.abs(net)));

/**
 * The hot rank, as an integer: the vote level in units of log10(2) (each doubling of the net
 * votes) plus the creation time in units of HOT_DECAY_HOURS, so ten times the votes is worth
 * about HOT_DECAY_HOURS of freshness (docs/api.md#temperature).
 */
export function hotRank(net: number, createdAt: string) {
  const votes = voteLevel(net) * Math.LOG10E * Math.LN2;
  const age = (Date.parse(createdAt) - HOT_EPOCH_MS) / (HOT_DECAY_HOURS * 3_600_000);
  return Math.max(0, Math.round((votes + age + RANK_OFFSET) * RANK_SCALE));
}

/** The HSK value: rank, then sequence so equal ranks list the newest first. */
export const hotKey = (rank: number, seq: number) => `${String(rank).padStart(RANK_DIGITS, '0')}#${seqKey(seq)}`;

/** The rank an HSK value (hotKey) holds. */
export const hotRankOf = (hsk: string) => Number(hsk.slice(0, hsk.indexOf('#')));

const hotBucket = (rank: number) => Math.floor(rank / BUCKET_SIZE);

/** The bucket an HSK value lies in. */
export const hotBucketOf = (hsk: string) => hotBucket(hotRankOf(hsk));

/** Exclusive upper HSK bound of a bucket, for reading it highest rank first. */
export const hotBucketEndKey = (bucket: number) => String((bucket + 1) * BUCKET_SIZE).padStart(RANK_DIGITS, '0');

/** What placing a deal needs from its record. */
export interface Placeable {
  id: string;
  seq: number;
  city: string;
  category: string;
  upvotes: number;
  downvotes: number;
  createdAt: string;
  expiresAt?: string;
  /** Set once the deal expired (by its author, an admin, members' flags or its date). */
  expiredAt?: string;
  /** Its hot-rank key as stored, while active. */
  HSK?: string;
  /** Set while moderation hides it. */
  hiddenAt?: string;
}

/** The HSK an active deal has: the one stored, else the one its votes and age give. */
const hotKeyOf = (deal: Placeable) =>
  deal.HSK ?? hotKey(hotRank(deal.upvotes - deal.downvotes, deal.createdAt), deal.seq);

/** Index attributes an active deal carries and an expired one does not. */
export const ACTIVE_ATTRS = [LIVE_SK, HOT_SK, 'XPK', 'XSK'] as const;

/** Every index key attribute a deal may carry. */
const PLACEMENT_ATTRS = [...dealLists('', '').flatMap((list) => [list.pk, list.sk]), ...ACTIVE_ATTRS];

/** Every index key attribute of a deal in this state (list keys unless hidden; the rest while active). */
export function placementKeys(deal: Placeable): Record<string, string> {
  const out: Record<string, string> = {};
  if (deal.hiddenAt) return out;
  for (const list of dealLists(deal.city, deal.category)) {
    out[list.pk] = list.value;
    out[list.sk] = seqKey(deal.seq);
  }
  if (!deal.expiredAt) {
    out[LIVE_SK] = seqKey(deal.seq);
    out[HOT_SK] = hotKeyOf(deal);
    if (deal.expiresAt) {
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

/**
 * The counter changes that move a deal from one state to another (null: absent, as before a
 * create or after a delete): ADDs to the head and chunk items whose counts change, nothing for
 * the others.
 */
export function listCountOps(before: Placeable | null, after: Placeable | null): TxItem[] {
  const byList = new Map<string, Record<string, number>>();
  const count = (deal: Placeable | null, sign: number) => {
    if (!deal || deal.hiddenAt) return;
    for (const list of dealLists(deal.city, deal.category)) {
      const deltas = byList.get(list.name) ?? {};
      byList.set(list.name, deltas);
      const bump = (attr: string) => (deltas[attr] = (deltas[attr] ?? 0) + sign);
      bump('total');
      bump(`b${blockOf(deal.seq)}`);
      if (!deal.expiredAt) {
        bump('live');
        bump(`l${blockOf(deal.seq)}`);
        bump(`h${hotBucketOf(hotKeyOf(deal))}`);
      }
    }
  };
  count(before, -1);
  count(after, 1);
  return [...byList].flatMap(([name, deltas]) => countOps(keys.dealListCount(name), deltas, 'newest'));
}
