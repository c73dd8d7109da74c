import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Comment, Deal, Page } from '@shared/api-types';
import type { City } from '@shared/cities';
import { FIELD_MSG } from '@shared/messages';
import { TABLE, keys } from '@shared/table';
import { getPage, postDeal, readAll, registerMembers } from '../support/deals';
import { call } from '../support/http';

// "Les + hot" (sort=top&period=) and "Discutés" (sort=discussed): docs/api.md#deal-lists. Each
// test posts its deals in a city of its own (used by this file only), so its totals are exact
// while other files write deals.
const CITIES = { top: 'Béchar', discussed: 'Aïn Témouchent' } as const satisfies Record<string, City>;

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let db: DynamoDBDocumentClient;

const ids = (page: Page<Deal>) => page.content.map((x) => x.id);
const vote = async (m: Member, dealId: string) => {
  const res = await call<Deal>('POST', `/api/deals/${dealId}/vote?positive=true`, { token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const comment = async (m: Member, dealId: string, content: string) => {
  const res = await call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: m.token, body: { content } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
const HOUR = 3_600_000;

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

describe('sort=top: the hottest deals posted in a period', () => {
  it('ranks by temperature within the last day, week or month, ties newest first, paged exactly and filtered', async () => {
    const city = CITIES.top;
    const [author, ...voters] = await registerMembers(6);
    const d: Deal[] = [];
    for (let i = 0; i < 5; i++)
      d.push(
        await postDeal(author.token, { city, title: `Offre classée ${i}`, ...(i === 4 ? { category: 'Mode' } : {}) }),
      );
    // d[0] posted three days ago (its record's date moved back: the API posts now).
    await db.send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.deal(d[0].id),
        UpdateExpression: 'SET createdAt = :at',
        ExpressionAttributeValues: { ':at': new Date(Date.now() - 72 * HOUR).toISOString() },
      }),
    );
    // d[0] 5 votes, d[1] and d[2] 3 each, d[3] 1, d[4] none.
    await Promise.all(voters.slice(0, 5).map((m) => vote(m, d[0].id)));
    await Promise.all(voters.slice(0, 3).flatMap((m) => [vote(m, d[1].id), vote(m, d[2].id)]));
    await vote(voters[0], d[3].id);
    const base = `/api/deals?city=${encodeURIComponent(city)}&sort=top`;
    const day = [d[2], d[1], d[3], d[4]].map((x) => x.id);
    const week = [d[0], d[2], d[1], d[3], d[4]].map((x) => x.id);
    expect(ids((await getPage(`${base}&period=day`)).body.data)).toEqual(day);
    // The day is the default period.
    expect(ids((await getPage(base)).body.data)).toEqual(day);
    for (const size of [1, 2, 3]) expect(await readAll(`${base}&period=week`, size, 5), `size ${size}`).toEqual(week);
    expect(await readAll(`${base}&period=month`, 2, 5)).toEqual(week);
    const deep = (await getPage(`${base}&period=week&page=3&size=1`)).body.data;
    expect(ids(deep)).toEqual([d[3].id]);
    expect(deep.totalElements).toBe(5);
    // Filtered by category, and without expired deals.
    const mode = (await getPage(`${base}&period=week&category=Mode`)).body.data;
    expect(ids(mode)).toEqual([d[4].id]);
    expect(mode.totalElements).toBe(1);
    expect((await call('POST', `/api/deals/${d[2].id}/expire`, { token: author.token })).status).toBe(200);
    const active = (await getPage(`${base}&period=week&hideExpired=true`)).body.data;
    expect(ids(active)).toEqual(week.filter((id) => id !== d[2].id));
    expect(active.totalElements).toBe(4);
    expect(ids((await getPage(`${base}&period=week`)).body.data)).toEqual(week);
  });

  it('refuses an unknown period, and a period without sort=top', async () => {
    const bad = await call('GET', '/api/deals?sort=top&period=year');
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ errors: { period: FIELD_MSG.period } });
    const alone = await call('GET', '/api/deals?sort=hot&period=week');
    expect(alone.status).toBe(400);
    expect(alone.body.data).toEqual({ errors: { period: FIELD_MSG.periodAlone } });
    expect((await call('GET', '/api/deals?period=day')).status).toBe(400);
  });
});

describe('sort=discussed: the most comments of the last 48 hours', () => {
  it('ranks by recent comments, ties newest first, a removed comment uncounted, older ones ignored', async () => {
    const city = CITIES.discussed;
    const [author, ...writers] = await registerMembers(4);
    const e: Deal[] = [];
    for (let i = 0; i < 5; i++)
      e.push(
        await postDeal(author.token, { city, title: `Offre commentée ${i}`, ...(i === 3 ? { category: 'Mode' } : {}) }),
      );
    // e[1] three comments, e[2] and e[3] one each, e[4] two; e[0] only comments older than 48 h.
    const byE1 = await Promise.all(writers.map((m, i) => comment(m, e[1].id, `Avis numéro ${i}`)));
    await comment(writers[0], e[2].id, 'Un avis');
    await comment(writers[1], e[3].id, 'Un autre avis');
    await comment(writers[0], e[4].id, 'Premier avis');
    await comment(writers[1], e[4].id, 'Second avis');
    const old = new Date(Date.now() - 50 * HOUR).toISOString().slice(0, 13);
    await db.send(
      new PutCommand({
        TableName: TABLE.defaultName,
        Item: { ...keys.discussion(old, e[0].id), dealId: e[0].id, n: 9 },
      }),
    );
    const base = `/api/deals?city=${encodeURIComponent(city)}&sort=discussed`;
    const order = [e[1], e[4], e[3], e[2]].map((x) => x.id);
    for (const size of [1, 3]) expect(await readAll(base, size, 4), `size ${size}`).toEqual(order);
    const mode = (await getPage(`${base}&category=Mode`)).body.data;
    expect(ids(mode)).toEqual([e[3].id]);
    expect(mode.totalElements).toBe(1);
    // Two of e[1]'s comments removed: e[4] (two, newer) passes it.
    for (const i of [0, 1])
      expect((await call('DELETE', `/api/comments/${byE1[i].id}`, { token: writers[i].token })).status).toBe(200);
    expect(ids((await getPage(base)).body.data)).toEqual([e[4], e[3], e[2], e[1]].map((x) => x.id));
    // Expired deals leave it with hideExpired.
    expect((await call('POST', `/api/deals/${e[4].id}/expire`, { token: author.token })).status).toBe(200);
    const active = (await getPage(`${base}&hideExpired=true`)).body.data;
    expect(ids(active)).toEqual([e[3], e[2], e[1]].map((x) => x.id));
    expect(active.totalElements).toBe(3);
  });
});
