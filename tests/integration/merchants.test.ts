import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AppNotification,
  AuditEntry,
  Deal,
  Merchant,
  MerchantFollow,
  MerchantMerge,
  MerchantRef,
  Page,
} from '@shared/api-types';
import { FIELD_MSG, MSG } from '@shared/messages';
import { merchantLists } from '@shared/table';
import { adminToken, dealInput, registerMembers, takingTurns, uniqueWord, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';
import { stackDb } from '../support/trust';

// Merchants as entities (docs/api.md#merchants): made from the name a deal gives (or its link's
// domain), suggested to the form, listed on their page in every order and type, followed, and
// merged by admins with every deal and count moved exactly. Each test names its merchants with
// a word of its own, so their lists are its alone.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

let next: () => Member;
let posters: Member[];
let crowd: Member[];
let admin: string;

beforeAll(async () => {
  const turns = await takingTurns(4);
  [posters, next] = [turns.members, turns.next];
  crowd = await registerMembers(10);
  admin = await adminToken();
});

const tokenOf = (deal: Deal) => posters.find((m) => m.id === deal.author)!.token;
const post = async (body: Record<string, unknown>) => {
  const res = await call<Deal>('POST', '/api/deals', { token: next().token, body: { ...dealInput(), ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
const merchant = (slug: string, token?: string) =>
  call<Merchant>('GET', `/api/merchants/${encodeURIComponent(slug)}`, { token });
const deals = async (query: string) => {
  const res = await call<Page<Deal>>('GET', `/api/deals?size=50&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const ids = (page: Page<Deal>) => page.content.map((d) => d.id);
const follow = (m: Member, slug: string, on = true) =>
  call<MerchantFollow>(on ? 'PUT' : 'DELETE', `/api/merchants/${slug}/follow`, { token: m.token });
const newsOf = async (m: Member, dealId: string) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: m.token })).body.data.content.filter(
    (n) => n.dealId === dealId,
  );

/** Every count of these deals, merchants and their lists reconciled against what it counts (tests/support/reconcile.ts). */
async function expectExact(dealIds: string[], slugs: string[]) {
  await useStackData();
  const { readScope, settledReconciliation } = await import('../support/reconcile');
  const lists = slugs.flatMap((slug) => ['deal', 'code', 'free'].flatMap((type) => merchantLists(slug, type)));
  const unique = [...new Map(lists.map((l) => [l.name, l])).values()];
  const { drift, orphans } = await settledReconciliation(() =>
    readScope(stackDb(), { deals: dealIds, members: [], lists: unique, reportTargets: [], merchants: slugs }),
  );
  expect(drift).toEqual([]);
  expect(orphans).toEqual([]);
}

describe('a merchant', () => {
  it('is made from the name a deal gives, found again by its slug however it is written, and by its link', async () => {
    const word = uniqueWord('boutique');
    const first = await post({ merchant: `${word} DZ`, url: `https://www.${word}.dz/produit/1` });
    expect(first).toMatchObject({ merchant: `${word} DZ`, merchantSlug: `${word}-dz` });
    // Spelled otherwise: the same shop, shown with its name.
    const again = await post({ merchant: `${word.toUpperCase()}.dz` });
    expect(again).toMatchObject({ merchant: `${word} DZ`, merchantSlug: `${word}-dz` });
    // No name but its link: the shop its domain belongs to.
    const linked = await post({ merchant: '', url: `https://${word}.dz/autre?utm_source=fb` });
    expect(linked).toMatchObject({ merchant: `${word} DZ`, merchantSlug: `${word}-dz` });
    // A social network's link names no shop.
    const social = await post({ merchant: '', url: 'https://www.facebook.com/events/123' });
    expect(social).toMatchObject({ merchant: null, merchantSlug: null });
    // Nothing a slug can be made of.
    const bad = await call('POST', '/api/deals', { token: next().token, body: dealInput({ merchant: '!!!' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual({ merchant: FIELD_MSG.merchantName });

    const page = await merchant(`${word}-dz`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      slug: `${word}-dz`,
      name: `${word} DZ`,
      domains: [`${word}.dz`],
      dealsCount: 3,
      activeDealsCount: 3,
      hotDealsCount: 0,
      followers: 0,
      followed: false,
    });
    expect((await merchant('inconnu-zz')).status).toBe(404);
    expect((await merchant('inconnu-zz')).body.message).toBe(MSG.merchantNotFound);
    expect((await merchant('Pas Un Slug')).status).toBe(404);

    // The form's suggestions: the link's merchant first, then by the start of the name.
    const byName = await call<MerchantRef[]>('GET', `/api/merchants?q=${word.slice(0, 9).toUpperCase()}`);
    expect(byName.body.data).toEqual([{ slug: `${word}-dz`, name: `${word} DZ` }]);
    const byLink = await call<MerchantRef[]>(
      'GET',
      `/api/merchants?url=${encodeURIComponent(`https://m.${word}.dz/x`)}&q=zzzz`,
    );
    expect(byLink.body.data).toEqual([{ slug: `${word}-dz`, name: `${word} DZ` }]);
    const none = await call('GET', '/api/merchants');
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(FIELD_MSG.merchantQuery);

    // An edit to another merchant moves the deal and its counts.
    const moved = await call<Deal>('PUT', `/api/deals/${again.id}`, {
      token: tokenOf(again),
      body: dealInput({ merchant: `${word} Bis` }),
    });
    expect(moved.body.data).toMatchObject({ merchant: `${word} Bis`, merchantSlug: `${word}-bis` });
    expect((await merchant(`${word}-dz`)).body.data.dealsCount).toBe(2);
    expect(ids(await deals(`merchant=${word}-bis`))).toEqual([again.id]);
    await expectExact([first.id, again.id, linked.id], [`${word}-dz`, `${word}-bis`]);
  });

  it('lists its deals in every order and type, with exact counts', async () => {
    const word = uniqueWord('chez');
    const plain = await post({ merchant: word, title: `${word} télé` });
    const code = await post({ merchant: word, title: `${word} code`, promoCode: 'CHEZ10' });
    const free = await post({ merchant: word, title: `${word} offert`, type: 'free', price: 0 });
    await Promise.all(crowd.map((m) => call('POST', `/api/deals/${code.id}/vote?positive=true`, { token: m.token })));
    expect((await call('POST', `/api/deals/${free.id}/expire`, { token: admin })).status).toBe(200);
    await call('POST', `/api/deals/${plain.id}/comments`, { token: crowd[0].token, body: { content: 'Top, merci !' } });

    expect(ids(await deals(`merchant=${word}`))).toEqual([free.id, code.id, plain.id]);
    expect((await deals(`merchant=${word}`)).totalElements).toBe(3);
    expect(ids(await deals(`merchant=${word}&hideExpired=true`))).toEqual([code.id, plain.id]);
    expect(ids(await deals(`merchant=${word}&sort=hot`))).toEqual([code.id]);
    expect(ids(await deals(`merchant=${word}&sort=top&period=week`))).toEqual([code.id, free.id, plain.id]);
    expect(ids(await deals(`merchant=${word}&sort=discussed`))).toEqual([plain.id]);
    expect(ids(await deals(`merchant=${word}&type=code`))).toEqual([code.id]);
    expect(ids(await deals(`merchant=${word}&type=free&hideExpired=true`))).toEqual([]);
    expect(ids(await deals(`merchant=${word}&type=deal&sort=top`))).toEqual([plain.id]);
    expect((await merchant(word)).body.data).toMatchObject({ dealsCount: 3, activeDealsCount: 2, hotDealsCount: 1 });

    const mixed = await call('GET', `/api/deals?merchant=${word}&city=Alger`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe(MSG.merchantFilterAlone);
    const badSlug = await call('GET', '/api/deals?merchant=Pas%20un%20slug');
    expect(badSlug.body.data.errors).toEqual({ merchant: FIELD_MSG.merchantSlug });
    await expectExact([plain.id, code.id, free.id], [word]);
  });
});

describe('following a merchant', () => {
  it('counts each follower once, and tells them of its new deals once, but not the author', async () => {
    const word = uniqueWord('magasin');
    const first = await post({ merchant: word });
    const [fan, other] = crowd;
    const on = await follow(fan, word);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: MSG.merchantFollowed, data: { followers: 1, followed: true } });
    expect((await follow(fan, word)).body.data).toEqual({ followers: 1, followed: true });
    await Promise.all([follow(other, word), follow(other, word)]);
    expect((await merchant(word, fan.token)).body.data).toMatchObject({ followers: 2, followed: true });
    expect((await merchant(word)).body.data.followed).toBe(false);
    expect((await follow(other, word, false)).body).toMatchObject({
      message: MSG.merchantUnfollowed,
      data: { followers: 1, followed: false },
    });
    expect((await call('PUT', `/api/merchants/${word}/follow`)).status).toBe(401);
    expect((await follow(fan, 'inconnu-zz')).status).toBe(404);

    const fresh = await post({ merchant: word, title: `Nouveauté ${word}` });
    const told = await eventually(async () => {
      const news = await newsOf(fan, fresh.id);
      expect(news).toHaveLength(1);
      return news[0];
    });
    expect(told).toMatchObject({ kind: 'merchant', text: `Nouveau bon plan chez ${word}\u00A0: Nouveauté ${word}` });
    expect(await newsOf(other, fresh.id)).toEqual([]);
    expect(await newsOf(fan, first.id)).toEqual([]);

    // The stream record replayed: nobody is told twice.
    await useStackData();
    const { handler } = await import('@functions/jobs/table-events');
    const { getDealRecord } = await import('@functions/data/deals/record');
    const { marshall } = await import('@aws-sdk/util-dynamodb');
    const record = await getDealRecord(fresh.id);
    await handler(
      {
        Records: [
          {
            eventName: 'INSERT',
            dynamodb: { NewImage: marshall(record, { removeUndefinedValues: true }) as never, SequenceNumber: '1' },
          },
        ],
      },
      {} as never,
    );
    expect(await newsOf(fan, fresh.id)).toHaveLength(1);
    await expectExact([first.id, fresh.id], [word]);
  });
});

describe('merging merchants', () => {
  it('moves every deal, count, domain and follower of the alias, once, audited, and sends it on', async () => {
    const word = uniqueWord('jumia');
    const alias = `${word}-dz`;
    const deals1 = [
      await post({ merchant: `${word} DZ`, url: `https://${word}.dz/a`, title: `${word} un` }),
      await post({ merchant: `${word} DZ`, title: `${word} deux`, promoCode: 'JUM5' }),
      await post({ merchant: `${word} DZ`, title: `${word} trois` }),
    ];
    const target = await post({ merchant: word, title: `${word} quatre` });
    // One of the alias's deals hot, one hidden by moderation: both move.
    await Promise.all(
      crowd.map((m) => call('POST', `/api/deals/${deals1[1].id}/vote?positive=true`, { token: m.token })),
    );
    await useStackData();
    const [{ getDealRecord }, { dealVisibilityOps }, { transact }] = await Promise.all([
      import('@functions/data/deals/record'),
      import('@functions/data/deals/visibility'),
      import('@functions/data/table/dynamo'),
    ]);
    await transact({ visibility: dealVisibilityOps((await getDealRecord(deals1[2].id))!, new Date().toISOString()) });
    // Followers: one of the alias only, one of both (counted once after).
    const [aliasFan, bothFan] = crowd;
    await follow(aliasFan, alias);
    await follow(bothFan, alias);
    await follow(bothFan, word);

    const merge = (token: string, from: string, into: string) =>
      call<MerchantMerge>('POST', `/api/admin/merchants/${from}/merge`, { token, body: { into } });
    expect((await merge(crowd[2].token, alias, word)).status).toBe(403);
    expect((await merge(admin, alias, 'inconnu-zz')).status).toBe(404);
    expect((await merge(admin, alias, alias)).body.message).toBe(MSG.merchantMergeSelf);
    expect(
      (await call('POST', `/api/admin/merchants/${alias}/merge`, { token: admin, body: {} })).body.data.errors,
    ).toEqual({
      into: FIELD_MSG.merchantInto,
    });

    const merged = await merge(admin, alias, word);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data).toMatchObject({ movedDeals: 3, movedFollowers: 1, done: true });
    expect(merged.body.data.merchant).toMatchObject({
      slug: word,
      dealsCount: 3,
      activeDealsCount: 3,
      hotDealsCount: 1,
      followers: 2,
      domains: [`${word}.dz`],
    });
    // Its page answers the merchant; its deals show the merchant's name; its list is empty.
    expect((await merchant(alias)).body.data.slug).toBe(word);
    expect((await call<Deal>('GET', `/api/deals/${deals1[0].id}`)).body.data).toMatchObject({
      merchant: word,
      merchantSlug: word,
    });
    expect(ids(await deals(`merchant=${word}`))).toEqual([target.id, deals1[1].id, deals1[0].id]);
    expect(ids(await deals(`merchant=${word}&sort=hot`))).toEqual([deals1[1].id]);
    expect(ids(await deals(`merchant=${word}&type=code`))).toEqual([deals1[1].id]);
    expect((await deals(`merchant=${alias}`)).totalElements).toBe(0);
    // A deal written with the alias's name or link goes to the merchant.
    const later = await post({ merchant: `${word.toUpperCase()} DZ` });
    const viaLink = await post({ merchant: '', url: `https://${word}.dz/b` });
    expect([later.merchantSlug, viaLink.merchantSlug]).toEqual([word, word]);
    // The suggestions no longer offer the alias.
    const suggested = await call<MerchantRef[]>('GET', `/api/merchants?q=${word}`);
    expect(suggested.body.data.map((m) => m.slug)).toEqual([word]);
    // Audited once; the same merge again moves nothing; the other way round is refused.
    const audit = await call<Page<AuditEntry>>('GET', '/api/admin/audit?size=50', { token: admin });
    const entries = audit.body.data.content.filter((e) => e.targetType === 'merchant' && e.targetId === alias);
    expect(entries).toMatchObject([{ action: 'merge', summary: `${word} DZ → ${word}` }]);
    const again = await merge(admin, alias, word);
    expect(again.body.data).toMatchObject({ movedDeals: 0, movedFollowers: 0, done: true });
    expect((await merge(admin, word, alias)).body.message).toBe(MSG.merchantMergeSelf);
    // Shown again, the hidden deal joins the merchant's lists.
    await transact({ visibility: dealVisibilityOps((await getDealRecord(deals1[2].id))!, null) });
    expect((await merchant(word)).body.data.dealsCount).toBe(6);
    await expectExact(
      [...deals1, target, later, viaLink].map((d) => d.id),
      [alias, word],
    );
  });

  it('keeps every count exact when deals are posted and voted on during the merge', async () => {
    const word = uniqueWord('souk');
    const alias = `${word}-alias`;
    const posted = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post({ merchant: i % 2 ? `${word} alias` : word, title: `${word} ${i}` })),
    );
    const [merged, ...during] = await Promise.all([
      call<MerchantMerge>('POST', `/api/admin/merchants/${alias}/merge`, { token: admin, body: { into: word } }),
      post({ merchant: `${word} alias`, title: `${word} pendant` }),
      ...crowd.map((m) => call('POST', `/api/deals/${posted[1].id}/vote?positive=true`, { token: m.token })),
    ]);
    expect(merged.status).toBe(200);
    const duringDeal = during[0] as Deal;
    expect((await call<Deal>('GET', `/api/deals/${duringDeal.id}`)).body.data.merchantSlug).toBe(word);
    expect((await merchant(word)).body.data).toMatchObject({ dealsCount: 7, hotDealsCount: 1 });
    await expectExact(
      [...posted, duringDeal].map((d) => d.id),
      [alias, word],
    );
  });
});

describe('the merchants migration', () => {
  it("gives stored deals their merchant from their merchant's name, with its lists and exact counts", async () => {
    const word = uniqueWord('ancien');
    const [one, two] = [await post({ merchant: `${word} Shop` }), await post({ merchant: `${word} shop` })];
    // As stored before merchants: a name, no merchant, no merchant lists.
    await useStackData();
    const [{ getDealRecord }, { listCountOps, placementItemOps }, { transact }, { merchantDealExit }] =
      await Promise.all([
        import('@functions/data/deals/record'),
        import('@functions/data/deals/list-rank'),
        import('@functions/data/table/dynamo'),
        import('@functions/data/merchants/merchants'),
      ]);
    const { TABLE, keys } = await import('@shared/table');
    for (const { id } of [one, two]) {
      const deal = (await getDealRecord(id))!;
      const { merchantSlug, ...legacy } = deal;
      await transact({
        deal: { Update: { TableName: TABLE.defaultName, Key: keys.deal(id), UpdateExpression: 'REMOVE merchantSlug' } },
        lists: listCountOps(deal, legacy),
        placements: placementItemOps(deal, legacy),
        roster: merchantDealExit(merchantSlug!, deal.seq),
      });
    }
    await transact({ merchant: { Delete: { TableName: TABLE.defaultName, Key: keys.merchant(`${word}-shop`) } } });
    expect((await merchant(`${word}-shop`)).status).toBe(404);

    const { backfillMerchants } = await import('@functions/data/deals/backfill-lists');
    expect(await backfillMerchants()).toBeGreaterThanOrEqual(2);
    expect((await merchant(`${word}-shop`)).body.data).toMatchObject({ dealsCount: 2, name: `${word} Shop` });
    expect(ids(await deals(`merchant=${word}-shop`))).toEqual([two.id, one.id]);
    await expectExact([one.id, two.id], [`${word}-shop`]);
  });
});
