import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import type { City } from '@shared/cities';
import { FIELD_MSG, MSG } from '@shared/messages';
import { TABLE, dealListFor } from '@shared/table';
import { getPage, listCounts, postDeal, readAll, registerMembers, roundTrips } from '../support/deals';
import { call } from '../support/http';

// Temperature and the Hot order (docs/api.md#temperature). Each test posts its five deals in a
// city of its own (Tindouf, Ouargla, Ghardaïa, Saïda, El Oued: used by this file only), so each
// city's totals and order are exact while other files write deals, and no test needs another.
const CITIES = {
  temperature: 'Tindouf',
  order: 'Ouargla',
  pages: 'Ghardaïa',
  race: 'Saïda',
  move: 'El Oued',
} as const satisfies Record<string, City>;

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

let db: DynamoDBDocumentClient;

const vote = async (m: Member, dealId: string, positive: boolean) => {
  const res = await call<Deal>('POST', `/api/deals/${dealId}/vote?positive=${positive}`, { token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const ids = (page: Page<Deal>) => page.content.map((x) => x.id);

/** A list's index entries in one order (keys only). */
async function entries(index: string, list: ReturnType<typeof dealListFor>) {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE.defaultName,
      IndexName: index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': list.pk },
      ExpressionAttributeValues: { ':pk': list.value },
    }),
  );
  return out.Items ?? [];
}

/**
 * A city's list counter against its index entries: live total and per-block live counts match
 * the active deals' keys, hot total and per-hour hot counts the hot deals' keys (what exact
 * pages rely on).
 */
async function expectCountersExact(city: City) {
  const list = dealListFor({ city });
  const counter = await listCounts(db, list.name);
  const [active, hot] = await Promise.all([entries(list.live.index, list), entries(list.hot.index, list)]);
  const expected: Record<string, number> = {};
  const bump = (name: string) => (expected[name] = (expected[name] ?? 0) + 1);
  for (const item of active) bump(`l${Math.floor(Number(item.LSK) / 25)}`);
  for (const item of hot) bump(`h${Math.floor(Number(String(item.HSK).split('#')[0]) / 3_600_000)}`);
  const kept = Object.fromEntries(
    Object.entries(counter).filter(([name, value]) => /^[hl]\d+$/.test(name) && Number(value) !== 0),
  );
  expect(kept).toEqual(expected);
  expect(Number(counter.live ?? 0)).toBe(active.length);
  expect(Number(counter.hot ?? 0)).toBe(hot.length);
}

/** An author, eleven voters and five deals in `city`, posted in this order a few hundred ms apart. */
async function dealsIn(city: City) {
  const [author, ...voters] = await registerMembers(12);
  const d: Deal[] = [];
  for (let i = 0; i < 5; i++) {
    // Apart, so their ages differ (the Hot order breaks ties by age).
    if (i) await new Promise((resolve) => setTimeout(resolve, 200));
    d.push(await postDeal(author.token, { title: `Offre ${city} numéro ${i}`, city }));
  }
  const list = `/api/deals?city=${encodeURIComponent(city)}`;
  return { author, voters, d, list, hot: `${list}&sort=hot` };
}

/**
 * Five deals in `city` with the standings the Hot order tests start from: d[0] 10 net votes,
 * d[3] and d[1] one each, d[2] none, d[4] two downvotes (voters[0] and voters[1]).
 */
async function standingsIn(city: City) {
  const deals = await dealsIn(city);
  const { voters, d } = deals;
  await Promise.all(voters.slice(0, 10).map((m) => vote(m, d[0].id, true)));
  await vote(voters[0], d[4].id, false);
  await vote(voters[1], d[4].id, false);
  await vote(voters[2], d[1].id, true);
  await vote(voters[2], d[3].id, true);
  return deals;
}

beforeAll(() => {
  db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('ddbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
});
afterAll(() => db.destroy());

describe('temperature', () => {
  it('is 10° per net vote, hot from 100°, on every deal', async () => {
    const { voters, d } = await dealsIn(CITIES.temperature);
    expect(d[0]).toMatchObject({ temperature: 0, hot: false, saved: false, expired: false, expiryFlags: 0 });
    let deal = d[0];
    for (const m of voters.slice(0, 10)) deal = await vote(m, d[0].id, true);
    expect(deal).toMatchObject({ upvotes: 10, temperature: 100, hot: true });
    deal = await vote(voters[10], d[0].id, false);
    expect(deal).toMatchObject({ score: 9, temperature: 90, hot: false });
    const withdrawn = await call<Deal>('DELETE', `/api/deals/${d[0].id}/vote`, { token: voters[10].token });
    expect(withdrawn.body.data).toMatchObject({ temperature: 100, hot: true });
    expect((await call<Deal>('GET', `/api/deals/${d[0].id}`)).body.data).toMatchObject({ temperature: 100, hot: true });

    // Downvotes make it cold.
    await vote(voters[0], d[4].id, false);
    expect(await vote(voters[1], d[4].id, false)).toMatchObject({ temperature: -20, hot: false });
    await expectCountersExact(CITIES.temperature);
  });
});

describe('the Hot order', () => {
  it('lists the deals at or past 100°, most recently heated first; a deal cooling leaves, heating again comes back first', async () => {
    // d[0]: 10 net votes (hot); d[3] and d[1]: one each; d[2]: none; d[4]: two downvotes.
    const { author, voters, d, list: LIST, hot: HOT } = await standingsIn(CITIES.order);
    let hot = (await getPage(HOT)).body.data;
    expect(ids(hot)).toEqual([d[0].id]);
    expect(hot.totalElements).toBe(1);
    // d[2] heats after d[0]: it comes first although older deals are hotter.
    await Promise.all(voters.slice(0, 10).map((m) => vote(m, d[2].id, true)));
    await vote(voters[10], d[2].id, true);
    hot = (await getPage(HOT)).body.data;
    expect(ids(hot)).toEqual([d[2].id, d[0].id]);
    expect(hot.totalElements).toBe(2);
    await expectCountersExact(CITIES.order);
    // d[0] cools to 90°: it leaves; back at 100° it is the most recently heated.
    await vote(voters[10], d[0].id, false);
    expect(ids((await getPage(HOT)).body.data)).toEqual([d[2].id]);
    await expectCountersExact(CITIES.order);
    expect((await call('DELETE', `/api/deals/${d[0].id}/vote`, { token: voters[10].token })).status).toBe(200);
    hot = (await getPage(HOT)).body.data;
    expect(ids(hot)).toEqual([d[0].id, d[2].id]);
    expect(hot.totalElements).toBe(2);
    // An expired deal leaves the Hot order, hot as it is.
    expect((await call('POST', `/api/deals/${d[0].id}/expire`, { token: author.token })).status).toBe(200);
    hot = (await getPage(HOT)).body.data;
    expect(ids(hot)).toEqual([d[2].id]);
    expect(hot.totalElements).toBe(1);
    await expectCountersExact(CITIES.order);
    const newest = (await getPage(LIST)).body.data;
    expect(ids(newest)).toEqual([...d].reverse().map((x) => x.id));
    expect(ids((await getPage(`${LIST}&sort=new`)).body.data)).toEqual(ids(newest));
  });

  it('pages the Hot order exactly, any page within 3 DynamoDB round trips', async () => {
    const { voters, d, hot: HOT } = await dealsIn(CITIES.pages);
    // Heated in the order d[1], d[4], d[0], d[3], d[2]; voters[10] downvotes d[2] then upvotes it.
    for (const i of [1, 4, 0, 3]) await Promise.all(voters.slice(0, 10).map((m) => vote(m, d[i].id, true)));
    await vote(voters[10], d[2].id, false);
    await Promise.all(voters.slice(0, 10).map((m) => vote(m, d[2].id, true)));
    await vote(voters[10], d[2].id, true);
    const order = [2, 3, 0, 4, 1].map((i) => d[i].id);
    expect(ids((await getPage(HOT)).body.data)).toEqual(order);
    for (const size of [1, 2, 3]) expect(await readAll(HOT, size, 5), `size ${size}`).toEqual(order);
    const deep = await getPage(`${HOT}&page=2&size=2`, voters[0].token);
    expect(ids(deep.body.data)).toEqual(order.slice(4));
    expect(deep.body.data.totalElements).toBe(5);
    // At most 3 in sequence; a signed-in caller's session check runs alongside, and so does the
    // read of the deals past their date (the expiry queue's head, then their keys while other
    // tests' deals are overdue: deals/overdue.ts).
    expect(roundTrips(deep)).toBeLessThanOrEqual(6);
    // Page 0 reads the counter and the keys at once, then the deals.
    expect(roundTrips(await getPage(`${HOT}&page=0&size=2`))).toBeLessThanOrEqual(5);
    // The caller's vote travels with each deal, as on the newest-first list.
    expect(deep.body.data.content[0].userVote).toEqual({ isPositive: true });
    await expectCountersExact(CITIES.pages);
  });

  it('follows votes cast at the same moment across the threshold, every counter staying exact', async () => {
    const { voters, d, hot: HOT } = await standingsIn(CITIES.race);
    // d[2] goes from 0 to 110°, its last votes racing: it enters once.
    await Promise.all(voters.slice(0, 11).map((m) => vote(m, d[2].id, true)));
    expect((await call<Deal>('GET', `/api/deals/${d[2].id}`)).body.data.upvotes).toBe(11);
    // d[0] cools and heats again at the same moment: it ends hot, listed once.
    await Promise.all([vote(voters[10], d[0].id, false), vote(voters[0], d[0].id, false)]);
    await Promise.all([
      call('DELETE', `/api/deals/${d[0].id}/vote`, { token: voters[10].token }),
      vote(voters[0], d[0].id, true),
    ]);
    const hot = (await getPage(HOT)).body.data;
    expect(new Set(ids(hot))).toEqual(new Set([d[0].id, d[2].id]));
    expect(hot.totalElements).toBe(2);
    await expectCountersExact(CITIES.race);
  });

  it('refuses an unknown sort, relevance without a search, and options with the author filter', async () => {
    const bad = await call('GET', '/api/deals?sort=best');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ errors: { sort: FIELD_MSG.sort } });
    expect((await call('GET', '/api/deals?sort=HOT')).status).toBe(400);
    // A search's Hot is its hot deals (search-sorts.test.ts); relevance is a search's order only.
    expect((await call('GET', '/api/deals?sort=hot&search=pizza')).status).toBe(200);
    const relevance = await call('GET', '/api/deals?sort=relevance');
    expect(relevance.status).toBe(400);
    expect(relevance.body.message).toBe(MSG.relevanceList);
    expect((await call('GET', '/api/deals?sort=new&search=pizza')).status).toBe(200);
    const [member] = await registerMembers(1);
    const author = await call('GET', `/api/deals?author=${member.id}&sort=hot`);
    expect(author.status).toBe(400);
    expect(author.body.message).toBe(MSG.authorFilterAlone);
    const hide = await call('GET', '/api/deals?hideExpired=yes');
    expect(hide.status).toBe(400);
    expect(hide.body.data).toEqual({ errors: { hideExpired: FIELD_MSG.hideExpired } });
  });

  it('moves a deal between cities with its hot entry, and leaves with it on delete', async () => {
    const { author, d, hot: HOT } = await standingsIn(CITIES.move);
    const moved = await call<Deal>('PUT', `/api/deals/${d[0].id}`, {
      token: author.token,
      body: {
        title: d[0].title,
        description: d[0].description,
        price: d[0].price,
        city: 'Adrar',
        category: d[0].category,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.temperature).toBe(100);
    const adrar = '/api/deals?city=Adrar&sort=hot&size=50';
    let hot = (await getPage(HOT)).body.data;
    expect(hot.content).toEqual([]);
    expect(hot.totalElements).toBe(0);
    expect(ids((await getPage(adrar)).body.data)).toContain(d[0].id);
    await expectCountersExact(CITIES.move);

    expect((await call('DELETE', `/api/deals/${d[0].id}`, { token: author.token })).status).toBe(200);
    expect(ids((await getPage(adrar)).body.data)).not.toContain(d[0].id);
    hot = (await getPage(HOT)).body.data;
    expect(hot.totalElements).toBe(0);
    await expectCountersExact(CITIES.move);
  });
});
