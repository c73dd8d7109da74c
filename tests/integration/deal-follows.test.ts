import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Comment, Deal, Page } from '@shared/api-types';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { postDeal, registerMembers, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

beforeAll(useStackData);

const follow = (m: Member, id: string, on = true) =>
  call<Deal>(on ? 'PUT' : 'DELETE', `/api/deals/${id}/follow`, { token: m.token });
const readDeal = async (id: string, m?: Member) =>
  (await call<Deal>('GET', `/api/deals/${id}`, { token: m?.token })).body.data;
const newsOf = async (m: Member, dealId: string) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: m.token })).body.data.content.filter(
    (n) => n.dealId === dealId,
  );
const write = async (m: Member, dealId: string, content: string) => {
  const res = await call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: m.token, body: { content } });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe('following a deal', () => {
  let author: Member;
  let fan: Member;
  let other: Member;

  beforeAll(async () => {
    [author, fan, other] = await registerMembers(3);
  });

  it('its author follows it from the start; a member follows and stops, once each; the deal says so to them alone', async () => {
    const deal = await postDeal(author.token);
    expect(deal.followed).toBe(true);
    expect((await readDeal(deal.id, author)).followed).toBe(true);
    expect((await readDeal(deal.id, fan)).followed).toBe(false);
    expect((await readDeal(deal.id)).followed).toBe(false);

    const on = await follow(fan, deal.id);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(MSG.dealFollowed);
    expect(on.body.data.followed).toBe(true);
    expect((await follow(fan, deal.id)).body.data.followed).toBe(true);
    expect((await readDeal(deal.id, fan)).followed).toBe(true);
    // In a list too, for them.
    const listed = await call<Page<Deal>>('GET', `/api/deals?author=${author.id}&size=50`, { token: fan.token });
    expect(listed.body.data.content.find((d) => d.id === deal.id)?.followed).toBe(true);

    const off = await follow(fan, deal.id, false);
    expect(off.body).toMatchObject({ message: MSG.dealUnfollowed, data: { followed: false } });
    expect((await follow(fan, deal.id, false)).body.data.followed).toBe(false);
    expect((await readDeal(deal.id, fan)).followed).toBe(false);

    expect((await call('PUT', `/api/deals/${deal.id}/follow`)).status).toBe(401);
    expect((await follow(fan, 'AAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('followers hear of each new comment but their own, once; an author who stops hears nothing', async () => {
    const deal = await postDeal(author.token, { title: 'Machine à café expresso en promo' });
    await follow(fan, deal.id);
    const c = await write(other, deal.id, 'Livrée en deux jours à Blida');
    const told = await eventually(async () => {
      const news = await newsOf(fan, deal.id);
      expect(news).toHaveLength(1);
      return news[0];
    });
    expect(told).toMatchObject({ kind: 'follow', read: false });
    expect(told.text).toBe(`${other.username} a commenté «\u202F${deal.title}\u202F», un bon plan que vous suivez`);
    await eventually(async () => expect((await newsOf(author, deal.id)).map((n) => n.kind)).toEqual(['comment']));
    expect(await newsOf(other, deal.id)).toEqual([]);

    // The stream record replayed: nobody is told twice.
    const { handler } = await import('@functions/jobs/table-events');
    const { findComment } = await import('@functions/data/comments/comments');
    const stored = (await findComment(c.id)) as unknown as Record<string, unknown>;
    expect(stored).toMatchObject({ id: c.id, dealId: deal.id });
    const record = {
      eventID: `replay-${c.id}`,
      eventName: 'INSERT' as const,
      dynamodb: { Keys: marshall({ PK: stored.PK, SK: stored.SK }), NewImage: marshall(stored), SequenceNumber: '1' },
    };
    expect(await handler({ Records: [record, record] } as never)).toEqual({ batchItemFailures: [] });
    expect(await newsOf(fan, deal.id)).toHaveLength(1);
    expect(await newsOf(author, deal.id)).toHaveLength(1);

    // The author stops following: a later comment tells the fan only.
    await follow(author, deal.id, false);
    await write(fan, deal.id, 'Je confirme');
    await write(other, deal.id, 'Encore dispo ce soir');
    // The fan's two, from the same member, shown as one; marked read together.
    const news = await eventually(async () => {
      const now = await newsOf(fan, deal.id);
      expect(now.flatMap((n) => n.ids)).toHaveLength(2);
      return now;
    });
    expect(news).toHaveLength(1);
    expect(news[0].text).toBe(
      `${other.username} a commenté «\u202F${deal.title}\u202F», un bon plan que vous suivez (2\u00A0fois)`,
    );
    const before = (await call<{ unread: number }>('GET', '/api/notifications/unread-count', { token: fan.token })).body
      .data.unread;
    const read = await call<{ unread: number }>('POST', '/api/notifications/read', {
      token: fan.token,
      body: { ids: news[0].ids },
    });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.unread).toBe(before - 2);
    expect((await newsOf(fan, deal.id))[0]).toMatchObject({ read: true, ids: news[0].ids });
    expect(await newsOf(author, deal.id)).toHaveLength(1);
  });

  it('followers hear that it turned hot and that it expired, once each; its author hears of the heat only', async () => {
    const voters = await registerMembers(HOT_THRESHOLD / TEMPERATURE_PER_VOTE);
    const deal = await postDeal(author.token, { title: 'Climatiseur inverter 18000 BTU' });
    await follow(fan, deal.id);
    for (const voter of voters) {
      expect((await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: voter.token })).status).toBe(200);
    }
    const hot = await eventually(async () => {
      const news = await newsOf(fan, deal.id);
      expect(news).toHaveLength(1);
      return news[0];
    });
    expect(hot.text).toBe(
      `«\u202F${deal.title}\u202F», un bon plan que vous suivez, est devenu hot (${HOT_THRESHOLD}°)`,
    );
    await eventually(async () => expect((await newsOf(author, deal.id)).map((n) => n.kind)).toEqual(['hot']));

    expect((await call('POST', `/api/deals/${deal.id}/expire`, { token: author.token })).status).toBe(200);
    const expired = await eventually(async () => {
      const news = await newsOf(fan, deal.id);
      expect(news).toHaveLength(2);
      return news[0];
    });
    expect(expired.text).toBe(`«\u202F${deal.title}\u202F», un bon plan que vous suivez, a expiré`);
    expect((await newsOf(author, deal.id)).map((n) => n.kind)).toEqual(['hot']);
    expect(await newsOf(voters[0], deal.id)).toEqual([]);
  });

  it('a deal deleted takes its follows with it; the migration has earlier deals followed by their authors', async () => {
    const { db, tableName } = await import('@functions/lib/clients');
    const { backfillAuthorFollows } = await import('@functions/data/deals/follows');
    const deal = await postDeal(author.token);
    await follow(fan, deal.id);
    // As a deal from before follows existed.
    const mine = keys.follow(deal.id, author.id);
    await db.send(new DeleteCommand({ TableName: tableName(), Key: mine }));
    expect((await readDeal(deal.id, author)).followed).toBe(false);
    expect(await backfillAuthorFollows()).toBeGreaterThanOrEqual(1);
    expect((await readDeal(deal.id, author)).followed).toBe(true);

    expect((await call('DELETE', `/api/deals/${deal.id}`, { token: author.token })).status).toBe(200);
    for (const key of [mine, keys.follow(deal.id, fan.id)]) {
      expect(
        (await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item,
      ).toBeUndefined();
    }
  });
});
