import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MAX_DEPTH } from '@shared/limits';
import { dealInputSchema } from '@shared/schemas/deal';
import { dealInput, registerMembers, uniqueWord, useStackData } from '../support/deals';

// Search that stays complete however many deals share a word (functions/data/deals/search-terms.ts):
// run in this process against the stack's table, with a Query page of 7 term items
// (SEARCH_PAGE_ITEMS) so a word in 40 deals spans several pages, and exact totals up to 25
// (SEARCH_EXACT_TOTAL) so the estimate shows without thousands of deals. One deal in four also
// says `other` (a word of another prefix), in Oran.

let deals: typeof import('@functions/data/deals/list-pages');
const word = uniqueWord('clim');
const other = uniqueWord('mark');
const created: string[] = [];

beforeAll(async () => {
  await useStackData();
  Object.assign(process.env, { SEARCH_PAGE_ITEMS: '7', SEARCH_EXACT_TOTAL: '25' });
  deals = await import('@functions/data/deals/list-pages');
  const { createDeal, reserveDealSeq } = await import('@functions/data/deals/write');
  const [author] = await registerMembers(1);
  const who = { id: author.id, username: author.username };
  // Newest last: created[39] is the newest. One deal in two says it in the plural.
  for (let i = 0; i < 40; i++) {
    const title = `Climatiseur${i % 2 ? 's' : ''} ${word} numéro ${i}${i % 4 ? '' : ` ${other}`}`;
    const deal = await createDeal(
      dealInputSchema.parse(dealInput({ title, ...(i % 4 ? {} : { city: 'Oran' }) })),
      who,
      await reserveDealSeq(null),
      null,
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

  it('reaches a deep page directly, down to the deepest result served', async () => {
    const result = await search(word, 7, 5);
    expect(result.content.map((d) => d.id)).toEqual(newestFirst().slice(35, 40));
    expect(result.number).toBe(7);
    // Past SEARCH_MAX_DEPTH a page would read too much for one request: a narrower search.
    await expect(search(word, SEARCH_MAX_DEPTH / 5, 5)).rejects.toMatchObject({ status: 400 });
    expect((await search(word, SEARCH_MAX_DEPTH / 5 - 1, 5)).content).toEqual([]);
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

  it('keeps the deals that have every word, each read from its own partition, newest first', async () => {
    const quarter = newestFirst().filter((_, i) => (39 - i) % 4 === 0);
    for (const text of [`${word} ${other}`, `${other} climatiseur ${word}`]) {
      const seen: string[] = [];
      for (let page = 0; page < 3; page++) seen.push(...(await search(text, page, 4)).content.map((d) => d.id));
      expect(seen, text).toEqual(quarter);
      expect((await search(text, 0, 4)).totalElements).toBe(10);
    }
    const deep = await search(`${other} ${word}`, 2, 4);
    expect(deep.content.map((d) => d.id)).toEqual(quarter.slice(8));
    expect(await search(`${word} ${other} numero 13`, 0, 4)).toMatchObject({ totalElements: 0, content: [] });
    expect((await search(`${word} ${other} numero 12`, 0, 4)).content.map((d) => d.id)).toEqual([created[12]]);
  });

  it('filters on city and category from the term items alone', async () => {
    const inOran = await deals.searchDeals(word, { city: 'Oran' }, 0, 20, null);
    expect(inOran.content.map((d) => d.id)).toEqual(newestFirst().filter((_, i) => (39 - i) % 4 === 0));
    expect((await deals.searchDeals(word, { city: 'Oran', category: 'Mode' }, 0, 20, null)).totalElements).toBe(0);
    expect((await deals.searchDeals(word, { category: 'Technologie' }, 0, 5, null)).content).toHaveLength(5);
  });

  it('stops counting at its read budget with an estimate, and still serves any page in full', async () => {
    process.env.SEARCH_READ_BUDGET = '10';
    try {
      const first = await search(`${word} climatiseur`, 0, 5);
      expect(first.totalEstimated).toBe(true);
      expect(first.content.map((d) => d.id)).toEqual(newestFirst().slice(0, 5));
      const deep = await search(`${word} climatiseur`, 6, 5);
      expect(deep.content.map((d) => d.id)).toEqual(newestFirst().slice(30, 35));
    } finally {
      delete process.env.SEARCH_READ_BUDGET;
    }
  });

  it('compacts term items of the first form (every word, city and category names) once', async () => {
    const { db, tableName } = await import('@functions/lib/clients');
    const { PutCommand, GetCommand, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { compactTermItems } = await import('@functions/data/table/migrations');
    const { keys } = await import('@shared/table');
    // Deal 36 (in Oran, says `other`): its term item of the prefix of `other`, as first written.
    const partition = keys.termPartition(other.slice(0, 3));
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': partition.PK },
      }),
    );
    const key = { PK: partition.PK, SK: String(Items.find((i) => String(i.SK).endsWith(`#${created[36]}`))!.SK) };
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, w: ` climatiseur ${word} numero 36 ${other} oran technologie `, c: 'Oran', k: 'Technologie' },
      }),
    );
    expect((await deals.searchDeals(other, { city: 'Oran' }, 0, 20, null)).content).toHaveLength(9);
    expect(await compactTermItems()).toBeGreaterThanOrEqual(1);
    const item = (await db.send(new GetCommand({ TableName: tableName(), Key: key }))).Item;
    expect(item).toMatchObject({ w: ` ${other} `, c: 31, k: 0 });
    expect((await deals.searchDeals(other, { city: 'Oran' }, 0, 20, null)).content).toHaveLength(10);
    expect(await compactTermItems()).toBe(0);
  });
});
