import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { SIMILAR_DEALS_MAX } from '@shared/limits';
import { FIELD_MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { call, registerMember } from '../support/http';
import { dealInput, postDeal, roundTrips, uniqueWord, useStackData } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const similar = async (query: Record<string, string>) => {
  const res = await call<Deal[]>('GET', `/api/deals/similar?${new URLSearchParams(query)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // In parallel: the link's Query, the title's two words' Queries; then one BatchGet of the deals.
  expect(roundTrips(res)).toBeLessThanOrEqual((query.url ? 1 : 0) + (query.title ? 2 : 0) + 1);
  return res.body.data.map((d) => d.id);
};

describe('earlier deals with the same link or a close title (GET /api/deals/similar)', () => {
  const tag = uniqueWord();
  const link = `https://www.jumia.dz/${tag}/televiseur-55.html?sku=55&utm_source=facebook`;
  let member: Member;
  let tv: Deal;
  let tvAgain: Deal;
  let washer: Deal;

  beforeAll(async () => {
    member = await registerMember();
    tv = await postDeal(member.token, { title: `Téléviseur Samsung ${tag} 55 pouces 4K`, url: link });
    tvAgain = await postDeal(member.token, {
      title: `Téléviseur Samsung ${tag} 55 pouces 4K UHD`,
      url: `https://ouedkniss.com/${tag}/tv`,
    });
    washer = await postDeal(member.token, {
      title: `Lave-linge Samsung ${tag} 8 kg`,
      url: `https://jumia.dz/${tag}/lave-linge.html`,
    });
  });

  it('finds a deal by its link pasted another way: scheme, www, slash, tracking, fragment, order', async () => {
    const pasted = `http://JUMIA.dz/${tag}/televiseur-55.html/?utm_campaign=promo&sku=55&fbclid=abc#avis`;
    expect(await similar({ url: pasted })).toEqual([tv.id]);
    // Another page of the same shop is another deal.
    expect(await similar({ url: `https://www.jumia.dz/${tag}/televiseur-55.html?sku=65` })).toEqual([]);
  });

  it('adds the deals with a very close title, those with the same link first, newest first', async () => {
    const title = `Samsung téléviseur 55 pouces 4K ${tag}`;
    expect(await similar({ url: link, title })).toEqual([tv.id, tvAgain.id]);
    expect(await similar({ title })).toEqual([tvAgain.id, tv.id]);
    // The same brand and tag is not the same deal.
    expect(await similar({ title })).not.toContain(washer.id);
  });

  it('leaves out the deal being edited, a link edited away, deleted deals and those past 30 days', async () => {
    expect(await similar({ url: link, exclude: tv.id })).toEqual([]);

    const moved = `https://www.jumia.dz/${tag}/televiseur-55-v2.html`;
    const edit = await call('PUT', `/api/deals/${tv.id}`, {
      token: member.token,
      body: dealInput({ title: tv.title, url: moved }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await similar({ url: link })).toEqual([]);
    expect(await similar({ url: moved })).toEqual([tv.id]);

    const gone = await call('DELETE', `/api/deals/${washer.id}`, { token: member.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await similar({ url: `https://jumia.dz/${tag}/lave-linge.html` })).toEqual([]);

    await useStackData();
    const { db, tableName } = await import('@functions/lib/clients');
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.deal(tvAgain.id),
        UpdateExpression: 'SET createdAt = :at',
        ExpressionAttributeValues: { ':at': new Date(Date.now() - 31 * 86_400_000).toISOString() },
      }),
    );
    expect(await similar({ title: tvAgain.title })).toEqual([tv.id]);
  });

  it('finds the deals posted before links were marked once `npm run migrate` marked them', async () => {
    const url = `https://www.example.dz/${uniqueWord()}`;
    const before = await postDeal(member.token, { url });
    await useStackData();
    const [{ db, tableName }, { backfillLinkMarkers, linkMarkerPut }] = await Promise.all([
      import('@functions/lib/clients'),
      import('@functions/data/deals/similar'),
    ]);
    const { Item: record } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.deal(before.id) }));
    const marker = linkMarkerPut(record as Parameters<typeof linkMarkerPut>[0])!.Put!.Item!;
    await db.send(new DeleteCommand({ TableName: tableName(), Key: { PK: marker.PK, SK: marker.SK } }));
    expect(await similar({ url })).toEqual([]);
    expect(await backfillLinkMarkers()).toBeGreaterThan(0);
    expect(await similar({ url })).toEqual([before.id]);
  });

  it(`answers at most ${SIMILAR_DEALS_MAX}`, async () => {
    const word = uniqueWord();
    const url = `https://www.example.dz/${word}`;
    for (let i = 0; i < SIMILAR_DEALS_MAX + 1; i++)
      await postDeal(member.token, { title: `Ordinateur ${word} ${i}`, url });
    expect(await similar({ url })).toHaveLength(SIMILAR_DEALS_MAX);
  });

  it('refuses, in French, a lookup with neither link nor title, a malformed link or deal id', async () => {
    for (const [query, message] of [
      ['', FIELD_MSG.similarEmpty],
      ['url=&title=%20', FIELD_MSG.similarEmpty],
      ['url=pas-un-lien', FIELD_MSG.url],
      ['title=T%C3%A9l%C3%A9&exclude=..%2F..', FIELD_MSG.exclude],
    ] as const) {
      const res = await call('GET', `/api/deals/similar?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toContain(message);
    }
  });
});
