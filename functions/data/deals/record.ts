import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal, DealType } from '@shared/api-types';
import { dealTypeOf, discountPercent } from '@shared/deal-rules';
import { voteCounts } from '@shared/vote-math';
import { dealImage, type PictureFacts } from '@shared/image-variants';
import { merchantSlug } from '@shared/merchants';
import { keys, dealIdOf, followerOf, saverOf, voterOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { batchGet } from '../table/dynamo';
import { placementKeys } from './list-rank';
import { standingOf } from '../members/trust';

/** A deal as stored (the item also carries its keys and its four list index keys). */
export interface DealRecord {
  id: string;
  /** Creation order; the lists' sort key. */
  seq: number;
  title: string;
  description: string;
  price: number;
  originalPrice?: number;
  /** Its type (`type` in the API; the item's `type` names the kind of item); absent before migration deal-types. */
  dealType?: DealType;
  url?: string;
  /** The merchant's name as shown: its canonical name when the deal was written or merged. */
  merchant?: string;
  /** The merchant's slug (functions/data/merchants/merchants.ts); absent before migration merchants. */
  merchantSlug?: string;
  promoCode?: string;
  /** A code promo's minimum basket, in DZD. */
  minBasket?: number;
  city: string;
  category: string;
  imageUrl?: string;
  /**
   * Its picture's variants, copied from the image record once the variants job made them
   * (functions/jobs/image-variants-job.ts, and the events Lambda for a deal written after). Only
   * valid while `file` is still imageUrl's: an edit that swaps pictures leaves it behind.
   */
  picture?: PictureFacts;
  expiresAt?: string;
  author: string;
  authorUsername: string;
  upvotes: number;
  downvotes: number;
  /** Of those, the votes cast by trusted members (deals/votes.ts): what the Hot points wait for. */
  trustedUpvotes?: number;
  trustedDownvotes?: number;
  commentsCount: number;
  /** Bumped by every edit: edits and deletes are conditioned on it. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** Set when a delete starts (functions/data/deals/delete.ts): the deal is gone for everyone. */
  state?: 'deleting';
  /** Set when it expired (functions/data/deals/expiry.ts); an expired deal leaves the active orders. */
  expiredAt?: string;
  /**
   * Every member who ever flagged it expired, kept when it is made active again: one flag per
   * member and deal, for good (never shown: the API says whether the caller is among them).
   */
  expiryFlaggers?: Set<string>;
  /** Flags since it was last made active, trusted or not (reset to 0 when made active again). */
  expiryFlagsCount?: number;
  /** Trusted members who flagged it since it was last made active (removed when made active again). */
  trustedExpiryFlaggers?: Set<string>;
  /** Its Hot-order index key while active and hot (deals/list-rank.ts): writes moving it are conditioned on it. */
  HSK?: string;
  /** When its votes last took it to the hot threshold (deals/votes.ts). */
  heatedAt?: string;
  /**
   * Set while moderation hides it (deals/visibility.ts): out of every list, search and the sitemap,
   * 404 to all but its author and admins, and closed to votes, saves, comments and flags.
   */
  hiddenAt?: string;
}

/** What the caller's own marks on a deal are: their vote, whether they saved it, who they are. */
export interface CallerMarks {
  userId: string | null;
  vote: boolean | null;
  saved: boolean;
  followed: boolean;
}

export const GUEST: CallerMarks = { userId: null, vote: null, saved: false, followed: false };
/** A member's marks on a deal they neither voted on, saved nor follow. */
const unmarked = (userId: string | null): CallerMarks => ({ userId, vote: null, saved: false, followed: false });

/** The attribute holding a deal's state; every write touching a live deal checks it is absent. */
export const STATE = 'state';
/** Condition (with `#state` named) that a deal item exists and no delete has started. */
export const LIVE_DEAL = 'attribute_exists(PK) AND attribute_not_exists(#state)';
export const LIVE_DEAL_NAMES = { '#state': STATE };

/**
 * The check, beside a write to one of its comments, that the deal is live and not hidden: a
 * hidden deal's comments are frozen with it, and a deal being deleted is read once by its purge.
 */
export const openDealCheck = (dealId: string) => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.deal(dealId),
    ConditionExpression: `${LIVE_DEAL} AND attribute_not_exists(hiddenAt)`,
    ExpressionAttributeNames: LIVE_DEAL_NAMES,
  },
});

/** Condition that the deal is hidden, or not, as read: hiding moves its lists, terms and counts. */
export const hiddenAsRead = (deal: Pick<DealRecord, 'hiddenAt'>) =>
  deal.hiddenAt ? 'attribute_exists(hiddenAt)' : 'attribute_not_exists(hiddenAt)';

/** A deal item as the public sees it: one being deleted is absent. */
const live = (item: Record<string, unknown> | undefined) => (item && !item[STATE] ? item : undefined);

/** The full item of a deal. */
export const dealItem = (deal: DealRecord) => ({
  ...keys.deal(deal.id),
  type: 'DEAL',
  ...deal,
  ...placementKeys(deal),
});

/** When a deal expired: marked, or past its expiry date (the expiry job marks those within minutes). */
export function expiredAtOf(d: Pick<DealRecord, 'expiredAt' | 'expiresAt'>, now = Date.now()) {
  if (d.expiredAt) return d.expiredAt;
  return d.expiresAt && Date.parse(d.expiresAt) <= now ? d.expiresAt : null;
}

/** The deal's picture variants, when they are made for its current picture. */
function pictureOf(d: Pick<DealRecord, 'imageUrl' | 'picture'>) {
  const file = d.imageUrl ? d.imageUrl.slice('/images/'.length) : null;
  return file && d.picture?.file === file ? dealImage(d.picture) : null;
}

/** The API shape (docs/api.md#shapes), with the caller's marks. */
export function toDeal(item: object, caller: CallerMarks = GUEST, now = Date.now()): Deal {
  const d = item as unknown as DealRecord;
  const expiredAt = expiredAtOf(d, now);
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    price: Number(d.price),
    originalPrice: d.originalPrice ?? null,
    discountPercent: discountPercent(Number(d.price), d.originalPrice),
    type: dealTypeOf({ type: d.dealType, promoCode: d.promoCode }),
    url: d.url ?? null,
    merchant: d.merchant ?? null,
    merchantSlug: d.merchant ? (d.merchantSlug ?? merchantSlug(d.merchant)) : null,
    promoCode: d.promoCode ?? null,
    minBasket: d.minBasket ?? null,
    city: d.city,
    category: d.category,
    imageUrl: d.imageUrl ?? null,
    image: pictureOf(d),
    expiresAt: d.expiresAt ?? null,
    expired: expiredAt !== null,
    expiredAt,
    // A deal flagged before the count was kept: its flaggers were the current period's then.
    expiryFlags: Number(d.expiryFlagsCount ?? d.expiryFlaggers?.size ?? 0),
    trustedExpiryFlags: d.trustedExpiryFlaggers?.size ?? 0,
    flaggedExpired: !!caller.userId && !!d.expiryFlaggers?.has(caller.userId),
    author: d.author,
    authorUsername: d.authorUsername,
    ...voteCounts(Number(d.upvotes ?? 0), Number(d.downvotes ?? 0)),
    commentsCount: Math.max(0, Number(d.commentsCount ?? 0)),
    userVote: caller.vote === null ? null : { isPositive: caller.vote },
    saved: caller.saved,
    followed: caller.followed,
    hidden: !!d.hiddenAt,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
  };
}

export async function getDealRecord(id: string): Promise<DealRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.deal(id), ConsistentRead: true }));
  return live(out.Item) as DealRecord | undefined;
}

/**
 * A deal and the caller's marks on it (vote, saved), in one round trip; with `standing`, the
 * caller's standing (user record and stats, functions/data/members/trust.ts) in the same BatchGet.
 */
export async function getDealFor(id: string, userId: string | null, { standing = false } = {}) {
  if (!userId)
    return { deal: await getDealRecord(id), marks: GUEST, savedSeq: undefined, saveAway: false, voteItem: undefined };
  const dealKey = keys.deal(id);
  const voteKey = keys.vote(id, userId);
  const [userKey, statsKey] = [keys.user(userId), keys.userStats(userId)];
  const items = await batchGet([dealKey, ...markKeys([id], userId), ...(standing ? [userKey, statsKey] : [])], true);
  const find = (key: { PK: string; SK: string }) => items.find((i) => i.PK === key.PK && i.SK === key.SK);
  const deal = live(find(dealKey)) as DealRecord | undefined;
  const save = find(keys.saveOfDeal(id, userId));
  const user = standing ? find(userKey) : undefined;
  const stats = standing ? find(statsKey) : undefined;
  return {
    deal,
    marks: marksIn(items, userId).get(id) ?? unmarked(userId),
    /** The save's number in the member's list, when saved. */
    savedSeq: save ? Number(save.seq) : undefined,
    /** The save is out of the member's list while the deal is hidden (deals/visibility.ts). */
    saveAway: !!save?.away,
    /** The caller's vote item as stored (what it gave: deals/votes.ts). */
    voteItem: find(voteKey),
    /** Asked with `standing`: the caller's standing now, and their stats item as read. */
    standing: user ? standingOf(user, stats) : undefined,
    stats,
  };
}

/** The caller's marks found among vote, save and follow items, by deal id. */
function marksIn(items: Record<string, unknown>[], userId: string) {
  const marks = new Map<string, CallerMarks>();
  for (const item of items) {
    const sk = String(item.SK);
    const voted = voterOf(sk) === userId;
    const saved = saverOf(sk) === userId;
    if (!voted && !saved && followerOf(sk) !== userId) continue;
    const id = dealIdOf(item.PK)!;
    const mark = marks.get(id) ?? unmarked(userId);
    if (voted) mark.vote = Boolean(item.isPositive);
    else if (saved) mark.saved = true;
    else mark.followed = true;
    marks.set(id, mark);
  }
  return marks;
}

/** The keys of the caller's vote, save and follow on each deal. */
const markKeys = (ids: string[], userId: string) =>
  ids.flatMap((id) => [keys.vote(id, userId), keys.saveOfDeal(id, userId), keys.follow(id, userId)]);

/**
 * Deals by id, in the given order (missing ones left out), each with the caller's marks: one
 * BatchGet wave (a page is at most 50 deals: 200 keys, two requests sent together).
 */
export async function loadDeals(ids: string[], userId: string | null): Promise<Deal[]> {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  const items = await batchGet([...unique.map((id) => keys.deal(id)), ...(userId ? markKeys(unique, userId) : [])]);
  const deals = new Map<string, Record<string, unknown>>();
  // A hidden deal is in no list; one hidden between a list's read and this one is left out too.
  for (const item of items) if (item.SK === 'DEAL' && live(item) && !item.hiddenAt) deals.set(String(item.id), item);
  const marks = userId ? marksIn(items, userId) : new Map<string, CallerMarks>();
  return unique.flatMap((id) => {
    const deal = deals.get(id);
    return deal ? [toDeal(deal, marks.get(id) ?? unmarked(userId))] : [];
  });
}

/** The caller's marks on these deals (at most 50 ids: 150 keys), by deal id. */
export async function marksOf(dealIds: string[], userId: string): Promise<Map<string, CallerMarks>> {
  const unique = [...new Set(dealIds)];
  return unique.length ? marksIn(await batchGet(markKeys(unique, userId)), userId) : new Map();
}

/** A deal item as read, with the caller's marks: what list pages answer. */
export const dealFor = (item: Record<string, unknown>, marks: Map<string, CallerMarks>, userId: string | null) =>
  toDeal(item, marks.get(String(item.id)) ?? unmarked(userId));
