import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { type TxItem, addUpdate, transact } from './dynamo';

/**
 * Exact page N of an ordered list in DynamoDB without reading the pages before it.
 *
 * Every element gets a sequence number when it is created (deals: one global counter; comments:
 * one counter per deal), and its sort key is that number, zero-padded. In the same transactions
 * that add or remove elements, the list's head item keeps the totals, and chunk items beside it
 * keep the number of live elements in each block of BLOCK consecutive sequence numbers
 * (attributes b<n>; other counts, such as active deals l<n> or hot buckets h<n>, the same way),
 * CHUNK_KEYS blocks per chunk item with their sum (n<prefix>). No item grows with the list: a
 * head holds a few totals, a chunk at most CHUNK_KEYS counts per prefix. To read element number
 * `skip` in the list's order, read the head and the chunks in that order with one Query (their
 * sort keys follow the head's in reading order), summing, to the chunk holding it; walk its block
 * counts to the block and the offset inside it, then Query from that block's edge with
 * Limit = offset + size and drop the first `offset` items: at most BLOCK - 1 extra items are
 * read whatever the page number, and deletions (gaps) are accounted for exactly.
 */
export const BLOCK = 25;
/** Block (or bucket) counts per chunk item: 64 × 25 = 1,600 sequence numbers. */
export const CHUNK_KEYS = 64;
/** Chunk items the first round trip reads while locating a page (about 2 KB each)... */
const CHUNKS_PER_READ = 4;
/** ...and at most the next ones read, as many as the counts so far say the position needs. */
const MAX_CHUNKS_PER_READ = 64;
const KEY_COUNT = /^([a-z])(\d+)$/;
const CHUNK_DIGITS = 9;
const LAST_CHUNK = 10 ** CHUNK_DIGITS - 1;

type Key = { PK: string; SK: string };
/** A list's reading order, which its chunks' sort keys follow. */
export type ListOrder = 'newest' | 'oldest';

const SEQ_DIGITS = 12;

/** The sort-key form of a sequence number. */
export const seqKey = (seq: number) => String(seq).padStart(SEQ_DIGITS, '0');

export const blockOf = (seq: number) => Math.floor(seq / BLOCK);

/** Name of the attribute counting one block's live elements. */
export const blockAttr = (seq: number) => `b${blockOf(seq)}`;

/** Block counts of a counter item, by block number; `prefix` names the attributes (b<n> by default). */
function blockCounts(counter: Record<string, unknown> | undefined, prefix: string) {
  const blocks: [number, number][] = [];
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  for (const [name, value] of Object.entries(counter ?? {})) {
    const match = pattern.exec(name);
    if (match && Number(value) > 0) blocks.push([Number(match[1]), Number(value)]);
  }
  return blocks;
}

export interface Position {
  /** The block holding the element. */
  block: number;
  /** How many elements of that block come before it in the reading order. */
  offset: number;
}

/**
 * Where element number `skip` sits, or null past the end. `prefix` picks the block counts to
 * walk: a counter item may keep several (deal lists: all deals, active deals, hot buckets).
 */
export function locate(
  counter: Record<string, unknown> | undefined,
  skip: number,
  order: 'newest' | 'oldest',
  prefix = 'b',
): Position | null {
  const blocks = blockCounts(counter, prefix).sort((a, b) => (order === 'newest' ? b[0] - a[0] : a[0] - b[0]));
  let before = 0;
  for (const [block, count] of blocks) {
    if (skip < before + count) return { block, offset: skip - before };
    before += count;
  }
  return null;
}

/** Exclusive upper sort key of a block, for newest-first reading. */
export const blockEndKey = (block: number) => seqKey((block + 1) * BLOCK);

/** Inclusive lower sort key of a block, for oldest-first reading. */
export const blockStartKey = (block: number) => seqKey(block * BLOCK);

/** The total kept on a counter item (`attr`: another total it keeps, such as `live`). */
export const totalOf = (counter: Record<string, unknown> | undefined, attr = 'total') =>
  Math.max(0, Number(counter?.[attr] ?? 0));

/** Page metadata (docs/api.md#shapes, `Page<T>`) from a total. */
export function pageOf<T>(content: T[], page: number, size: number, total: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    number: page,
    size,
    totalElements: total,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

/**
 * The chunk item beside `head` holding key number `n` of `prefix`. Block counts (b, l) sort
 * right after the head, in reading order (newest first: numbered down from LAST_CHUNK); hot
 * buckets (h), read highest first, right before it (`#` sorts before the head's letters).
 */
function chunkKey(head: Key, prefix: string, n: number, order: ListOrder): Key {
  const chunk = Math.floor(n / CHUNK_KEYS);
  if (prefix === 'h') return { PK: head.PK, SK: `#H${String(chunk).padStart(CHUNK_DIGITS, '0')}` };
  const place = order === 'newest' ? LAST_CHUNK - chunk : chunk;
  return { PK: head.PK, SK: `${head.SK}#S${String(place).padStart(CHUNK_DIGITS, '0')}` };
}

/**
 * Splits counter changes between the head item (`total`, `live` and other totals: the caller
 * writes them, with its own conditions) and ADD Updates of the chunk items for the key counts
 * (b<n>, l<n>, h<n>), each with its chunk's sums. Zero changes are left out.
 */
export function splitCounts(head: Key, deltas: Record<string, number>, order: ListOrder) {
  const headDeltas: Record<string, number> = {};
  const chunks = new Map<string, { key: Key; deltas: Record<string, number> }>();
  for (const [attr, delta] of Object.entries(deltas)) {
    if (!delta) continue;
    const match = KEY_COUNT.exec(attr);
    if (!match) {
      headDeltas[attr] = delta;
      continue;
    }
    const key = chunkKey(head, match[1], Number(match[2]), order);
    const chunk = chunks.get(key.SK) ?? { key, deltas: {} };
    chunks.set(key.SK, chunk);
    chunk.deltas[attr] = (chunk.deltas[attr] ?? 0) + delta;
    chunk.deltas[`n${match[1]}`] = (chunk.deltas[`n${match[1]}`] ?? 0) + delta;
  }
  const chunkOps: TxItem[] = [...chunks.values()]
    .filter((c) => Object.values(c.deltas).some(Boolean))
    .map((c) => ({ Update: { TableName: tableName(), Key: c.key, ...addUpdate(c.deltas) } }));
  return { headDeltas, chunkOps };
}

/** Head and chunk Updates for counter changes, the head's an unconditioned ADD too. */
export function countOps(head: Key, deltas: Record<string, number>, order: ListOrder): TxItem[] {
  const { headDeltas, chunkOps } = splitCounts(head, deltas, order);
  const headOp: TxItem[] = Object.values(headDeltas).some(Boolean)
    ? [{ Update: { TableName: tableName(), Key: head, ...addUpdate(headDeltas) } }]
    : [];
  return [...headOp, ...chunkOps];
}

/**
 * The head of a list and where element number `skip` sits (null past the end), in one Query of
 * the head and its chunks of `prefix`'s counts in reading order: CHUNKS_PER_READ chunks first
 * (enough for any page within the first few thousand elements), then, deeper, as many as the
 * counts read so far say it takes (a second round trip, rarely a third).
 */
export async function locatePage(head: Key, skip: number, order: ListOrder, prefix = 'b') {
  const hot = prefix === 'h';
  let counter: Record<string, unknown> | undefined;
  let before = 0;
  let chunks = 0;
  let limit = CHUNKS_PER_READ + 1;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: hot
          ? { ':pk': head.PK, ':from': '#H', ':to': head.SK }
          : { ':pk': head.PK, ':from': head.SK, ':to': `${head.SK}#S~` },
        ScanIndexForward: !hot,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      if (item.SK === head.SK) {
        counter = item;
        continue;
      }
      const count = Math.max(0, Number(item[`n${prefix}`] ?? 0));
      if (skip < before + count) return { counter, at: locate(item, skip - before, order, prefix) };
      before += count;
      chunks++;
    }
    startKey = out.LastEvaluatedKey;
    const perChunk = Math.max(1, before / Math.max(1, chunks));
    limit = Math.min(MAX_CHUNKS_PER_READ, Math.ceil((skip - before + 1) / perChunk) + 1);
  } while (startKey);
  return { counter, at: null };
}

/**
 * Moves the key counts a head item still holds from before chunk items existed into its chunks
 * (ADD, so counts written meanwhile add up), each removal conditioned on the value moved, a few
 * chunks per transaction. Returns how many counts moved.
 */
export async function moveLegacyCounts(head: Key, item: Record<string, unknown>, order: ListOrder): Promise<number> {
  const legacy = Object.fromEntries(
    Object.entries(item)
      .filter(([attr]) => KEY_COUNT.test(attr))
      .map(([attr, value]) => [attr, Number(value)]),
  );
  const { chunkOps } = splitCounts(head, legacy, order);
  const movedBy = (op: TxItem) =>
    Object.values(op.Update?.ExpressionAttributeNames ?? {}).filter((attr) => KEY_COUNT.test(attr));
  // Batches of chunks whose removals keep the head's expressions within DynamoDB's 4 KB; counts
  // of zero have nothing to move, only to remove.
  const batches: { ops: TxItem[]; attrs: string[] }[] = [];
  const add = (op: TxItem | null, attrs: string[]) => {
    const last = batches[batches.length - 1];
    if (!last || last.attrs.length + attrs.length > 2 * CHUNK_KEYS) batches.push({ ops: [], attrs: [] });
    const batch = batches[batches.length - 1];
    if (op) batch.ops.push(op);
    batch.attrs.push(...attrs);
  };
  for (const op of chunkOps) add(op, movedBy(op));
  for (const attr of Object.keys(legacy).filter((a) => !legacy[a])) add(null, [attr]);
  for (const { ops, attrs } of batches) {
    await transact({
      head: {
        Update: {
          TableName: tableName(),
          Key: head,
          UpdateExpression: `REMOVE ${attrs.map((_, j) => `#c${j}`).join(', ')}`,
          ConditionExpression: attrs.map((_, j) => `#c${j} = :c${j}`).join(' AND '),
          ExpressionAttributeNames: Object.fromEntries(attrs.map((attr, j) => [`#c${j}`, attr])),
          ExpressionAttributeValues: Object.fromEntries(attrs.map((attr, j) => [`:c${j}`, legacy[attr]])),
        },
      },
      chunks: ops,
    });
  }
  return Object.keys(legacy).length;
}
