import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { call, registerMember } from '../support/http';
import { DEALS_PER_HOUR } from '@shared/limits';
import { getPage, postDeal, readAll, roundTrips, takingTurns } from '../support/deals';

// Tamanrasset, Loisirs and their pair are used by this file only (and not by the demo data),
// so their totals are exact even while other test files write deals at the same time. The deals
// posted before the tests are only read: the test that deletes posts its own (El Bayadh, whose
// pairs no other file uses either), so each test passes alone and in any order.
const CITY = 'Tamanrasset';
const CATEGORY = 'Loisirs';
const q = (s: string) => encodeURIComponent(s);
const BOTH = `/api/deals?city=${q(CITY)}&category=${q(CATEGORY)}`;

describe('deal lists', () => {
  let member: Awaited<ReturnType<typeof registerMember>>;
  /** Deals of the city+category pair, newest first. */
  const expected: Deal[] = [];

  beforeAll(async () => {
    // 65 deals: members take turns, each within its hourly posting limit.
    const posters = await takingTurns(Math.ceil(65 / DEALS_PER_HOUR));
    member = posters.members[0];
    const post = (fields: Parameters<typeof postDeal>[1]) => postDeal(posters.next().token, fields);
    // 60 deals span several sequence blocks (25 each), more with other files writing meanwhile.
    for (let i = 0; i < 60; i++) {
      expected.unshift(await post({ title: `Sortie numéro ${i}`, city: CITY, category: CATEGORY }));
    }
    // Same city, other category; same category, other city.
    for (let i = 0; i < 3; i++) await post({ city: CITY, category: 'Autres' });
    for (let i = 0; i < 2; i++) await post({ city: 'Illizi', category: CATEGORY });
  }, 120_000);

  it('pages newest first with exact totals and boundaries for every page size', async () => {
    const ids = expected.map((d) => d.id);
    for (const size of [1, 7, 10, 20, 25, 30, 50]) {
      expect(await readAll(BOTH, size, 60), `size ${size}`).toEqual(ids);
    }
  });

  it('reaches a deep page directly, reading at most 3 DynamoDB round trips', async () => {
    const res = await getPage(`${BOTH}&page=5&size=10`, member.token);
    expect(res.body.data.content.map((d) => d.id)).toEqual(expected.slice(50, 60).map((d) => d.id));
    expect(res.body.data.last).toBe(true);
    // At most 3 in sequence; a signed-in caller's session check runs alongside.
    expect(roundTrips(res)).toBeLessThanOrEqual(4);
    const anonymous = await getPage(`${BOTH}&page=0&size=10`);
    expect(roundTrips(anonymous)).toBeLessThanOrEqual(2);
  });

  it('keeps the pages exact after deletions in the middle and at block edges', async () => {
    const city = 'El Bayadh';
    const category = 'Voyage';
    const pair = `/api/deals?city=${q(city)}&category=${q(category)}`;
    const posters = await takingTurns(Math.ceil(60 / DEALS_PER_HOUR));
    const tokenOf = new Map<string, string>();
    let mine: Deal[] = [];
    for (let i = 0; i < 60; i++) {
      const poster = posters.next();
      const deal = await postDeal(poster.token, { title: `Sortie numéro ${i}`, city, category });
      tokenOf.set(deal.id, poster.token);
      mine.unshift(deal);
    }
    const gone = [0, 5, 24, 25, 26, 40, 59];
    for (const i of gone) {
      const token = tokenOf.get(mine[i].id);
      expect((await call('DELETE', `/api/deals/${mine[i].id}`, { token })).status).toBe(200);
    }
    mine = mine.filter((_, i) => !gone.includes(i));
    const ids = mine.map((d) => d.id);
    for (const size of [1, 9, 10, 25, 50]) {
      expect(await readAll(pair, size, ids.length), `size ${size}`).toEqual(ids);
    }
    // A page past the end is empty but still says where the end is.
    const past = await getPage(`${pair}&page=99&size=10`);
    expect(past.body.data).toMatchObject({ content: [], totalElements: 53, totalPages: 6, last: true });
  }, 180_000);

  it('counts each filter separately: city, category, both', async () => {
    const city = await getPage(`/api/deals?city=${q(CITY)}&size=50`);
    const category = await getPage(`/api/deals?category=${q(CATEGORY)}&size=50`);
    expect(city.body.data.totalElements).toBe(expected.length + 3);
    expect(category.body.data.totalElements).toBe(expected.length + 2);
    expect(city.body.data.content.every((d) => d.city === CITY)).toBe(true);
    expect(category.body.data.content.every((d) => d.category === CATEGORY)).toBe(true);
    const all = await getPage('/api/deals?size=5');
    expect(all.body.data.totalElements).toBeGreaterThanOrEqual(expected.length + 5);
    expect(all.body.data.content).toHaveLength(5);
  });

  it('lists a member’s own deals newest first', async () => {
    const other = await registerMember();
    const mine = [];
    for (let i = 0; i < 3; i++) mine.unshift(await postDeal(other.token, { city: 'Adrar' }));
    const res = await getPage(`/api/deals?author=${other.id}&size=2`);
    expect(res.body.data).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(res.body.data.content.map((d) => d.id)).toEqual(mine.slice(0, 2).map((d) => d.id));
    const second = await getPage(`/api/deals?author=${other.id}&size=2&page=1`, member.token);
    expect(second.body.data.content.map((d) => d.id)).toEqual([mine[2].id]);
    expect(roundTrips(second)).toBeLessThanOrEqual(4);
    const mixed = await call('GET', `/api/deals?author=${other.id}&city=Adrar`);
    expect(mixed.status).toBe(400);
  });

  it('rejects bad paging and unknown filters in French', async () => {
    const big = await call('GET', '/api/deals?size=51');
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('La taille de page doit être un entier entre 1 et 50');
    expect((await call('GET', '/api/deals?page=-1')).status).toBe(400);
    expect((await call('GET', '/api/deals?page=abc')).status).toBe(400);
    const city = await call('GET', '/api/deals?city=Paris');
    expect(city.status).toBe(400);
    expect(city.body.data).toEqual({ errors: { city: 'Veuillez choisir une ville de la liste' } });
    expect((await call('GET', '/api/deals?category=Voitures')).status).toBe(400);
  });

  it('defaults to page 0 of 10 and shows the demo deals of a fresh stack', async () => {
    const res = await getPage('/api/deals');
    expect(res.body.data).toMatchObject({ number: 0, size: 10, first: true });
    const demo = await getPage(`/api/deals/search?q=${q('Galaxy A55')}`);
    expect(demo.body.data.content[0]).toMatchObject({ authorUsername: 'karim.demo', city: 'Alger', price: 62900 });
  });
});
