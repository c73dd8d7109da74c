import { randomBytes } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal, Page } from '../../shared/api-types';
import { MSG } from '../../shared/messages';
import type { DealFields } from '../../shared/schemas/deal';
import { dealListFor, dealLists, keys } from '../../shared/table';
import { badRequest, conflict, notFound } from '../lib/errors';
import { db, tableName } from '../lib/clients';
import { attachImageOp, detachImageOp, imageFileFromUrl } from './images';
import { type DealRecord, dealItem, listIndexKeys, loadDeals, toDeal, votesOf } from './deal-model';
import { blockAttr, blockEndKey, countChange, locate, pageOf, seqKey, totalOf } from './ordered-list';
import { findDealIds, parseQuery, termChanges, termDeletes, termPuts } from './search-terms';
import { type Limit, slotsInTransaction } from './rate-limits';
import { sitemapPut, sitemapRemove } from './sitemap';
import { StatsDelta } from './stats';
import { TX_MAX_ITEMS, type TxItem, failedAt, isCancelled, transact } from './transact';

export { getDealAndVote, getDealRecord, toDeal, type DealRecord } from './deal-model';

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
function listCountOp(listName: string, seq: number, delta: number): TxItem {
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

function imageUnavailable() {
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
        ConditionExpression: 'attribute_exists(PK) AND #version = :v',
        ExpressionAttributeNames: names,
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
      const stillThere =
        isCancelled(err) && (err as { CancellationReasons?: { Item?: unknown }[] }).CancellationReasons?.[0]?.Item;
      throw stillThere ? conflict(MSG.dealChanged) : notFound(MSG.dealNotFound);
    }
    if (attachAt >= 0 && failedAt(err, attachAt)) throw imageUnavailable();
    throw err;
  }
  return toDeal(dealItem(next), vote);
}

interface Partition {
  deal?: DealRecord;
  votes: { userId: string; isPositive: boolean }[];
  comments: { SK: string; seq: number; author: string }[];
}

/** Everything stored under a deal's partition: the deal, its votes, its comments. */
async function readPartition(dealId: string): Promise<Partition> {
  const part: Partition = { votes: [], comments: [] };
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.deal(dealId).PK },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const sk = String(item.SK);
      if (sk === 'DEAL') part.deal = item as DealRecord;
      else if (sk.startsWith('VOTE#')) part.votes.push({ userId: sk.slice(5), isPositive: Boolean(item.isPositive) });
      else if (sk.startsWith('COMMENT#'))
        part.comments.push({ SK: sk, seq: Number(item.seq), author: String(item.author) });
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return part;
}

const MAX_DELETE_ROUNDS = 1000;
const MAX_CONFLICTS = 5;

/**
 * Deletes a deal with its votes, comments, search terms, and every counter it contributed to
 * (lists, author, voters, commenters). A deal whose children fit in one transaction goes in
 * one; a larger one first sheds its children in transactions that keep every counter right
 * (the deal's own counts included), then goes in a last one. The last transaction is
 * conditioned on the counts read, so a vote or comment arriving meanwhile is never orphaned.
 * `authorize` runs once the deal is read (404 before 403).
 */
export async function deleteDeal(dealId: string, authorize: (deal: DealRecord) => Promise<void>) {
  const TableName = tableName();
  let conflicts = 0;
  let detachImage = true;
  for (let round = 0; round < MAX_DELETE_ROUNDS; round++) {
    const { deal, votes, comments } = await readPartition(dealId);
    if (!deal) {
      if (round === 0) throw notFound(MSG.dealNotFound);
      return;
    }
    if (round === 0) await authorize(deal);

    const guard = {
      ConditionExpression: 'attribute_exists(PK) AND #version = :v',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':v': deal.version },
    };
    const key = seqKey(deal.seq);
    const image = detachImage ? imageFileFromUrl(deal.imageUrl) : null;
    const head: TxItem[] = [
      {
        Delete: {
          TableName,
          Key: keys.deal(dealId),
          ...guard,
          ConditionExpression: `${guard.ConditionExpression} AND upvotes = :u AND downvotes = :d AND commentsCount = :c`,
          ExpressionAttributeValues: {
            ...guard.ExpressionAttributeValues,
            ':u': deal.upvotes,
            ':d': deal.downvotes,
            ':c': deal.commentsCount,
          },
        },
      },
      ...dealLists(deal.city, deal.category).map((list) => listCountOp(list.name, deal.seq, -1)),
      { Delete: { TableName, Key: keys.userDeal(deal.author, key) } },
      { Delete: { TableName, Key: keys.commentCount(dealId) } },
      sitemapRemove(deal.seq, dealId),
      ...termDeletes({ ...deal, seqKey: key }),
      ...(image ? [detachImageOp(image, dealId) as TxItem] : []),
    ];
    const imageAt = image ? head.length - 1 : -1;
    const stats = new StatsDelta()
      .add(deal.author, 'dealsPosted', -1)
      .add(deal.author, 'upvotesReceived', -deal.upvotes)
      .add(deal.author, 'downvotesReceived', -deal.downvotes);
    const children: TxItem[] = [];
    for (const v of votes) {
      children.push({ Delete: { TableName, Key: keys.vote(dealId, v.userId) } });
      stats.add(v.userId, 'votesCast', -1);
    }
    for (const c of comments) {
      children.push({ Delete: { TableName, Key: { PK: keys.deal(dealId).PK, SK: c.SK } } });
      stats.add(c.author, 'commentsWritten', -1);
    }
    const all = [...head, ...children, ...stats.ops()];
    const whole = all.length <= TX_MAX_ITEMS;
    const items = whole ? all : shedChildren(deal, votes, comments, guard);
    try {
      await transact(items);
      if (whole) return;
    } catch (err) {
      if (whole && imageAt >= 0 && failedAt(err, imageAt)) {
        // The picture is not (or no longer) attached to this deal: nothing to detach.
        detachImage = false;
        continue;
      }
      if (!failedAt(err, 0) || ++conflicts > MAX_CONFLICTS) throw err;
    }
  }
  throw conflict(MSG.dealChanged);
}

/**
 * One transaction removing as many votes and comments as fit, with the deal's counts, the
 * comment counter, and the authors' and members' stats moved by the same amounts.
 */
function shedChildren(
  deal: DealRecord,
  votes: Partition['votes'],
  comments: Partition['comments'],
  guard: {
    ConditionExpression: string;
    ExpressionAttributeNames: Record<string, string>;
    ExpressionAttributeValues: Record<string, unknown>;
  },
): TxItem[] {
  const TableName = tableName();
  const room = TX_MAX_ITEMS - 2;
  const stats = new StatsDelta();
  const deletes: TxItem[] = [];
  let up = 0;
  let down = 0;
  const commentBlocks = new Map<string, number>();
  const fits = (userIds: string[]) => {
    const probe = new StatsDelta();
    for (const id of [deal.author, ...userIds]) probe.add(id, 'votesCast', 1);
    return deletes.length + 1 + stats.size + probe.size <= room;
  };
  for (const v of votes) {
    if (!fits([v.userId])) break;
    deletes.push({ Delete: { TableName, Key: keys.vote(deal.id, v.userId) } });
    stats.add(v.userId, 'votesCast', -1);
    if (v.isPositive) up++;
    else down++;
  }
  for (const c of comments) {
    if (!fits([c.author])) break;
    deletes.push({ Delete: { TableName, Key: { PK: keys.deal(deal.id).PK, SK: c.SK } } });
    stats.add(c.author, 'commentsWritten', -1);
    const block = blockAttr(c.seq);
    commentBlocks.set(block, (commentBlocks.get(block) ?? 0) + 1);
  }
  stats.add(deal.author, 'upvotesReceived', -up).add(deal.author, 'downvotesReceived', -down);
  const removedComments = [...commentBlocks.values()].reduce((a, b) => a + b, 0);
  const ops: TxItem[] = [
    {
      Update: {
        TableName,
        Key: keys.deal(deal.id),
        UpdateExpression: 'ADD upvotes :up, downvotes :down, commentsCount :c',
        ...guard,
        ExpressionAttributeValues: {
          ...guard.ExpressionAttributeValues,
          ':up': -up,
          ':down': -down,
          ':c': -removedComments,
        },
      },
    },
    ...deletes,
    ...stats.ops(),
  ];
  if (removedComments) {
    const blocks = [...commentBlocks.entries()];
    ops.push({
      Update: {
        TableName,
        Key: keys.commentCount(deal.id),
        UpdateExpression: `ADD #total :t, ${blocks.map((_, i) => `#b${i} :b${i}`).join(', ')}`,
        ExpressionAttributeNames: { '#total': 'total', ...Object.fromEntries(blocks.map(([b], i) => [`#b${i}`, b])) },
        ExpressionAttributeValues: {
          ':t': -removedComments,
          ...Object.fromEntries(blocks.map(([, n], i) => [`:b${i}`, -n])),
        },
      },
    });
  }
  return ops;
}

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
