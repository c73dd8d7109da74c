import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { MSG } from '@shared/messages';
import type { DealFields } from '@shared/schemas/deal';
import { dealLists, keys } from '@shared/table';
import { badRequest, conflict, notFound } from '../lib/errors';
import { db, tableName } from '../lib/clients';
import { attachImageOp, detachImageOp, imageFileFromUrl } from './images';
import { type DealRecord, LIVE_DEAL, STATE, dealItem, listIndexKeys, toDeal } from './deal-model';
import { type TxItem, failedAt, isCancelled, transact } from './dynamo';
import { countChange, seqKey } from './ordered-list';
import { type Limit, slotsInTransaction } from './rate-limits';
import { termChanges, termPuts } from './search-terms';
import { sitemapPut } from './sitemap';
import { StatsDelta } from './stats';

const OPTIONAL = ['originalPrice', 'url', 'merchant', 'promoCode', 'imageUrl', 'expiresAt'] as const;
const WRITABLE = ['title', 'description', 'price', 'city', 'category', ...OPTIONAL] as const;

const newDealId = () => randomBytes(12).toString('base64url');

/** Reserves the next deal sequence number (creation order). A failed create leaves a harmless gap. */
export async function reserveDealSeq(): Promise<number> {
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

/** ADD to one list counter (total and the deal's block). */
export function listCountOp(listName: string, seq: number, delta: number): TxItem {
  const change = countChange(seq, delta);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.dealListCount(listName),
      UpdateExpression: `ADD ${change.expression}`,
      ExpressionAttributeNames: change.names,
      ExpressionAttributeValues: change.values,
    },
  };
}

export function imageUnavailable() {
  return badRequest(MSG.imageUnavailable, { imageUrl: MSG.imageUnavailable });
}

/**
 * Creates a deal in one transaction: the deal (in its four lists through its index keys), the
 * four list counters, the author's pointer and stats, the comment counter, the search terms,
 * the sitemap entry, the picture's attachment and a slot of each of `limits` (the member's
 * posting limits; none when seeding): a refused deal writes nothing.
 */
export async function createDeal(
  fields: DealFields,
  author: { id: string; username: string },
  seq: number,
  now = new Date(),
  limits: Limit[] = [],
): Promise<Deal> {
  const TableName = tableName();
  const at = now.toISOString();
  const deal: DealRecord = {
    id: newDealId(),
    seq,
    ...fields,
    author: author.id,
    authorUsername: author.username,
    upvotes: 0,
    downvotes: 0,
    commentsCount: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  const absent = 'attribute_not_exists(PK)';
  const items: TxItem[] = [
    { Put: { TableName, Item: dealItem(deal), ConditionExpression: absent } },
    ...dealLists(deal.city, deal.category).map((list) => listCountOp(list.name, seq, 1)),
    { Put: { TableName, Item: { ...keys.userDeal(author.id, seqKey(seq)), dealId: deal.id } } },
    { Put: { TableName, Item: { ...keys.commentCount(deal.id), total: 0, seq: 0 }, ConditionExpression: absent } },
    ...new StatsDelta().add(author.id, 'dealsPosted', 1).ops(),
    sitemapPut(seq, deal.id, at),
    ...termPuts({ ...deal, seqKey: seqKey(seq) }),
  ];
  const image = imageFileFromUrl(deal.imageUrl);
  const attachAt = image ? items.push(attachImageOp(image, deal.id, author.id) as TxItem) - 1 : -1;
  const slots = slotsInTransaction(limits, items.length);
  items.push(...slots.items);
  try {
    await transact(items);
  } catch (err) {
    const refused = slots.refusal(err);
    if (refused) throw refused;
    if (attachAt >= 0 && failedAt(err, attachAt)) throw imageUnavailable();
    throw err;
  }
  return toDeal(dealItem(deal));
}

/**
 * Replaces a deal's writable fields (as read in `current`), conditioned on its version: moves
 * it between lists when the city or category changes, re-indexes its words, swaps pictures.
 */
export async function updateDeal(current: DealRecord, fields: DealFields, editorId: string, vote: boolean | null) {
  const TableName = tableName();
  const at = new Date().toISOString();
  const next: DealRecord = { ...current, updatedAt: at, version: current.version + 1 };
  for (const field of OPTIONAL) delete next[field];
  Object.assign(next, fields);

  const set = WRITABLE.filter((f) => next[f] !== undefined);
  const removed = OPTIONAL.filter((f) => next[f] === undefined && current[f] !== undefined);
  const indexKeys = listIndexKeys(next);
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':v': current.version, ':nv': next.version, ':at': at };
  const assignments = ['#version = :nv', 'updatedAt = :at'];
  names['#version'] = 'version';
  for (const field of set) {
    names[`#${field}`] = field;
    values[`:${field}`] = next[field];
    assignments.push(`#${field} = :${field}`);
  }
  for (const [attr, value] of Object.entries(indexKeys)) {
    values[`:${attr}`] = value;
    assignments.push(`${attr} = :${attr}`);
  }
  for (const field of removed) names[`#${field}`] = field;
  const items: TxItem[] = [
    {
      Update: {
        TableName,
        Key: keys.deal(current.id),
        UpdateExpression:
          `SET ${assignments.join(', ')}` + (removed.length ? ` REMOVE ${removed.map((f) => `#${f}`).join(', ')}` : ''),
        ConditionExpression: `${LIVE_DEAL} AND #version = :v`,
        ExpressionAttributeNames: { ...names, '#state': STATE },
        ExpressionAttributeValues: values,
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  ];
  const before = new Set(dealLists(current.city, current.category).map((l) => l.name));
  const after = new Set(dealLists(next.city, next.category).map((l) => l.name));
  for (const name of before) if (!after.has(name)) items.push(listCountOp(name, current.seq, -1));
  for (const name of after) if (!before.has(name)) items.push(listCountOp(name, current.seq, 1));
  const key = seqKey(current.seq);
  items.push(
    ...termChanges({ ...current, seqKey: key }, { ...next, seqKey: key }),
    sitemapPut(current.seq, current.id, at),
  );

  const oldImage = imageFileFromUrl(current.imageUrl);
  const newImage = imageFileFromUrl(next.imageUrl);
  let attachAt = -1;
  if (oldImage !== newImage) {
    if (oldImage) items.push(detachImageOp(oldImage, current.id) as TxItem);
    if (newImage) attachAt = items.push(attachImageOp(newImage, current.id, editorId) as TxItem) - 1;
  }
  try {
    await transact(items);
  } catch (err) {
    if (failedAt(err, 0)) {
      const old =
        isCancelled(err) &&
        (err as { CancellationReasons?: { Item?: Record<string, unknown> }[] }).CancellationReasons?.[0]?.Item;
      // Edited meanwhile: 409; gone or being deleted: 404.
      throw old && !old[STATE] ? conflict(MSG.dealChanged) : notFound(MSG.dealNotFound);
    }
    if (attachAt >= 0 && failedAt(err, attachAt)) throw imageUnavailable();
    throw err;
  }
  return toDeal(dealItem(next), vote);
}
