import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentLike, Page } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { TRUST_DEFAULTS } from '@shared/reputation';
import { adminToken, postDeal, registerMembers, roundTrips } from '../support/deals';
import { call } from '../support/http';
import { stackDb, trustedMembers } from '../support/trust';

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

const CROWD = 30;
const like = (m: Member, commentId: string) =>
  call<CommentLike>('PUT', `/api/comments/${commentId}/like`, { token: m.token });
const unlike = (m: Member, commentId: string) =>
  call<CommentLike>('DELETE', `/api/comments/${commentId}/like`, { token: m.token });
const comment = async (m: Member, dealId: string, content: string) =>
  (await call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: m.token, body: { content } })).body.data;
const list = (dealId: string, query = '', token?: string) =>
  call<Page<Comment>>('GET', `/api/deals/${dealId}/comments${query}`, { token });

/** This file's deals, and the reputation it granted its trusted members outside the product. */
const dealIds: string[] = [];
const granted = new Map<string, number>();

/** Every count on this file's deals and these members reconciled against what it counts (tests/support/reconcile.ts). */
async function expectExact(members: Member[]) {
  // Loaded once registerMembers has pointed the data modules at the stack (it imports some of them).
  const { readScope, settledReconciliation } = await import('../support/reconcile');
  const { drift, orphans } = await settledReconciliation(
    () => readScope(stackDb(), { deals: dealIds, members: members.map((m) => m.id), lists: [], reportTargets: [] }),
    { granted },
  );
  expect(drift).toEqual([]);
  expect(orphans).toEqual([]);
}

describe('likes on comments', () => {
  let author: Member;
  let crowd: Member[];
  let dealId: string;
  const post = async () => {
    const deal = await postDeal(author.token);
    dealIds.push(deal.id);
    return deal;
  };

  beforeAll(async () => {
    [author, ...crowd] = await registerMembers(CROWD + 1);
    dealId = (await post()).id;
  }, 120_000);

  it('one per member, taken back once, never on one’s own comment; each reader sees their own', async () => {
    const [fan, other] = crowd;
    const c = await comment(author, dealId, 'Livraison gratuite à Oran aussi');
    expect(c).toMatchObject({ likes: 0, liked: false });

    expect(await like(fan, c.id)).toMatchObject({ status: 200, body: { data: { likes: 1, liked: true } } });
    // Again: nothing changes.
    expect((await like(fan, c.id)).body.data).toEqual({ likes: 1, liked: true });
    const mine = (await list(dealId, '', fan.token)).body.data.content.find((x) => x.id === c.id);
    expect(mine).toMatchObject({ likes: 1, liked: true });
    expect((await list(dealId, '', other.token)).body.data.content.find((x) => x.id === c.id)).toMatchObject({
      likes: 1,
      liked: false,
    });
    expect((await list(dealId)).body.data.content.find((x) => x.id === c.id)).toMatchObject({ liked: false });

    expect((await unlike(fan, c.id)).body.data).toEqual({ likes: 0, liked: false });
    expect((await unlike(fan, c.id)).body.data).toEqual({ likes: 0, liked: false });

    const own = await like(author, c.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.ownCommentLike);
    expect((await like(fan, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('PUT', `/api/comments/${c.id}/like`)).status).toBe(401);
  });

  it(`${CROWD} members liking at once, half taking it back while the rest like again: exact`, async () => {
    const c = await comment(author, dealId, 'Testé hier, le prix est bien affiché en caisse');
    const first = await Promise.all(crowd.map((m) => like(m, c.id)));
    expect(first.map((r) => r.status)).toEqual(crowd.map(() => 200));
    expect(Math.max(...first.map((r) => r.body.data.likes))).toBe(CROWD);

    const half = CROWD / 2;
    const second = await Promise.all(crowd.map((m, i) => (i < half ? unlike(m, c.id) : like(m, c.id))));
    expect(second.every((r) => r.status === 200)).toBe(true);
    const shown = (await list(dealId)).body.data.content.find((x) => x.id === c.id);
    expect(shown?.likes).toBe(CROWD - half);
    await expectExact([author, ...crowd]);
  }, 120_000);

  it('"Les plus utiles": trusted members’ likes first, then all likes, then the oldest; paged with exact totals', async () => {
    const deal = await post();
    const [a, b, c, d] = [
      await comment(author, deal.id, 'Premier avis'),
      await comment(author, deal.id, 'Deuxième avis'),
      await comment(author, deal.id, 'Troisième avis'),
      await comment(author, deal.id, 'Quatrième avis'),
    ];
    const [trusted] = await trustedMembers(1);
    granted.set(trusted.id, TRUST_DEFAULTS.TRUST_MIN_REPUTATION);
    // b: three likes of new members; c: one trusted like; d: one like of a new member.
    await Promise.all([...crowd.slice(0, 3).map((m) => like(m, b.id)), like(trusted, c.id), like(crowd[3], d.id)]);

    const byLikes = (await list(deal.id, '?sort=likes')).body.data;
    expect(byLikes.content.map((x) => x.id)).toEqual([c.id, b.id, d.id, a.id]);
    expect(byLikes.totalElements).toBe(4);
    const second = (await list(deal.id, '?sort=likes&page=1&size=3')).body.data;
    expect(second).toMatchObject({ number: 1, totalElements: 4, totalPages: 2, last: true });
    expect(second.content.map((x) => x.id)).toEqual([a.id]);
    // By date, as before.
    expect((await list(deal.id, '?sort=date')).body.data.content.map((x) => x.id)).toEqual([a.id, b.id, c.id, d.id]);

    const bad = await list(deal.id, '?sort=utile');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('«\u202Flikes\u202F»');
    await expectExact([author, trusted, ...crowd]);
  });

  it('a deleted comment takes its likes with it; a liked one survives a hide and restore with its count', async () => {
    const deal = await post();
    const gone = await comment(author, deal.id, 'Je retire ce commentaire');
    const kept = await comment(author, deal.id, 'Celui-ci reste');
    await Promise.all(crowd.slice(0, 5).flatMap((m) => [like(m, gone.id), like(m, kept.id)]));
    const deleted = await call('DELETE', `/api/comments/${gone.id}`, { token: author.token });
    expect(deleted.status).toBe(200);
    // Its likes go in its own transaction: the budget of three round trips holds.
    expect(roundTrips(deleted)).toBeLessThanOrEqual(3);
    expect((await like(crowd[6], gone.id)).status).toBe(404);
    await expectExact([author, ...crowd]);
    expect((await list(deal.id)).body.data.content.map((x) => [x.id, x.likes])).toEqual([[kept.id, 5]]);

    // Hidden by moderation: no like comes or goes; restored, it has its five.
    const admin = await adminToken();
    const resolve = (action: string) =>
      call('POST', `/api/admin/reports/comment/${kept.id}/resolve`, {
        token: admin,
        body: { action, reason: 'Vérifié' },
      });
    const report = { token: crowd[7].token, body: { reason: 'spam' } };
    expect((await call('POST', `/api/comments/${kept.id}/report`, report)).status).toBe(200);
    expect((await resolve('hide')).status).toBe(200);
    expect((await like(crowd[6], kept.id)).status).toBe(404);
    expect((await unlike(crowd[0], kept.id)).status).toBe(404);
    expect((await resolve('restore')).status).toBe(200);
    expect((await list(deal.id, '', crowd[0].token)).body.data.content).toMatchObject([
      { id: kept.id, likes: 5, liked: true },
    ]);
    await expectExact([author, ...crowd]);
  });
});
