import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Comment, Deal, Page, UserStats } from '@shared/api-types';
import { REPLIES_SHOWN } from '@shared/limits';
import { FIELD_MSG, MSG } from '@shared/messages';
import { adminToken, postDeal, registerMembers } from '../support/deals';
import { call, eventually } from '../support/http';
import { stackDb } from '../support/trust';

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

const write = async (m: Member, dealId: string, content: string, replyTo?: string) => {
  const res = await call<Comment>('POST', `/api/deals/${dealId}/comments`, {
    token: m.token,
    body: { content, replyTo },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
const list = async (dealId: string) =>
  (await call<Page<Comment>>('GET', `/api/deals/${dealId}/comments?size=50`)).body.data;
const replies = (id: string, query = '') => call<Page<Comment>>('GET', `/api/comments/${id}/replies${query}`);
const commentsCount = async (dealId: string) =>
  (await call<Deal>('GET', `/api/deals/${dealId}`)).body.data.commentsCount;
const remove = (m: Member | string, id: string) =>
  call('DELETE', `/api/comments/${id}`, { token: typeof m === 'string' ? m : m.token });
const newsOf = async (m: Member, dealId: string) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: m.token })).body.data.content.filter(
    (n) => n.dealId === dealId,
  );

/** This file's deals, members and reported replies (their penalties), reconciled exactly (tests/support/reconcile.ts). */
const dealIds: string[] = [];
const reported: { type: 'comment'; id: string }[] = [];
async function expectExact(members: Member[]) {
  const { readScope, settledReconciliation } = await import('../support/reconcile');
  const { drift, orphans } = await settledReconciliation(() =>
    readScope(stackDb(), { deals: dealIds, members: members.map((m) => m.id), lists: [], reportTargets: reported }),
  );
  expect(drift).toEqual([]);
  expect(orphans).toEqual([]);
}

describe('replies', () => {
  let author: Member;
  let crowd: Member[];
  const post = async () => {
    const deal = await postDeal(author.token);
    dealIds.push(deal.id);
    return deal;
  };

  beforeAll(async () => {
    [author, ...crowd] = await registerMembers(12);
  }, 120_000);

  it('thread under the first-level comment, one level deep, quoting whom they answer; counted in commentsCount', async () => {
    const [a, b, c] = crowd;
    const deal = await post();
    const head = await write(a, deal.id, 'Quelqu’un l’a testé ?');
    expect(head).toMatchObject({ parentId: null, replyTo: null, repliesCount: 0 });
    const r1 = await write(b, deal.id, 'Oui, très bien', head.id);
    expect(r1).toMatchObject({ parentId: head.id, replyTo: head.id, replyToUsername: a.username });
    // A reply to a reply joins the same thread.
    const r2 = await write(c, deal.id, 'Tu l’as payé combien ?', r1.id);
    expect(r2).toMatchObject({ parentId: head.id, replyTo: r1.id, replyToUsername: b.username });
    const other = await write(c, deal.id, 'Un autre avis');

    const page = await list(deal.id);
    expect(page.totalElements).toBe(2);
    expect(page.content.map((x) => x.id)).toEqual([head.id, other.id]);
    expect(page.content[0]).toMatchObject({ repliesCount: 2 });
    expect(page.content[0].replies!.map((x) => x.id)).toEqual([r1.id, r2.id]);
    expect(page.content[1]).toMatchObject({ repliesCount: 0, replies: [] });
    expect(await commentsCount(deal.id)).toBe(4);

    // Refused: a comment of another deal, an unknown one, a malformed id.
    const elsewhere = await post();
    const refused = await call('POST', `/api/deals/${elsewhere.id}/comments`, {
      token: b.token,
      body: { content: 'Ici ?', replyTo: head.id },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(MSG.commentNotFound);
    const malformed = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: b.token,
      body: { content: 'Ici ?', replyTo: 'pas-un-id' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.data.errors.replyTo).toBe(FIELD_MSG.replyTo);
    await expectExact([author, ...crowd]);
  });

  it(`shows ${REPLIES_SHOWN} replies under a comment, the rest page by page with exact totals; 10 at once all counted`, async () => {
    const deal = await post();
    const head = await write(author, deal.id, 'Posez vos questions ici');
    const sent = await Promise.all(crowd.slice(0, 10).map((m, i) => write(m, deal.id, `Question ${i}`, head.id)));
    const first = (await list(deal.id)).content[0];
    expect(first.repliesCount).toBe(10);
    expect(first.replies).toHaveLength(REPLIES_SHOWN);
    const all: string[] = [];
    for (let p = 0; p < 4; p++) {
      const res = await replies(head.id, `?page=${p}&size=3`);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ number: p, totalElements: 10, totalPages: 4, last: p === 3 });
      all.push(...res.body.data.content.map((x) => x.id));
    }
    expect(all.sort()).toEqual(sent.map((x) => x.id).sort());
    expect((await replies(sent[0].id)).status).toBe(404);
    expect((await replies('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await commentsCount(deal.id)).toBe(11);
    await expectExact([author, ...crowd]);
  });

  it('tells the member answered, once, never the writer; the deal’s followers as for a comment', async () => {
    const [a, b] = crowd;
    const deal = await post();
    const head = await write(a, deal.id, 'Le prix a baissé ?');
    await write(b, deal.id, 'Oui, hier soir', head.id);
    await write(a, deal.id, 'Merci !', head.id);
    const told = await eventually(async () => {
      const news = await newsOf(a, deal.id);
      expect(news).toHaveLength(1);
      return news[0];
    });
    expect(told).toMatchObject({ kind: 'reply' });
    expect(told.text).toBe(`${b.username} a répondu à votre commentaire sur «\u202F${deal.title}\u202F»`);
    // The deal's author: three comments in a row, shown as one (the newest's author and the others).
    const grouped = await eventually(async () => {
      const news = await newsOf(author, deal.id);
      expect(news.flatMap((n) => n.ids)).toHaveLength(3);
      return news;
    });
    expect(grouped).toHaveLength(1);
    expect(grouped[0].text).toBe(
      `${a.username} et 1 autre membre ont commenté votre bon plan «\u202F${deal.title}\u202F»`,
    );
    // b's reply was answered by a's "Merci !", which answered the head (a's own): nothing for b.
    expect(await newsOf(b, deal.id)).toEqual([]);
  });

  it('a comment deleted with replies stays as « Commentaire supprimé » until its last reply goes; counts exact', async () => {
    const [a, b, c] = crowd;
    const deal = await post();
    const head = await write(a, deal.id, 'Bon plan validé');
    const r1 = await write(b, deal.id, 'Confirmé', head.id);
    const r2 = await write(c, deal.id, 'Idem', head.id);
    const before = (await call<UserStats>('GET', '/api/users/me/stats', { token: a.token })).body.data.commentsWritten;

    expect((await remove(a, head.id)).status).toBe(200);
    let shown = (await list(deal.id)).content;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: head.id, deleted: true, content: '', authorUsername: '', repliesCount: 2 });
    expect(await commentsCount(deal.id)).toBe(2);
    expect((await call<UserStats>('GET', '/api/users/me/stats', { token: a.token })).body.data.commentsWritten).toBe(
      before - 1,
    );
    // Nothing more can be done to it.
    expect((await remove(a, head.id)).status).toBe(404);
    const edit = await call('PUT', `/api/comments/${head.id}`, { token: a.token, body: { content: 'Retour' } });
    expect(edit.status).toBe(404);
    expect((await call('PUT', `/api/comments/${head.id}/like`, { token: b.token })).status).toBe(404);
    const report = { token: b.token, body: { reason: 'spam' } };
    expect((await call('POST', `/api/comments/${head.id}/report`, report)).status).toBe(404);
    const late = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: b.token,
      body: { content: 'Et alors ?', replyTo: head.id },
    });
    expect(late.status).toBe(404);
    await expectExact([author, ...crowd]);

    expect((await remove(b, r1.id)).status).toBe(200);
    shown = (await list(deal.id)).content;
    expect(shown[0]).toMatchObject({ deleted: true, repliesCount: 1 });
    // The last reply takes the deleted comment with it.
    expect((await remove(await adminToken(), r2.id)).status).toBe(200);
    expect((await list(deal.id)).totalElements).toBe(0);
    expect(await commentsCount(deal.id)).toBe(0);
    await expectExact([author, ...crowd]);
  });

  it('a reply hidden by moderation leaves its thread’s count, shown to its author alone, and comes back; a deal deleted takes its threads', async () => {
    const [a, b, c] = crowd;
    const deal = await post();
    const head = await write(a, deal.id, 'Qui a un code ?');
    const reply = await write(b, deal.id, 'Spam spam', head.id);
    await write(c, deal.id, 'Moi', head.id);
    const admin = await adminToken();
    reported.push({ type: 'comment', id: reply.id });
    expect(
      (await call('POST', `/api/comments/${reply.id}/report`, { token: c.token, body: { reason: 'spam' } })).status,
    ).toBe(200);
    const resolve = (action: string) =>
      call('POST', `/api/admin/reports/comment/${reply.id}/resolve`, {
        token: admin,
        body: { action, reason: 'Vérifié' },
      });
    expect((await resolve('hide')).status).toBe(200);
    expect((await list(deal.id)).content[0]).toMatchObject({ repliesCount: 1 });
    expect(await commentsCount(deal.id)).toBe(2);
    // Its author alone still sees it, at its place and marked hidden, on the deal and in its thread.
    const seenBy = async (m: Member) => {
      const page = await call<Page<Comment>>('GET', `/api/deals/${deal.id}/comments`, { token: m.token });
      const thread = await call<Page<Comment>>('GET', `/api/comments/${head.id}/replies`, { token: m.token });
      expect(thread.body.data.totalElements).toBe(1);
      const onPage = page.body.data.content[0].replies!.map((r) => [r.content, !!r.hidden]);
      expect(thread.body.data.content.map((r) => [r.content, !!r.hidden])).toEqual(onPage);
      return onPage;
    };
    expect(await seenBy(b)).toEqual([
      ['Spam spam', true],
      ['Moi', false],
    ]);
    expect(await seenBy(c)).toEqual([['Moi', false]]);
    expect((await replies(head.id)).body.data.content.map((r) => r.content)).toEqual(['Moi']);
    await expectExact([author, ...crowd]);
    expect((await resolve('restore')).status).toBe(200);
    expect((await list(deal.id)).content[0]).toMatchObject({ repliesCount: 2 });
    await expectExact([author, ...crowd]);

    expect((await call('DELETE', `/api/deals/${deal.id}`, { token: author.token })).status).toBe(200);
    await expectExact([author, ...crowd]);
  });
});
