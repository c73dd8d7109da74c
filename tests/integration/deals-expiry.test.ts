import { beforeAll, describe, expect, it } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { adminToken, getPage, postDeal, readAll, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { call } from '../support/http';
import { trustedMembers } from '../support/trust';

// Expiry by members, by the author or an admin, and by date (docs/api.md, POST
// /api/deals/{id}/expire). Djanet is used by this file only, so its totals are exact. The members
// flagging here are trusted (the community acting); trust-gate.test.ts shows what others' flags do.
const CITY = 'Djanet';
const LIST = `/api/deals?city=${CITY}`;
const ACTIVE = `${LIST}&hideExpired=true`;

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let author: Member;
let members: Member[];

const expire = (token: string, id: string) => call<Deal>('POST', `/api/deals/${id}/expire`, { token });
const ids = (page: Page<Deal>) => page.content.map((x) => x.id);
const total = async (path: string) => (await getPage(path)).body.data.totalElements;

beforeAll(async () => {
  [[author], members] = await Promise.all([registerMembers(1), trustedMembers(5)]);
}, 60_000);

describe('expiry', () => {
  let flagged: Deal;
  let byAuthor: Deal;
  let byAdmin: Deal;

  beforeAll(async () => {
    flagged = await postDeal(author.token, { city: CITY, title: 'Promo signalée par les membres' });
    byAuthor = await postDeal(author.token, { city: CITY, title: "Promo close par l'auteur" });
    byAdmin = await postDeal(author.token, { city: CITY, title: 'Promo close par un admin' });
  });

  it('takes three distinct trusted members’ flags, each counted once', async () => {
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
    const own = await expire(author.token, byAuthor.id);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ expired: true, expiryFlags: 0 });
    const admin = await expire(await adminToken(), byAdmin.id);
    expect(admin.body.data).toMatchObject({ expired: true });
  });

  it('leaves expired deals out of hideExpired lists and the Hot order, with exact totals', async () => {
    expect(await total(LIST)).toBe(3);
    expect(await total(ACTIVE)).toBe(0);
    expect(await total(`${LIST}&sort=hot`)).toBe(0);
    // The default list keeps them, flagged.
    const all = (await getPage(LIST)).body.data.content;
    expect(all.every((x) => x.expired)).toBe(true);

    const more: Deal[] = [];
    for (let i = 0; i < 6; i++) more.unshift(await postDeal(author.token, { city: CITY, title: `Offre active ${i}` }));
    expect((await expire(author.token, more[2].id)).status).toBe(200);
    const active = more.filter((_, i) => i !== 2).map((x) => x.id);
    for (const size of [1, 2, 4]) expect(await readAll(ACTIVE, size, 5), `size ${size}`).toEqual(active);
    expect(await total(LIST)).toBe(9);
    expect(await total(`${LIST}&sort=hot`)).toBe(5);
    expect(ids((await getPage(`${LIST}&sort=hot&size=50`)).body.data)).not.toContain(more[2].id);
  });

  it('lets the author reactivate a deal by moving its date to the future, not by other edits', async () => {
    const edit = (expiresAt?: string, title = byAuthor.title) =>
      call<Deal>('PUT', `/api/deals/${byAuthor.id}`, {
        token: author.token,
        body: {
          title,
          description: byAuthor.description,
          price: byAuthor.price,
          city: CITY,
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
    expect(ids((await getPage(`${LIST}&sort=hot&size=50`)).body.data)).toContain(byAuthor.id);
    expect(await total(ACTIVE)).toBe(6);
    // Members who never flagged it may flag it in its new period.
    expect((await expire(members[0].token, byAuthor.id)).body.data).toMatchObject({
      expiryFlags: 1,
      flaggedExpired: true,
    });
  });

  it('still takes votes on an expired deal, outside the Hot order', async () => {
    const res = await call<Deal>('POST', `/api/deals/${flagged.id}/vote?positive=true`, { token: members[3].token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ expired: true, temperature: 10 });
    expect(ids((await getPage(`${LIST}&sort=hot&size=50`)).body.data)).not.toContain(flagged.id);
  });

  it('expires a deal whose date has passed through the expiry job, totals following', async () => {
    const soon = await postDeal(author.token, {
      city: CITY,
      title: 'Promo de quelques secondes',
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    const before = await total(ACTIVE);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Shown expired at once, listed as active until the job runs (every minute locally).
    expect((await call<Deal>('GET', `/api/deals/${soon.id}`)).body.data).toMatchObject({
      expired: true,
      expiredAt: soon.expiresAt,
    });
    await useStackData();
    const { expireDueDeals } = await import('@functions/data/deals/expiry');
    expect((await expireDueDeals()).dealsExpired).toBeGreaterThanOrEqual(1);
    expect(await total(ACTIVE)).toBe(before - 1);
    expect(ids((await getPage(`${ACTIVE}&size=50`)).body.data)).not.toContain(soon.id);
  });

  it('lets a search leave expired deals out', async () => {
    const word = uniqueWord();
    // Another author: this file's first one has reached the hourly posting limit.
    const poster = members[4];
    const deal = await postDeal(poster.token, { city: CITY, title: `Offre ${word} du jour` });
    expect(await total(`/api/deals?search=${word}&hideExpired=true`)).toBe(1);
    await expire(poster.token, deal.id);
    expect(await total(`/api/deals?search=${word}&hideExpired=true`)).toBe(0);
    expect(await total(`/api/deals?search=${word}`)).toBe(1);
  });

  it('answers 401 to guests and 404 for an unknown deal', async () => {
    expect((await call('POST', `/api/deals/${flagged.id}/expire`)).status).toBe(401);
    expect((await expire(author.token, 'AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });
});
