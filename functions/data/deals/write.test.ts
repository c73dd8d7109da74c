import { describe, expect, it } from 'vitest';
import { TX_ROUTE_ITEMS } from '../table/dynamo';
import type { DealRecord } from './record';
import { dealVisibilityOps } from './visibility';
import { listCountOps } from './list-rank';
import { MAX_PREFIXES, termChanges, termPuts } from './search-terms';

// The writes a deal's create and edit make, in the worst case, fit the one transaction a route
// may send (TX_ROUTE_ITEMS, the caller's session check aside): the cost the bounded list counts
// (head and chunk items, functions/data/table/list-counts.ts) add is counted here.

process.env.TABLE_NAME ??= 'DzDeals';

/** A deal whose words fill MAX_PREFIXES distinct prefixes, each starting with `tag`'s letters. */
function deal(tag: string, city: string, category: string): DealRecord {
  const description = Array.from(
    { length: MAX_PREFIXES + 10 },
    (_, i) => `${tag}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}mot`,
  ).join(' ');
  return {
    id: `deal-${tag}`,
    seq: 1_000_000,
    title: `${tag}titre`,
    description,
    price: 100,
    city,
    category,
    author: 'auteur',
    authorUsername: 'auteur',
    upvotes: 3,
    downvotes: 0,
    commentsCount: 0,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

describe('a deal’s writes', () => {
  it('fit one transaction: an edit moving city and category and rewording everything, with a new picture', () => {
    const before = deal('a', 'Alger', 'Technologie');
    const after = { ...deal('z', 'Oran', 'Mode'), id: before.id, seq: before.seq };
    const key = { seqKey: '000001000000' };
    const terms = termChanges({ ...before, ...key }, { ...after, ...key });
    expect(terms.length).toBe(2 * MAX_PREFIXES);
    const counts = listCountOps(before, after);
    // Six lists change (city, category, both; before and after), each head and two chunks.
    expect(counts.length).toBe(18);
    // The deal, its sitemap entry, the old picture's detach and the new one's attach.
    const items = 1 + counts.length + terms.length + 1 + 2;
    console.log(`worst-case edit: ${items} items of ${TX_ROUTE_ITEMS}`);
    expect(items).toBeLessThanOrEqual(TX_ROUTE_ITEMS);
  });

  it('fit one transaction: a create, and a hide or restore by moderation', () => {
    const d = deal('a', 'Alger', 'Technologie');
    const create = 1 + listCountOps(null, d).length + termPuts({ ...d, seqKey: '000001000000' }).length + 8;
    expect(create).toBeLessThanOrEqual(TX_ROUTE_ITEMS);
    // The hide, its queue row, the queue totals and the two audit items.
    const hide = dealVisibilityOps(d, '2026-11-25T10:00:00.000Z').length + 4;
    const restore = dealVisibilityOps({ ...d, hiddenAt: '2026-11-25T10:00:00.000Z' }, null).length + 4;
    console.log(`create: ${create}, hide: ${hide}, restore: ${restore} items of ${TX_ROUTE_ITEMS}`);
    expect(Math.max(hide, restore)).toBeLessThanOrEqual(TX_ROUTE_ITEMS);
  });
});
