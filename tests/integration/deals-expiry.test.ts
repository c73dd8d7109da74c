import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import type { City } from '@shared/cities';
import { MSG } from '@shared/messages';
import { adminToken, getPage, postDeal, readAll, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';
import { trustedMembers } from '../support/trust';

// Expiry by members, by the author or an admin, and by date (docs/api.md, POST
// /api/deals/{id}/expire). Each test posts its own deals, with an author of its own (the hourly
// posting limit), and a test that counts a city's deals has a city of its own: Djanet, Timimoun,
// Ouled Djellal, Béni Abbès and In Guezzam are used by this file only, so their totals are exact. The members
// flagging here are trusted (the community acting); trust-gate.test.ts shows what others' flags do.
const CITY: City = 'Djanet';
const list = (city: City) => `/api/deals?city=${encodeURIComponent(city)}`;
const active = (city: City) => `${list(city)}&hideExpired=true`;

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let members: Member[];

const expire = (token: string, id: string) => call<Deal>('POST', `/api/deals/${id}/expire`, { token });
const ids = (page: Page<Deal>) => page.content.map((x) => x.id);
const total = async (path: string) => (await getPage(path)).body.data.totalElements;
const author = async () => (await registerMembers(1))[0];

beforeAll(async () => {
  members = await trustedMembers(5);
}, 60_000);

describe('expiry', () => {
  it('takes three distinct trusted members’ flags, each counted once', async () => {
    const flagged = await postDeal((await author()).token, { city: CITY, title: 'Promo signalée par les membres' });
    const first = await expire(members[0].token, flagged.id);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.expiryFlagged);
    expect(first.body.data).toMatchObject({
      expired: false,
      expiredAt: null,
      expiryFlags: 1,
      trustedExpiryFlags: 1,
      flaggedExpired: true,
    });
    // The same member again: nothing more.
    expect((await expire(members[0].token, flagged.id)).body.data.expiryFlags).toBe(1);
    // Others see the count, not their own flag.
    const seen = await call<Deal>('GET', `/api/deals/${flagged.id}`, { token: members[1].token });
    expect(seen.body.data).toMatchObject({ expiryFlags: 1, flaggedExpired: false });
    expect((await expire(members[1].token, flagged.id)).body.data).toMatchObject({ expired: false, expiryFlags: 2 });
    const third = await expire(members[2].token, flagged.id);
    expect(third.body.message).toBe(MSG.dealExpired);
    expect(third.body.data).toMatchObject({ expired: true, expiryFlags: 3, trustedExpiryFlags: 3 });
    expect(Date.parse(third.body.data.expiredAt!)).toBeGreaterThan(Date.now() - 60_000);
    // An expired deal is answered as it is.
    expect((await expire(members[3].token, flagged.id)).body.data.expiryFlags).toBe(3);
  });

  it('expires at once for the author and for an admin', async () => {
    const poster = await author();
    const byAuthor = await postDeal(poster.token, { city: CITY, title: "Promo close par l'auteur" });
    const byAdmin = await postDeal(poster.token, { city: CITY, title: 'Promo close par un admin' });
    const own = await expire(poster.token, byAuthor.id);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ expired: true, expiryFlags: 0 });
    const admin = await expire(await adminToken(), byAdmin.id);
    expect(admin.body.data).toMatchObject({ expired: true });
  });

  it('leaves expired deals out of hideExpired lists and the Hot order, with exact totals', async () => {
    const city: City = 'Timimoun';
    const LIST = list(city);
    const ACTIVE = active(city);
    const poster = await author();
    // Three deals expired each way: by trusted members' flags, by their author, by an admin.
    const [flagged, byAuthor, byAdmin] = [
      await postDeal(poster.token, { city, title: 'Promo signalée par les membres' }),
      await postDeal(poster.token, { city, title: "Promo close par l'auteur" }),
      await postDeal(poster.token, { city, title: 'Promo close par un admin' }),
    ];
    for (const m of members.slice(0, 3)) expect((await expire(m.token, flagged.id)).status).toBe(200);
    expect((await expire(poster.token, byAuthor.id)).body.data.expired).toBe(true);
    expect((await expire(await adminToken(), byAdmin.id)).body.data.expired).toBe(true);
    expect(await total(LIST)).toBe(3);
    expect(await total(ACTIVE)).toBe(0);
    expect(await total(`${LIST}&sort=hot`)).toBe(0);
    // The default list keeps them, flagged.
    const all = (await getPage(LIST)).body.data.content;
    expect(all.every((x) => x.expired)).toBe(true);

    const more: Deal[] = [];
    for (let i = 0; i < 6; i++) more.unshift(await postDeal(poster.token, { city, title: `Offre active ${i}` }));
    expect((await expire(poster.token, more[2].id)).status).toBe(200);
    const live = more.filter((_, i) => i !== 2).map((x) => x.id);
    for (const size of [1, 2, 4]) expect(await readAll(ACTIVE, size, 5), `size ${size}`).toEqual(live);
    expect(await total(LIST)).toBe(9);
    // None is hot (100°): the Hot order lists none of them (tests/integration/deals-hot.test.ts).
    expect(await total(`${LIST}&sort=hot`)).toBe(0);
    expect(ids((await getPage(`${LIST}&sort=hot&size=50`)).body.data)).not.toContain(more[2].id);
  });

  it('lets the author reactivate a deal by moving its date to the future, not by other edits', async () => {
    const city: City = 'Ouled Djellal';
    const [LIST, ACTIVE] = [list(city), active(city)];
    const poster = await author();
    const byAuthor = await postDeal(poster.token, { city, title: "Promo close par l'auteur" });
    expect((await expire(poster.token, byAuthor.id)).body.data.expired).toBe(true);
    expect(await total(ACTIVE)).toBe(0);
    const edit = (expiresAt?: string, title = byAuthor.title) =>
      call<Deal>('PUT', `/api/deals/${byAuthor.id}`, {
        token: poster.token,
        body: {
          title,
          description: byAuthor.description,
          price: byAuthor.price,
          city,
          category: byAuthor.category,
          expiresAt,
        },
      });
    const retitled = await edit(undefined, 'Promo close, titre corrigé');
    expect(retitled.status).toBe(200);
    expect(retitled.body.data.expired).toBe(true);
    const future = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const back = await edit(future);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({
      expired: false,
      expiredAt: null,
      expiryFlags: 0,
      trustedExpiryFlags: 0,
      expiresAt: future,
    });
    expect(ids((await getPage(`${ACTIVE}&size=50`)).body.data)).toContain(byAuthor.id);
    // Cold, it stays out of the Hot order.
    expect(ids((await getPage(`${LIST}&sort=hot&size=50`)).body.data)).not.toContain(byAuthor.id);
    expect(await total(ACTIVE)).toBe(1);
    // Members who never flagged it may flag it in its new period.
    expect((await expire(members[0].token, byAuthor.id)).body.data).toMatchObject({
      expiryFlags: 1,
      flaggedExpired: true,
    });
  });

  it('still takes votes on an expired deal, outside the Hot order', async () => {
    const poster = await author();
    const flagged = await postDeal(poster.token, { city: CITY, title: 'Promo expirée, encore votée' });
    expect((await expire(poster.token, flagged.id)).body.data.expired).toBe(true);
    const res = await call<Deal>('POST', `/api/deals/${flagged.id}/vote?positive=true`, { token: members[3].token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ expired: true, temperature: 10 });
    expect(ids((await getPage(`${list(CITY)}&sort=hot&size=50`)).body.data)).not.toContain(flagged.id);
  });

  it('shows a deal expired as soon as its date has passed, before any job runs', async () => {
    const soon = await postDeal((await author()).token, {
      city: CITY,
      title: 'Promo de quelques secondes',
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    // The date passing is the event: read until it shows, no fixed wait.
    await eventually(async () =>
      expect((await call<Deal>('GET', `/api/deals/${soon.id}`)).body.data).toMatchObject({
        expired: true,
        expiredAt: soon.expiresAt,
      }),
    );
  });

  it('leaves a deal out of the active orders at its date, before the job marks it, pages and totals exact', async () => {
    const city: City = 'In Guezzam';
    const ACTIVE = active(city);
    const poster = await author();
    const older = await postDeal(poster.token, { city, title: 'Promo durable, la plus ancienne' });
    const soon = await postDeal(poster.token, {
      city,
      title: 'Promo de deux secondes',
      expiresAt: new Date(Date.now() + 2000).toISOString(),
    });
    const newer = await postDeal(poster.token, { city, title: 'Promo durable, la plus récente' });
    expect(await total(ACTIVE)).toBe(3);
    // The date passing is the event; the stack's job (every minute) has most likely not run yet,
    // and the lists read the same either way.
    await eventually(async () =>
      expect((await call<Deal>('GET', `/api/deals/${soon.id}`)).body.data.expired).toBe(true),
    );
    // The active order skips it (Hot lists deals of 100° and more only: none of these).
    const first = (await getPage(`${ACTIVE}&size=50`)).body.data;
    expect(first.totalElements).toBe(2);
    expect(ids(first).sort()).toEqual([older.id, newer.id].sort());
    // Page N skips the overdue deal: two pages of one, then none.
    const one = await Promise.all([0, 1, 2].map(async (n) => (await getPage(`${ACTIVE}&size=1&page=${n}`)).body.data));
    expect(one.map((p) => ids(p).length)).toEqual([1, 1, 0]);
    expect(new Set(one.flatMap(ids))).toEqual(new Set([older.id, newer.id]));
    expect(one[0]).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect(ids((await getPage(`${ACTIVE}&size=1&page=1`)).body.data)).toEqual([older.id]);
    // Every deal, expired ones included, still lists it, shown expired.
    const all = (await getPage(`${list(city)}&size=50`)).body.data;
    expect(all.totalElements).toBe(3);
    expect(all.content.find((d) => d.id === soon.id)).toMatchObject({ expired: true, expiredAt: soon.expiresAt });
  });

  it('expires a deal whose date has passed through the expiry job, totals following', async () => {
    const city: City = 'Béni Abbès';
    const ACTIVE = active(city);
    // A date the stack's own job (every minute, on the real clock) cannot reach during the test:
    // the job is run here as of just after it, so it is this run that expires the deal.
    const due = await postDeal((await author()).token, {
      city,
      title: 'Promo bientôt échue',
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    // Listed as active until the job runs.
    expect(ids((await getPage(`${ACTIVE}&size=50`)).body.data)).toEqual([due.id]);
    await useStackData();
    const { expireDueDeals } = await import('@functions/data/deals/expiry');
    expect((await expireDueDeals(new Date(Date.parse(due.expiresAt!) + 1))).dealsExpired).toBeGreaterThanOrEqual(1);
    expect(await total(ACTIVE)).toBe(0);
    expect(ids((await getPage(`${ACTIVE}&size=50`)).body.data)).not.toContain(due.id);
    expect(await total(list(city))).toBe(1);
    expect((await call<Deal>('GET', `/api/deals/${due.id}`)).body.data).toMatchObject({
      expired: true,
      expiredAt: due.expiresAt,
    });
  });

  it('lets a search leave expired deals out', async () => {
    const word = uniqueWord();
    const poster = await author();
    const deal = await postDeal(poster.token, { city: CITY, title: `Offre ${word} du jour` });
    expect(await total(`/api/deals?search=${word}&hideExpired=true`)).toBe(1);
    await expire(poster.token, deal.id);
    expect(await total(`/api/deals?search=${word}&hideExpired=true`)).toBe(0);
    expect(await total(`/api/deals?search=${word}`)).toBe(1);
    // Past its date, before the job marks it: out at once too.
    const soon = await postDeal(poster.token, {
      city: CITY,
      title: `Offre ${word} éclair`,
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect(await total(`/api/deals?search=${word}&hideExpired=true`)).toBe(1);
    await eventually(async () =>
      expect((await call<Deal>('GET', `/api/deals/${soon.id}`)).body.data.expired).toBe(true),
    );
    const active = (await getPage(`/api/deals?search=${word}&hideExpired=true`)).body.data;
    expect([active.totalElements, active.content.length]).toEqual([0, 0]);
    expect(await total(`/api/deals?search=${word}`)).toBe(2);
  });

  it('answers 401 to guests and 404 for an unknown deal', async () => {
    const poster = await author();
    const deal = await postDeal(poster.token, { city: CITY });
    expect((await call('POST', `/api/deals/${deal.id}/expire`)).status).toBe(401);
    expect((await expire(poster.token, 'AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
