import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { TABLE } from '@shared/table';
import { getPage, postDeal, registerMembers, roundTrips } from '../support/deals';
import { call } from '../support/http';

// Saved deals, "Mes favoris" (docs/api.md, PUT/DELETE /api/deals/{id}/save, GET /api/users/me/saved).
const CITY = 'In Salah';

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let author: Member;
let saver: Member;
let other: Member;
const deals: Deal[] = [];

const save = (m: Member, id: string) => call<Deal>('PUT', `/api/deals/${id}/save`, { token: m.token });
const unsave = (m: Member, id: string) => call<Deal>('DELETE', `/api/deals/${id}/save`, { token: m.token });
const saved = async (m: Member, query = '') => {
  const res = await call<Page<Deal>>('GET', `/api/users/me/saved${query}`, { token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
const ids = (page: Page<Deal>) => page.content.map((x) => x.id);

beforeAll(async () => {
  [author, saver, other] = await registerMembers(3);
  for (let i = 0; i < 8; i++) deals.push(await postDeal(author.token, { city: CITY, title: `Offre à garder ${i}` }));
}, 60_000);

describe('saved deals', () => {
  it('saves and unsaves idempotently, the flag following the caller', async () => {
    const first = await save(saver, deals[0].id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.dealSaved);
    expect(first.body.data).toMatchObject({ id: deals[0].id, saved: true });
    expect((await save(saver, deals[0].id)).body.data.saved).toBe(true);
    expect((await call<Deal>('GET', `/api/deals/${deals[0].id}`, { token: saver.token })).body.data.saved).toBe(true);
    expect((await call<Deal>('GET', `/api/deals/${deals[0].id}`, { token: other.token })).body.data.saved).toBe(false);
    expect((await call<Deal>('GET', `/api/deals/${deals[0].id}`)).body.data.saved).toBe(false);
    const list = (await getPage(`/api/deals?city=${encodeURIComponent(CITY)}&size=50`, saver.token)).body.data;
    expect(list.content.filter((x) => x.saved).map((x) => x.id)).toEqual([deals[0].id]);

    const off = await unsave(saver, deals[0].id);
    expect(off.body).toMatchObject({ message: MSG.dealUnsaved, data: { saved: false } });
    expect((await unsave(saver, deals[0].id)).status).toBe(200);
    expect((await saved(saver)).body.data.totalElements).toBe(0);
  });

  it('lists a member’s saved deals newest saved first, paged exactly', async () => {
    const order = [3, 0, 5, 1, 7, 2, 6];
    for (const i of order) expect((await save(saver, deals[i].id)).status).toBe(200);
    const expected = [...order].reverse().map((i) => deals[i].id);
    expect(ids((await saved(saver, '?size=50')).body.data)).toEqual(expected);
    for (const size of [1, 2, 3, 5]) {
      const got: string[] = [];
      for (let page = 0; page * size < expected.length; page++) {
        const res = await saved(saver, `?page=${page}&size=${size}`);
        expect(res.body.data).toMatchObject({ totalElements: 7, number: page, size });
        // Counter, page, deals (page 0 reads the first two at once); the session check alongside.
        expect(roundTrips(res)).toBeLessThanOrEqual(4);
        got.push(...ids(res.body.data));
      }
      expect(got, `size ${size}`).toEqual(expected);
    }
    // Unsaving one in the middle keeps the pages exact.
    await unsave(saver, deals[1].id);
    const rest = expected.filter((id) => id !== deals[1].id);
    expect(ids((await saved(saver, '?page=1&size=3')).body.data)).toEqual(rest.slice(3, 6));
    expect((await saved(saver)).body.data.totalElements).toBe(6);
    expect((await saved(saver)).body.data.content.every((x) => x.saved)).toBe(true);
  });

  it('answers which deals a member saved, in bulk', async () => {
    const res = await call<string[]>('POST', '/api/deals/bulk-saved', {
      token: saver.token,
      body: [deals[0].id, deals[1].id, deals[3].id, 'not-an-id'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sort()).toEqual([deals[0].id, deals[3].id].sort());
  });

  it('takes a deleted deal out of everyone’s saved list', async () => {
    await save(other, deals[3].id);
    expect((await call('DELETE', `/api/deals/${deals[3].id}`, { token: author.token })).status).toBe(200);
    const mine = (await saved(saver, '?size=50')).body.data;
    expect(ids(mine)).not.toContain(deals[3].id);
    expect(mine.totalElements).toBe(5);
    expect((await saved(other)).body.data.totalElements).toBe(0);
  });

  it('cleans every saved list when a deal too large for one transaction is deleted', async () => {
    const crowd = await registerMembers(40);
    const big = await postDeal(other.token, { city: CITY, title: 'Offre gardée par beaucoup de monde' });
    await Promise.all(crowd.map(async (m) => expect((await save(m, big.id)).status).toBe(200)));
    expect((await call('DELETE', `/api/deals/${big.id}`, { token: other.token })).status).toBe(200);
    const totals = await Promise.all(crowd.map(async (m) => (await saved(m)).body.data.totalElements));
    expect(totals.every((t) => t === 0)).toBe(true);
  }, 60_000);

  it('keeps the saved list exact when a hidden deal is deleted while its saves move out', async () => {
    // The soak's drift under faults: moderation hides a deal, its saves move out of the members'
    // lists in batches after the hide (deals/visibility.ts moveSaves), and the author deletes the
    // deal in between. Forced here: the sweep runs between the delete's read and its write.
    const [member] = await registerMembers(1);
    const hidden = await postDeal(author.token, { city: CITY, title: 'Offre masquée puis supprimée' });
    const kept = await postDeal(author.token, { city: CITY, title: 'Offre gardée ensuite' });
    expect((await save(member, hidden.id)).status).toBe(200);

    // The data modules run in this process on the same DynamoDB Local as the server.
    Object.assign(process.env, { DDB_ENDPOINT: inject('ddbEndpoint'), TABLE_NAME: TABLE.defaultName });
    const { getDealRecord } = await import('@functions/data/deals/record');
    const { dealVisibilityOps, moveSaves } = await import('@functions/data/deals/visibility');
    const { deleteDeal } = await import('@functions/data/deals/delete');
    const { transact } = await import('@functions/data/table/dynamo');
    // The hide's own transaction, as a decision writes it before its sweep.
    await transact({ hide: dealVisibilityOps((await getDealRecord(hidden.id))!, new Date().toISOString()) });
    let moved = 0;
    await deleteDeal(hidden.id, async () => void (moved = await moveSaves(hidden.id, true)), null);
    expect(moved).toBe(1);

    expect((await saved(member)).body.data).toMatchObject({ totalElements: 0, content: [] });
    expect((await save(member, kept.id)).status).toBe(200);
    const after = (await saved(member)).body.data;
    expect(ids(after)).toEqual([kept.id]);
    expect(after.totalElements).toBe(1);
  });

  it('refuses guests (401), unknown deals (404) and bad paging (400)', async () => {
    expect((await call('PUT', `/api/deals/${deals[0].id}/save`)).status).toBe(401);
    expect((await call('GET', '/api/users/me/saved')).status).toBe(401);
    expect((await save(saver, 'AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await unsave(saver, 'AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const badSize = await call('GET', '/api/users/me/saved?size=0', { token: saver.token });
    expect(badSize.status).toBe(400);
  });
});
