import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, DealType, Page } from '@shared/api-types';
import type { Category } from '@shared/categories';
import type { City } from '@shared/cities';
import { FIELD_MSG } from '@shared/messages';
import { type DealList, TABLE, keys, typeLists } from '@shared/table';
import {
  adminToken,
  dealInput,
  postDeal,
  registerMembers,
  takingTurns,
  uniqueWord,
  useStackData,
} from '../support/deals';
import { call, eventually } from '../support/http';
import { stackDb } from '../support/trust';

// Deal types (docs/api.md#deal-types): what a code promo and a free deal require, and each type's
// lists in every order, with exact totals. The deals of this file are in El Meniaa and Tlemcen,
// cities no other file posts in, so their lists' contents are this file's alone: the first for
// the lists' test, the second for the others.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
const CITY: City = 'El Meniaa';
const OTHER_CITY: City = 'Tlemcen';
const CATEGORIES: Category[] = ['Alimentation', 'Mode'];

const post = (m: Member, body: Record<string, unknown>, city: City = OTHER_CITY) =>
  call<Deal & { errors?: Record<string, string> }>('POST', '/api/deals', {
    token: m.token,
    body: { ...dealInput({ city }), ...body },
  });
const ids = (page: Page<Deal>) => page.content.map((d) => d.id);
const list = async (query: string) => {
  const res = await call<Page<Deal>>('GET', `/api/deals?size=50&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

/** Every count of this file's deals and lists reconciled against what it counts (tests/support/reconcile.ts). */
async function expectExact(dealIds: string[], lists: DealList[]) {
  const { readScope, settledReconciliation } = await import('../support/reconcile');
  const { drift, orphans } = await settledReconciliation(() =>
    readScope(stackDb(), { deals: dealIds, members: [], lists, reportTargets: [] }),
  );
  expect(drift).toEqual([]);
  expect(orphans).toEqual([]);
}

const TYPES = ['deal', 'code', 'free'] as const;

/** The type lists this file's deals alone are in: its city's, alone and with each category. */
const cityLists = (categories: readonly string[] = CATEGORIES, city: City = CITY) =>
  TYPES.flatMap((type) => [
    typeLists(city, '', type)[1],
    ...categories.map((category) => typeLists(city, category, type)[3]),
  ]);

/** Members posting in turn (DEALS_PER_HOUR each), and a crowd to vote a deal hot. */
let author: Member;
let posters: Member[];
let next: () => Member;
let crowd: Member[];

beforeAll(async () => {
  const turns = await takingTurns(4);
  [posters, next] = [turns.members, turns.next];
  author = posters[0];
  crowd = await registerMembers(10);
});

describe('writing a deal of each type', () => {
  it('takes bon plan by default, code promo when a code is given, and checks what each type needs', async () => {
    const plain = await post(author, {});
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({ type: 'deal', promoCode: null, minBasket: null });
    const withCode = await post(author, { promoCode: 'ETE25' });
    expect(withCode.body.data).toMatchObject({ type: 'code', promoCode: 'ETE25' });

    const noCode = await post(next(), { type: 'code' });
    expect(noCode.status).toBe(400);
    expect(noCode.body.data.errors).toEqual({ promoCode: FIELD_MSG.promoCodeRequired });
    const basketOfDeal = await post(next(), { type: 'deal', minBasket: 5000 });
    expect(basketOfDeal.body.data.errors).toEqual({ minBasket: FIELD_MSG.minBasketCodeOnly });
    const paidFree = await post(next(), { type: 'free', price: 500, originalPrice: undefined });
    expect(paidFree.body.data.errors).toEqual({ price: FIELD_MSG.freePrice });
    const noPrice = await post(next(), { type: 'deal', price: '' });
    expect(noPrice.body.data.errors).toEqual({ price: FIELD_MSG.priceRequired });
    const unknown = await post(next(), { type: 'gratuit' });
    expect(unknown.body.data.errors).toEqual({ type: FIELD_MSG.dealType });

    const free = await post(next(), { type: 'free', price: '', originalPrice: 1200 });
    expect(free.status).toBe(201);
    expect(free.body.data).toMatchObject({ type: 'free', price: 0, originalPrice: 1200, discountPercent: 100 });
    const code = await post(next(), { type: 'code', promoCode: 'PANIER', minBasket: '5000,50' });
    expect(code.body.data).toMatchObject({ type: 'code', minBasket: 5000.5 });

    // An edit changes the type, moving the deal from one type's lists to the other's.
    const edited = await call<Deal>('PUT', `/api/deals/${code.body.data.id}`, {
      token: posters.find((m) => m.id === code.body.data.author)!.token,
      body: dealInput({ city: OTHER_CITY, type: 'free', price: 0 }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ type: 'free', promoCode: null, minBasket: null });
    const stored = [plain, withCode, free, code].map((r) => r.body.data.id);
    const frees = await list(`type=free&city=${encodeURIComponent(OTHER_CITY)}&category=Technologie`);
    expect(ids(frees)).toEqual([code.body.data.id, free.body.data.id]);
    expect(frees.totalElements).toBe(2);
    await expectExact(stored, cityLists(['Technologie'], OTHER_CITY));
  });
});

describe("a type's lists", () => {
  const made = new Map<DealType, Deal[]>([
    ['deal', []],
    ['code', []],
    ['free', []],
  ]);
  const word = uniqueWord();
  let hot: Deal;
  let expired: Deal;
  let hidden: Deal;

  beforeAll(async () => {
    // Two of each type per category, newest last; one code promo made hot, one free deal
    // expired, one bon plan hidden by moderation, and comments on a free deal.
    for (const category of CATEGORIES) {
      for (const type of ['deal', 'code', 'free'] as const) {
        for (let i = 0; i < 2; i++) {
          const deal = await postDeal(next().token, {
            city: CITY,
            category,
            type,
            title: `${word} ${type} ${category} ${i}`,
            ...(type === 'code' ? { promoCode: `CODE${i}` } : {}),
            ...(type === 'free' ? { price: 0, originalPrice: 900 } : {}),
          });
          made.get(type)!.push(deal);
        }
      }
    }
    hot = made.get('code')![1];
    await Promise.all(crowd.map((m) => call('POST', `/api/deals/${hot.id}/vote?positive=true`, { token: m.token })));
    expired = made.get('free')![2];
    expect((await call('POST', `/api/deals/${expired.id}/expire`, { token: await adminToken() })).status).toBe(200);
    await call('POST', `/api/deals/${made.get('free')![0].id}/comments`, {
      token: crowd[0].token,
      body: { content: 'Reçu hier, merci !' },
    });
    hidden = made.get('deal')![3];
    await useStackData();
    const [{ getDealRecord }, { dealVisibilityOps }, { transact }] = await Promise.all([
      import('@functions/data/deals/record'),
      import('@functions/data/deals/visibility'),
      import('@functions/data/table/dynamo'),
    ]);
    await transact({ visibility: dealVisibilityOps((await getDealRecord(hidden.id))!, new Date().toISOString()) });
  });

  /** This file's deals of a type, newest first, as a filter sees them. */
  const expected = (type: DealType, keep: (d: Deal) => boolean = () => true) =>
    made
      .get(type)!
      .filter((d) => d.id !== hidden.id && keep(d))
      .map((d) => d.id)
      .reverse();

  it('lists each type in the new order, all and active only, by city and by category, with exact totals', async () => {
    for (const type of ['deal', 'code', 'free'] as const) {
      const city = encodeURIComponent(CITY);
      const all = await list(`type=${type}&city=${city}`);
      expect(ids(all), type).toEqual(expected(type));
      expect(all.totalElements).toBe(expected(type).length);
      expect(all.content.every((d) => d.type === type)).toBe(true);
      const active = await list(`type=${type}&city=${city}&hideExpired=true`);
      expect(ids(active)).toEqual(expected(type, (d) => d.id !== expired.id));
      expect(active.totalElements).toBe(active.content.length);
      const inCategory = await list(`type=${type}&city=${city}&category=Mode`);
      expect(ids(inCategory)).toEqual(expected(type, (d) => d.category === 'Mode'));
      // Paged: two by two, the same deals in the same order.
      const paged: string[] = [];
      for (let page = 0; page < 3; page++) {
        const p = await list(`type=${type}&city=${city}&size=2&page=${page}`);
        expect(p.totalElements).toBe(expected(type).length);
        paged.push(...ids(p).slice(0, 2));
      }
      expect(paged.slice(0, expected(type).length)).toEqual(expected(type));
    }
    // Across the country too: every deal answered is of the type, and this file's are there.
    const codes = await list(`type=code&size=50`);
    expect(codes.content.every((d) => d.type === 'code')).toBe(true);
  });

  it('lists each type in the hot, top and discussed orders and in a search', async () => {
    const city = encodeURIComponent(CITY);
    expect(ids(await list(`type=code&city=${city}&sort=hot`))).toEqual([hot.id]);
    expect(ids(await list(`type=deal&city=${city}&sort=hot`))).toEqual([]);
    const top = await list(`type=code&city=${city}&sort=top&period=day`);
    expect(ids(top)[0]).toBe(hot.id);
    expect(top.totalElements).toBe(expected('code').length);
    expect((await list(`type=deal&city=${city}&sort=top&period=week`)).totalElements).toBe(expected('deal').length);
    expect(ids(await list(`type=free&city=${city}&sort=discussed`))).toEqual([made.get('free')![0].id]);
    expect(ids(await list(`type=code&city=${city}&sort=discussed`))).toEqual([]);

    const found = await list(`search=${word}&type=free`);
    expect(ids(found)).toEqual(expected('free'));
    expect(found.totalElements).toBe(expected('free').length);
    // The events job marks a hot deal's search terms within a second or so.
    await eventually(async () => expect(ids(await list(`search=${word}&type=code&sort=hot`))).toEqual([hot.id]));
    expect((await list(`search=${word}&type=deal`)).totalElements).toBe(expected('deal').length);
  });

  it('keeps every type list exact through votes, expiry, moderation and deletion', async () => {
    await call('DELETE', `/api/deals/${hot.id}/vote`, { token: crowd[0].token }); // cools it
    const gone = made.get('free')![3];
    expect((await call('DELETE', `/api/deals/${gone.id}`, { token: await adminToken() })).status).toBe(200);
    made.set(
      'free',
      made.get('free')!.filter((d) => d.id !== gone.id),
    );
    const all = [...made.values()].flat().map((d) => d.id);
    await expectExact([...all, gone.id], cityLists());
    expect(ids(await list(`type=code&city=${encodeURIComponent(CITY)}&sort=hot`))).toEqual([]);
  });

  it('refuses an unknown type with its message', async () => {
    const res = await call('GET', '/api/deals?type=bon-plan');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({ type: FIELD_MSG.dealTypeFilter });
  });
});

describe('the deal-types migration', () => {
  it('gives stored deals their type and places them in its lists, with exact counts', async () => {
    const word = uniqueWord();
    const [plain, coded] = await Promise.all([
      postDeal(next().token, { city: OTHER_CITY, category: 'Mode', title: `${word} ancien bon plan` }),
      postDeal(next().token, { city: OTHER_CITY, category: 'Mode', title: `${word} ancien code`, promoCode: 'VIEUX' }),
    ]);
    // As stored before types: no type, no type lists, no type on the search terms.
    const [{ getDealRecord }, { listCountOps, placementItemOps }, { transact }, { indexWords }, { seqKey }] =
      await Promise.all([
        import('@functions/data/deals/record'),
        import('@functions/data/deals/list-rank'),
        import('@functions/data/table/dynamo'),
        import('@functions/data/deals/search-terms'),
        import('@functions/data/table/list-counts'),
      ]);
    for (const { id } of [plain, coded]) {
      const deal = (await getDealRecord(id))!;
      const { dealType, ...legacy } = deal;
      expect(dealType).toBeDefined();
      await transact({
        deal: {
          Update: { TableName: TABLE.defaultName, Key: keys.deal(id), UpdateExpression: 'REMOVE dealType' },
        },
        lists: listCountOps(deal, legacy),
        placements: placementItemOps(deal, legacy),
      });
      for (const prefix of indexWords(deal).prefixes)
        await stackDb().send(
          new UpdateCommand({
            TableName: TABLE.defaultName,
            Key: keys.term(prefix, seqKey(deal.seq), id),
            UpdateExpression: 'REMOVE y',
          }),
        );
    }
    expect(ids(await list(`search=${word}&type=code`))).toEqual([]);

    const { backfillDealTypes } = await import('@functions/data/deals/backfill-lists');
    expect(await backfillDealTypes()).toBeGreaterThanOrEqual(2);
    expect((await call<Deal>('GET', `/api/deals/${coded.id}`)).body.data.type).toBe('code');
    expect(ids(await list(`search=${word}&type=code`))).toEqual([coded.id]);
    expect(ids(await list(`search=${word}&type=deal`))).toEqual([plain.id]);
    expect(ids(await list(`type=code&city=${encodeURIComponent(OTHER_CITY)}&category=Mode`))).toContain(coded.id);
    await expectExact([plain.id, coded.id], cityLists(['Mode'], OTHER_CITY));
  });
});
