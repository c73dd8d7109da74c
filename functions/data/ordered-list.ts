/**
 * Exact page N of an ordered list in DynamoDB without reading the pages before it.
 *
 * Every element gets a sequence number when it is created (deals: one global counter; comments:
 * one counter per deal), and its sort key is that number, zero-padded. The list's counter item
 * keeps, in the same transactions that add or remove elements, the total and the number of
 * live elements in each block of BLOCK consecutive sequence numbers (attributes b<n>). To read
 * element number `skip` (newest first or oldest first), walk the block counts to the block that
 * holds it and the offset inside that block, then Query from that block's edge with
 * Limit = offset + size and drop the first `offset` items: at most BLOCK - 1 extra items are
 * read whatever the page number, and deletions (gaps) are accounted for exactly.
 */
export const BLOCK = 25;

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
 * UpdateExpression parts that move a list's total and a block count by `delta`
 * (ADD on top-level attributes, so the counter item is created on first use).
 */
export function countChange(seq: number, delta: number, tag = '') {
  return {
    expression: `#total${tag} :d${tag}, #blk${tag} :d${tag}`,
    names: { [`#total${tag}`]: 'total', [`#blk${tag}`]: blockAttr(seq) },
    values: { [`:d${tag}`]: delta },
  };
}
