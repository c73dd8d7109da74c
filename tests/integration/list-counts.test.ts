import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackData } from '../support/deals';

// The counts behind exact pages (functions/data/table/list-counts.ts): chunk items beside a small
// head, read in one Query, and the move of counts that heads held before chunks existed.

let ordered: typeof import('@functions/data/table/list-counts');
let dynamo: typeof import('@functions/data/table/dynamo');

beforeAll(async () => {
  await useStackData();
  ordered = await import('@functions/data/table/list-counts');
  dynamo = await import('@functions/data/table/dynamo');
});

/** A head as it was before chunk items: totals and every block (and hot bucket) count on it. */
function legacyHead(blocks: number, buckets: number) {
  const item: Record<string, unknown> = { PK: `DEALLIST#test-${randomUUID()}`, SK: 'COUNT' };
  let total = 0;
  for (let n = 0; n < blocks; n++) {
    const count = (n % 7) + 1 - Number(n % 11 === 0); // some empty blocks among them
    item[`b${n}`] = count;
    total += count;
  }
  for (let n = 1000; n < 1000 + buckets; n++) item[`h${n}`] = (n % 3) + 1;
  item.total = total;
  return { item, total, key: { PK: String(item.PK), SK: 'COUNT' } };
}

describe('list counts in chunks', () => {
  it('moves legacy counts into chunks, and finds every position as the old head did, across chunk edges', async () => {
    // 300 blocks span five chunks of 64; 200 hot buckets four.
    const { item, total, key } = legacyHead(300, 200);
    await dynamo.transact({ head: { Put: { TableName: process.env.TABLE_NAME!, Item: item } } });
    const expected = (skip: number, prefix: string) => ordered.locate(item, skip, 'newest', prefix);

    expect(await ordered.moveLegacyCounts(key, item, 'newest')).toBe(500);
    const [head] = await dynamo.batchGet([key], true);
    expect(Object.keys(head).sort()).toEqual(['PK', 'SK', 'total']);

    const skips = [0, 1, 24, 25, 63 * 4, 64 * 4, 64 * 4 + 1, 1000, total - 1, total];
    for (const skip of skips) {
      const { counter, at } = await ordered.locatePage(key, skip, 'newest');
      expect(counter?.total, `skip ${skip}`).toBe(total);
      expect(at, `skip ${skip}`).toEqual(expected(skip, 'b'));
    }
    for (const skip of [0, 5, 130, 131, 399]) {
      expect((await ordered.locatePage(key, skip, 'newest', 'h')).at, `hot skip ${skip}`).toEqual(expected(skip, 'h'));
    }
    // Moved once: a second run finds nothing on the head.
    expect(await ordered.moveLegacyCounts(key, head, 'newest')).toBe(0);
  });

  it('keeps a list’s counts written after the move adding up with the moved ones', async () => {
    const { item, key } = legacyHead(70, 0);
    await dynamo.transact({ head: { Put: { TableName: process.env.TABLE_NAME!, Item: item } } });
    // A deal in block 69 arrives before the move: it goes to its chunk, the head keeps the old count.
    await dynamo.transact({ counts: ordered.countOps(key, { total: 1, b69: 1 }, 'newest') });
    await ordered.moveLegacyCounts(key, item, 'newest');
    const { counter, at } = await ordered.locatePage(key, 0, 'newest');
    expect(counter?.total).toBe(Number(item.total) + 1);
    expect(at).toEqual({ block: 69, offset: 0 });
    // Block 69 now counts one more than before: its last element is one further.
    const b69 = Number(item.b69) + 1;
    expect((await ordered.locatePage(key, b69 - 1, 'newest')).at).toEqual({ block: 69, offset: b69 - 1 });
    expect((await ordered.locatePage(key, b69, 'newest')).at).toEqual({ block: 68, offset: 0 });
  });
});
