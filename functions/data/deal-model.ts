import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { discountPercent } from '@shared/deal-rules';
import { dealLists, keys } from '@shared/table';
import { db, tableName } from '../lib/clients';
import { batchGet } from './dynamo';
import { seqKey } from './ordered-list';

/** A deal as stored (the item also carries its keys and its four list index keys). */
export interface DealRecord {
  id: string;
  /** Creation order; the lists' sort key. */
  seq: number;
  title: string;
  description: string;
  price: number;
  originalPrice?: number;
  url?: string;
  merchant?: string;
  promoCode?: string;
  city: string;
  category: string;
  imageUrl?: string;
  expiresAt?: string;
  author: string;
  authorUsername: string;
  upvotes: number;
  downvotes: number;
  commentsCount: number;
  /** Bumped by every edit: edits and deletes are conditioned on it. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Set when a delete starts (functions/data/deal-delete.ts): the deal is gone for everyone. */
  state?: 'deleting';
}

/** The attribute holding a deal's state; every write touching a live deal checks it is absent. */
export const STATE = 'state';
/** Condition (with `#state` named) that a deal item exists and no delete has started. */
export const LIVE_DEAL = 'attribute_exists(PK) AND attribute_not_exists(#state)';
export const LIVE_DEAL_NAMES = { '#state': STATE };

/** A deal item as the public sees it: one being deleted is absent. */
const live = (item: Record<string, unknown> | undefined) => (item && !item[STATE] ? item : undefined);

/** The index keys that put a deal in its four lists. */
export function listIndexKeys(deal: Pick<DealRecord, 'seq' | 'city' | 'category'>) {
  const out: Record<string, string> = {};
  for (const list of dealLists(deal.city, deal.category)) {
    out[list.pk] = list.value;
    out[list.sk] = seqKey(deal.seq);
  }
  return out;
}

/** The full item of a deal. */
export const dealItem = (deal: DealRecord) => ({
  ...keys.deal(deal.id),
  type: 'DEAL',
  ...deal,
  ...listIndexKeys(deal),
});

/** The API shape (docs/api.md#shapes), with the caller's vote. */
export function toDeal(item: object, vote: boolean | null = null, now = Date.now()): Deal {
  const d = item as unknown as DealRecord;
  const upvotes = Math.max(0, Number(d.upvotes ?? 0));
  const downvotes = Math.max(0, Number(d.downvotes ?? 0));
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    price: Number(d.price),
    originalPrice: d.originalPrice ?? null,
    discountPercent: discountPercent(Number(d.price), d.originalPrice),
    url: d.url ?? null,
    merchant: d.merchant ?? null,
    promoCode: d.promoCode ?? null,
    city: d.city,
    category: d.category,
    imageUrl: d.imageUrl ?? null,
    expiresAt: d.expiresAt ?? null,
    expired: !!d.expiresAt && Date.parse(d.expiresAt) <= now,
    author: d.author,
    authorUsername: d.authorUsername,
    upvotes,
    downvotes,
    score: upvotes - downvotes,
    commentsCount: Math.max(0, Number(d.commentsCount ?? 0)),
    userVote: vote === null ? null : { isPositive: vote },
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export async function getDealRecord(id: string): Promise<DealRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.deal(id), ConsistentRead: true }));
  return live(out.Item) as DealRecord | undefined;
}

/** A deal and the member's vote on it, in one round trip. */
export async function getDealAndVote(id: string, userId: string | null) {
  if (!userId) return { deal: await getDealRecord(id), vote: null };
  const dealKey = keys.deal(id);
  const items = await batchGet([dealKey, keys.vote(id, userId)], true);
  const deal = live(items.find((i) => i.SK === dealKey.SK)) as DealRecord | undefined;
  const vote = items.find((i) => i.SK !== dealKey.SK);
  return { deal, vote: vote ? Boolean(vote.isPositive) : null };
}

/**
 * Deals by id, in the given order (missing ones left out), each with the member's vote: one
 * BatchGet of at most 100 keys (a page is at most 50 deals).
 */
export async function loadDeals(ids: string[], userId: string | null): Promise<Deal[]> {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const wanted = [...unique.map((id) => keys.deal(id)), ...(userId ? unique.map((id) => keys.vote(id, userId)) : [])];
  const items = await batchGet(wanted, false);
  const deals = new Map<string, Record<string, unknown>>();
  const votes = new Map<string, boolean>();
  for (const item of items) {
    if (item.SK === 'DEAL') {
      if (live(item)) deals.set(String(item.id), item);
    } else votes.set(String(item.PK).slice('DEAL#'.length), Boolean(item.isPositive));
  }
  return unique.flatMap((id) => {
    const deal = deals.get(id);
    return deal ? [toDeal(deal, votes.get(id) ?? null)] : [];
  });
}

/** The member's votes on these deals (at most 100 ids), deal id → isPositive. */
export async function votesOf(dealIds: string[], userId: string): Promise<Map<string, boolean>> {
  const unique = [...new Set(dealIds)];
  const items = unique.length
    ? await batchGet(
        unique.map((id) => keys.vote(id, userId)),
        false,
      )
    : [];
  return new Map(items.map((item) => [String(item.PK).slice('DEAL#'.length), Boolean(item.isPositive)]));
}
