import { beforeAll, describe, expect, it } from 'vitest';
import { dealInputSchema } from '@shared/schemas/deal';
import { dealInput, registerMembers, uniqueWord, useStackData } from '../support/deals';

// Search that stays complete however many deals share a word (functions/data/search-terms.ts):
// run in this process against the stack's table, with a Query page of 7 term items
// (SEARCH_PAGE_ITEMS) so a word in 40 deals spans several pages, and exact totals up to 25
// (SEARCH_EXACT_TOTAL) so the estimate shows without thousands of deals.

let deals: typeof import('@functions/data/deal-lists');
const word = uniqueWord('clim');
const created: string[] = [];

beforeAll(async () => {
  await useStackData();
  Object.assign(process.env, { SEARCH_PAGE_ITEMS: '7', SEARCH_EXACT_TOTAL: '25' });
  deals = await import('@functions/data/deal-lists');
  const { createDeal, reserveDealSeq } = await import('@functions/data/deal-write');
  const [author] = await registerMembers(1);
  const who = { id: author.id, username: author.username };
  // Newest last: created[39] is the newest. One deal in two says it in the plural.
  for (let i = 0; i < 40; i++) {
    const title = `Climatiseur${i % 2 ? 's' : ''} ${word} numéro ${i}`;
    const deal = await createDeal(
      dealInputSchema.parse(dealInput({ title })),
      who,
      await reserveDealSeq(),
      new Date(Date.now() - (40 - i) * 60_000),
    );
    created.push(deal.id);
  }
}, 120_000);

const newestFirst = () => [...created].reverse();
const search = (text: string, page: number, size: number) => deals.searchDeals(text, {}, page, size, null);

describe('search at scale', () => {
  it('finds a word in every deal that has it, across many pages of term items, page after page', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 8; page++) {
      const result = await search(word, page, 5);
      seen.push(...result.content.map((d) => d.id));
    }
    expect(seen).toEqual(newestFirst());
  });

  it('reaches a deep page directly', async () => {
    const result = await search(word, 7, 5);
    expect(result.content.map((d) => d.id)).toEqual(newestFirst().slice(35, 40));
    expect(result.number).toBe(7);
  });

  it('counts exactly up to the limit, then estimates and says so', async () => {
    const small = await search(`numero ${word} 33`, 0, 5);
    expect(small.content.map((d) => d.id)).toEqual([created[33]]);
    expect(small.totalElements).toBe(1);
    expect(small.totalEstimated).toBeUndefined();
    const broad = await search(word, 0, 5);
    expect(broad.totalEstimated).toBe(true);
    // Scaled from the share of sequence numbers read, never below what was counted (these 40
    // deals are all recent, among older ones sharing the partition: the estimate runs high).
    expect(broad.totalElements).toBeGreaterThan(25);
    expect(broad.totalPages).toBe(Math.ceil(broad.totalElements / 5));
    expect(broad.content.map((d) => d.id)).toEqual(newestFirst().slice(0, 5));
  });

  it('finds the singular and the plural by either', async () => {
    for (const text of [`climatiseurs ${word}`, `climatiseur ${word}`, `${word} climatiseurs`]) {
      const result = await search(text, 0, 50);
      expect(result.content.length, text).toBe(40);
    }
  });
});
