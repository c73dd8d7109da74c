import { beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Deal, Page, UserStats } from '@shared/api-types';
import { call, registerMember } from '../support/http';
import { adminToken, postDeal, roundTrips, takingTurns } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const add = (m: Member, dealId: string, content: string) =>
  call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: m.token, body: { content } });
const list = (dealId: string, page: number, size: number) =>
  call<Page<Comment>>('GET', `/api/deals/${dealId}/comments?page=${page}&size=${size}`);
const commentsCount = async (dealId: string) =>
  (await call<Deal>('GET', `/api/deals/${dealId}`)).body.data.commentsCount;
const stats = async (m: Member) => (await call<UserStats>('GET', '/api/users/me/stats', { token: m.token })).body.data;

/** Reads every page and checks the arithmetic of each. */
async function readAll(dealId: string, size: number, total: number) {
  const pages = Math.ceil(total / size);
  const ids: string[] = [];
  for (let page = 0; page <= pages; page++) {
    const res = await list(dealId, page, size);
    expect(res.status).toBe(200);
    const expectedCount = page < pages - 1 ? size : page === pages - 1 ? total - size * (pages - 1) : 0;
    expect(res.body.data).toMatchObject({
      number: page,
      size,
      totalElements: total,
      totalPages: pages,
      first: page === 0,
      last: page >= pages - 1,
    });
    expect(res.body.data.content).toHaveLength(expectedCount);
    ids.push(...res.body.data.content.map((c) => c.id));
  }
  return ids;
}

describe('comments', () => {
  let author: Member;
  let reader: Member;
  let deal: Deal;
  let admin: string;
  /** The tests below post 47 comments: members take turns, each within its posting limits. */
  let crowd: Awaited<ReturnType<typeof takingTurns>>;

  beforeAll(async () => {
    [author, reader, crowd] = await Promise.all([registerMember(), registerMember(), takingTurns(8)]);
    deal = await postDeal(author.token);
    admin = await adminToken();
  });

  it('adds a trimmed comment of 1 to 2000 characters', async () => {
    const before = await stats(reader);
    const res = await add(reader, deal.id, '   Super affaire, merci !  ');
    expect(res.status).toBe(201);
    expect(roundTrips(res)).toBeLessThanOrEqual(3);
    expect(res.body.data).toMatchObject({
      dealId: deal.id,
      content: 'Super affaire, merci !',
      author: reader.id,
      authorUsername: reader.username,
    });
    expect(res.body.data.createdAt).toBe(res.body.data.updatedAt);
    expect((await stats(reader)).commentsWritten).toBe(before.commentsWritten + 1);
    expect((await add(reader, deal.id, 'x'.repeat(2000))).status).toBe(201);
    expect(await commentsCount(deal.id)).toBe(2);

    for (const content of ['', '    ', 'x'.repeat(2001)]) {
      const bad = await add(reader, deal.id, content);
      expect(bad.status).toBe(400);
      expect(bad.body.data).toEqual({
        errors: { content: 'Le commentaire doit contenir entre 1 et 2\u202F000 caractères' },
      });
    }
    expect((await call('POST', `/api/deals/${deal.id}/comments`, { body: { content: 'anonyme' } })).status).toBe(401);
    const unknown = await add(reader, 'inconnu', 'Bonjour');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Bon plan non trouvé');
    expect(await commentsCount(deal.id)).toBe(2);
  });

  it('lists oldest first, page by page, exact at the boundaries and after deletions', async () => {
    const busy = await postDeal(author.token);
    const ids: string[] = [];
    const writers: Member[] = [];
    // 27 comments: more than one block of 25 sequence numbers.
    for (let i = 0; i < 27; i++) {
      writers.push(crowd.next());
      ids.push((await add(writers[i], busy.id, `Commentaire ${i}`)).body.data.id);
    }
    for (const size of [1, 10, 25, 27, 50]) expect(await readAll(busy.id, size, 27)).toEqual(ids);
    const first = await list(busy.id, 0, 10);
    expect(first.body.data.content.map((c) => c.content).slice(0, 3)).toEqual([
      'Commentaire 0',
      'Commentaire 1',
      'Commentaire 2',
    ]);
    const deep = await list(busy.id, 2, 10);
    expect(roundTrips(deep)).toBeLessThanOrEqual(2);

    const gone = [0, 12, 24, 25, 26];
    for (const i of gone) {
      const res = await call('DELETE', `/api/comments/${ids[i]}`, { token: writers[i].token });
      expect(res.status).toBe(200);
    }
    const left = ids.filter((_, i) => !gone.includes(i));
    for (const size of [1, 7, 10, 22]) expect(await readAll(busy.id, size, 22)).toEqual(left);
    expect(await commentsCount(busy.id)).toBe(22);
    expect((await list('inconnu', 0, 10)).status).toBe(404);
    expect((await call('GET', `/api/deals/${busy.id}/comments?size=0`)).status).toBe(400);
  });

  it('lets only the author edit a comment', async () => {
    const comment = (await add(reader, deal.id, 'Premier avis')).body.data;
    const edited = await call<Comment>('PUT', `/api/comments/${comment.id}`, {
      token: reader.token,
      body: { content: '  Avis corrigé ' },
    });
    expect(edited.status).toBe(200);
    expect(roundTrips(edited)).toBeLessThanOrEqual(3);
    expect(edited.body.data).toMatchObject({ id: comment.id, content: 'Avis corrigé', createdAt: comment.createdAt });
    expect(edited.body.data.updatedAt >= comment.updatedAt).toBe(true);

    const byOther = await call('PUT', `/api/comments/${comment.id}`, { token: author.token, body: { content: 'Non' } });
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe('Vous ne pouvez modifier que vos propres commentaires');
    expect((await call('PUT', `/api/comments/${comment.id}`, { token: admin, body: { content: 'Non' } })).status).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/comments/${comment.id}`, { token: reader.token, body: { content: ' ' } })).status,
    ).toBe(400);
    const missing = await call('PUT', '/api/comments/inconnu', { token: reader.token, body: { content: 'Oui' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Commentaire introuvable');
    const page = await list(deal.id, 0, 50);
    expect(page.body.data.content.find((c) => c.id === comment.id)?.content).toBe('Avis corrigé');
  });

  it('lets the author or an ADMIN delete a comment, keeping counts exact', async () => {
    const count = await commentsCount(deal.id);
    const before = await stats(reader);
    const a = (await add(reader, deal.id, 'À supprimer par moi')).body.data;
    const b = (await add(reader, deal.id, 'À supprimer par la modération')).body.data;
    expect(await commentsCount(deal.id)).toBe(count + 2);

    const denied = await call('DELETE', `/api/comments/${a.id}`, { token: author.token });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Seul l’auteur du commentaire ou un administrateur peut le supprimer');
    const own = await call('DELETE', `/api/comments/${a.id}`, { token: reader.token });
    expect(own.status).toBe(200);
    expect(roundTrips(own)).toBeLessThanOrEqual(3);
    const moderated = await call('DELETE', `/api/comments/${b.id}`, { token: admin });
    expect(moderated.status).toBe(200);
    expect(roundTrips(moderated)).toBeLessThanOrEqual(3);
    expect((await call('DELETE', `/api/comments/${b.id}`, { token: admin })).status).toBe(404);

    expect(await commentsCount(deal.id)).toBe(count);
    expect((await stats(reader)).commentsWritten).toBe(before.commentsWritten);
    const page = await list(deal.id, 0, 50);
    expect(page.body.data.totalElements).toBe(count);
    expect(page.body.data.content.map((c) => c.id)).not.toContain(a.id);
  });

  it('counts every comment when many arrive at once', async () => {
    const target = await postDeal(author.token);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(crowd.next(), target.id, `Simultané ${i}`)),
    );
    expect(replies.every((r) => r.status === 201)).toBe(true);
    expect(await commentsCount(target.id)).toBe(20);
    expect(await readAll(target.id, 10, 20)).toHaveLength(20);
  });
});
