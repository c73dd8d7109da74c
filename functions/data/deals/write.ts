import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { MSG } from '@shared/messages';
import type { DealFields } from '@shared/schemas/deal';
import { keys } from '@shared/table';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { db, tableName } from '../../lib/clients';
import { attachImageOp, detachImageOp, imageFileFromUrl } from '../images/images';
import {
  type CallerMarks,
  type DealRecord,
  GUEST,
  LIVE_DEAL,
  STATE,
  dealItem,
  hiddenAsRead,
  getDealRecord,
  toDeal,
} from './record';
import { listCountOps, placementItemOps, placementUpdate, rejoinedHotKey } from './list-rank';
import { type MerchantChoice, chooseMerchant, merchantDealExit, merchantWrites } from '../merchants/merchants';
import { type CallerSession, type TxItem, confirmSession, failedAt, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { type Limit, slotsInTransaction } from '../members/rate-limits';
import { termChanges, termPuts } from './search-terms';
import { sitemapPut } from './sitemap';
import { linkChanged, linkMarkerPut } from './similar';
import { StatsDelta } from '../members/stats';

const OPTIONAL = [
  'originalPrice',
  'url',
  'merchant',
  'merchantSlug',
  'promoCode',
  'minBasket',
  'imageUrl',
  'expiresAt',
] as const;
const WRITABLE = ['title', 'description', 'price', 'dealType', 'city', 'category', ...OPTIONAL] as const;

const newDealId = () => randomBytes(12).toString('base64url');

/**
 * Reserves the next deal sequence number (creation order). A failed create leaves a harmless
 * gap. A single write: the caller's session is confirmed first.
 */
export async function reserveDealSeq(session: CallerSession | null): Promise<number> {
  await confirmSession(session);
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.dealSeq(),
      UpdateExpression: 'ADD #n :one',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.n);
}

export function imageUnavailable() {
  return badRequest(MSG.imageUnavailable, { imageUrl: MSG.imageUnavailable });
}

/** A deal's writable fields as stored: its type as `dealType`, its merchant as chosen (merchants.ts). */
function storedFields({ type, merchant, ...fields }: DealFields, choice: MerchantChoice | null) {
  return {
    ...fields,
    dealType: type,
    ...(choice ? { merchant: choice.name, merchantSlug: choice.slug } : merchant ? { merchant } : {}),
  };
}

/**
 * The record of a new deal: a fresh id, no votes or comments yet, version 1, dated `now`. Seeding
 * may give it a date already past: it starts expired. What createDeal writes, and what the bulk
 * seeder of the benchmarks writes (tests/bench/bulk-seed.ts).
 */
export function newDealRecord(
  fields: DealFields,
  author: { id: string; username: string },
  seq: number,
  now = new Date(),
  merchant: MerchantChoice | null = null,
): DealRecord {
  const at = now.toISOString();
  const deal: DealRecord = {
    id: newDealId(),
    seq,
    ...storedFields(fields, merchant),
    author: author.id,
    authorUsername: author.username,
    upvotes: 0,
    downvotes: 0,
    commentsCount: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  if (deal.expiresAt && Date.parse(deal.expiresAt) <= now.getTime()) deal.expiredAt = deal.expiresAt;
  return deal;
}

/** A new deal's companion items: its author's pointer to it and its empty comment counter. */
export const newDealCompanions = (deal: DealRecord) => ({
  authorDeal: { ...keys.userDeal(deal.author, seqKey(deal.seq)), dealId: deal.id },
  comments: { ...keys.commentCount(deal.id), total: 0, seq: 0 },
  // Its author follows it (deals/follows.ts) until they stop.
  follow: { ...keys.follow(deal.id, deal.author), followedAt: deal.createdAt },
});

/** Rounds of "the merchant chosen was merged meanwhile, choose again". */
const MAX_MERCHANT_ROUNDS = 3;

/**
 * Creates a deal in one transaction: the deal (in its lists through its index keys and its
 * placement items), the lists' counters, its merchant (merchants.ts merchantWrites), the author's pointer, follow and stats (the first_deal badge), the comment counter, the search terms,
 * the sitemap entry, its link's marker (deals/similar.ts), the picture's attachment and a slot of each of `limits` (the member's
 * posting limits; none when seeding): a refused deal writes nothing.
 */
export async function createDeal(
  fields: DealFields,
  author: { id: string; username: string },
  seq: number,
  session: CallerSession | null,
  now = new Date(),
  limits: Limit[] = [],
  /** Its merchant, when the caller chose it already (in parallel with its other reads). */
  merchant?: MerchantChoice | null,
): Promise<Deal> {
  let choice = merchant === undefined ? await chooseMerchant(fields) : merchant;
  for (let round = 1; ; round++) {
    try {
      return await createDealOnce(fields, author, seq, session, now, limits, choice);
    } catch (err) {
      if (!failedAt(err, 'merchant') || round >= MAX_MERCHANT_ROUNDS) throw err;
      choice = await chooseMerchant(fields);
    }
  }
}

async function createDealOnce(
  fields: DealFields,
  author: { id: string; username: string },
  seq: number,
  session: CallerSession | null,
  now: Date,
  limits: Limit[],
  choice: MerchantChoice | null,
): Promise<Deal> {
  const TableName = tableName();
  const deal = newDealRecord(fields, author, seq, now, choice);
  const at = deal.createdAt;
  const absent = 'attribute_not_exists(PK)';
  const image = imageFileFromUrl(deal.imageUrl);
  const slots = slotsInTransaction(limits);
  const companions = newDealCompanions(deal);
  const items = {
    deal: { Put: { TableName, Item: dealItem(deal), ConditionExpression: absent } },
    lists: listCountOps(null, deal),
    placements: placementItemOps(null, deal),
    ...(choice ? merchantWrites(choice, deal) : {}),
    authorDeal: { Put: { TableName, Item: companions.authorDeal } },
    comments: { Put: { TableName, Item: companions.comments, ConditionExpression: absent } },
    follow: { Put: { TableName, Item: companions.follow } },
    // The first_deal badge dated by the first deal (kept when it is already there).
    stats: new StatsDelta().add(author.id, 'dealsPosted', 1).badge(author.id, 'first_deal', at).ops(),
    sitemap: sitemapPut(seq, deal.id, at),
    terms: termPuts({ ...deal, seqKey: seqKey(seq) }),
    link: linkMarkerPut(deal),
    image: image && (attachImageOp(image, deal.id, author.id) as TxItem),
    ...slots.items,
  };
  try {
    await transact(items, { session });
  } catch (err) {
    const refused = slots.refusal(err);
    if (refused) throw refused;
    if (failedAt(err, 'image')) throw imageUnavailable();
    throw err;
  }
  return toDeal(dealItem(deal), { userId: author.id, vote: null, saved: false, followed: true });
}

/** Rounds of "a vote moved the deal's Hot entry meanwhile, read it again" before answering 409. */
const MAX_EDIT_ROUNDS = 5;

/**
 * Replaces a deal's writable fields (as read in `read`), conditioned on its version: moves it
 * between lists when the city or category changes, re-indexes its words, swaps pictures. The
 * expiry follows the date: a new future date makes an expired deal active again, a date already
 * past expires it at once.
 */
export async function updateDeal(
  read: DealRecord,
  fields: DealFields,
  editorId: string,
  session: CallerSession | null,
  marks: CallerMarks = GUEST,
) {
  let current = read;
  let choice = await editedMerchant(current, fields);
  for (let round = 0; round < MAX_EDIT_ROUNDS; round++) {
    const next = edited(current, fields, choice);
    try {
      await transact(editItems(current, next, editorId, choice), { session });
      return toDeal(dealItem(next), marks);
    } catch (err) {
      if (failedAt(err, 'newImage')) throw imageUnavailable();
      if (failedAt(err, 'merchant')) {
        choice = await chooseMerchant(fields);
        continue;
      }
      if (!failedAt(err, 'deal')) throw err;
      const now = await getDealRecord(current.id);
      // Gone or being deleted: 404; edited meanwhile: 409; only voted on: the same edit again.
      if (!now) throw notFound(MSG.dealNotFound);
      if (now.version !== current.version) throw conflict(MSG.dealChanged);
      current = now;
    }
  }
  throw conflict(MSG.dealChanged);
}

/**
 * The merchant an edit writes: the deal's own when its merchant's name and link are unchanged
 * (a merged merchant's deals were moved by the merge), else the one chosen for the new fields.
 */
async function editedMerchant(current: DealRecord, fields: DealFields): Promise<MerchantChoice | null> {
  const same = fields.merchant === current.merchant && fields.url === current.url;
  if (same && current.merchantSlug && current.merchant) return { slug: current.merchantSlug, name: current.merchant };
  return chooseMerchant(fields);
}

/** The deal once `fields` replace its writable ones. */
function edited(current: DealRecord, fields: DealFields, choice: MerchantChoice | null): DealRecord {
  const at = new Date().toISOString();
  const next: DealRecord = { ...current, updatedAt: at, version: current.version + 1 };
  for (const field of OPTIONAL) delete next[field];
  Object.assign(next, storedFields(fields, choice));
  const dateMoved = next.expiresAt !== current.expiresAt;
  if (current.expiredAt && dateMoved && next.expiresAt && Date.parse(next.expiresAt) > Date.now()) {
    delete next.expiredAt;
    next.HSK = rejoinedHotKey(next);
    // A new active period: its trusted flags start from none; who ever flagged it stays recorded.
    delete next.trustedExpiryFlaggers;
    next.expiryFlagsCount = 0;
  } else if (!current.expiredAt && next.expiresAt && Date.parse(next.expiresAt) <= Date.now()) {
    next.expiredAt = next.expiresAt;
  }
  return next;
}

/** The edit's transaction: the deal's update, its lists, merchant, words, sitemap entry and pictures. */
function editItems(current: DealRecord, next: DealRecord, editorId: string, choice: MerchantChoice | null) {
  const TableName = tableName();
  const set = WRITABLE.filter((f) => next[f] !== undefined);
  const removed: string[] = OPTIONAL.filter((f) => next[f] === undefined && current[f] !== undefined);
  const placement = placementUpdate(next);
  const names: Record<string, string> = { '#version': 'version', '#state': STATE, ...placement.names };
  const values: Record<string, unknown> = {
    ':v': current.version,
    ':nv': next.version,
    ':at': next.updatedAt,
    ...placement.values,
  };
  const assignments = ['#version = :nv', 'updatedAt = :at', ...placement.assignments];
  for (const field of set) {
    names[`#${field}`] = field;
    values[`:${field}`] = next[field];
    assignments.push(`#${field} = :${field}`);
  }
  if (next.expiredAt && !current.expiredAt) {
    values[':expiredAt'] = next.expiredAt;
    assignments.push('expiredAt = :expiredAt');
  }
  if (current.expiredAt && !next.expiredAt) {
    removed.push('expiredAt', 'trustedExpiryFlaggers');
    values[':noFlags'] = 0;
    assignments.push('expiryFlagsCount = :noFlags');
  }
  removed.push(...placement.removed);
  for (const field of removed) names[`#${field}`] = field;
  // The Hot entry as read: the hot buckets moved below follow from it.
  const rank = current.HSK ? 'HSK = :hsk' : 'attribute_not_exists(HSK)';
  if (current.HSK) values[':hsk'] = current.HSK;
  const key = seqKey(current.seq);
  const oldImage = imageFileFromUrl(current.imageUrl);
  const newImage = imageFileFromUrl(next.imageUrl);
  const swapped = oldImage !== newImage;
  return {
    deal: {
      Update: {
        TableName,
        Key: keys.deal(current.id),
        UpdateExpression:
          `SET ${assignments.join(', ')}` + (removed.length ? ` REMOVE ${removed.map((f) => `#${f}`).join(', ')}` : ''),
        // Hidden as read too: a hidden deal keeps out of lists, search and the sitemap.
        ConditionExpression: `${LIVE_DEAL} AND #version = :v AND ${rank} AND ${hiddenAsRead(current)}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    lists: listCountOps(current, next),
    placements: placementItemOps(current, next),
    ...(choice && choice.slug !== current.merchantSlug ? merchantWrites(choice, next) : {}),
    oldMerchant:
      !!current.merchantSlug &&
      current.merchantSlug !== next.merchantSlug &&
      merchantDealExit(current.merchantSlug, current.seq),
    // A hidden deal keeps out of search and the sitemap.
    terms: !current.hiddenAt && termChanges({ ...current, seqKey: key }, { ...next, seqKey: key }),
    sitemap: !current.hiddenAt && sitemapPut(current.seq, current.id, next.updatedAt),
    link: linkChanged(current, next) && linkMarkerPut(next),
    oldImage: swapped && oldImage && (detachImageOp(oldImage, current.id) as TxItem),
    newImage: swapped && newImage && (attachImageOp(newImage, current.id, editorId) as TxItem),
  };
}
