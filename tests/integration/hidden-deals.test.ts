import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppNotification, Comment, Page } from '@shared/api-types';
import { postDeal, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';

// What a deal hidden by moderation leaves behind (docs/api.md#moderation): its comments, its
// notifications and its page. The deal is hidden with the writes a moderator's decision makes
// (functions/data/deals/visibility.ts), without reports: only moderation-reports.test.ts files
// reports, as it counts the queue.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let author: Member;
let commenter: Member;
let watcher: Member;

beforeAll(async () => {
  [author, commenter, watcher] = await registerMembers(3);
});

/** Hides (or, with null, restores) a deal as a moderator's decision does. */
async function setHidden(dealId: string, hiddenAt: string | null) {
  await useStackData();
  const [{ getDealRecord }, { dealVisibilityOps }, { transact }] = await Promise.all([
    import('@functions/data/deals/record'),
    import('@functions/data/deals/visibility'),
    import('@functions/data/table/dynamo'),
  ]);
  const deal = await getDealRecord(dealId);
  if (!deal) throw new Error(`no deal ${dealId}`);
  await transact({ visibility: dealVisibilityOps(deal, hiddenAt) });
}

const notifications = async (member: Member) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: member.token })).body.data.content;

describe('a hidden deal', () => {
  it('freezes its comments: neither edited nor reported (404), until it is restored', async () => {
    const deal = await postDeal(author.token, { title: 'Aspirateur robot à prix cassé' });
    const posted = await call<Comment>('POST', `/api/deals/${deal.id}/comments`, {
      token: commenter.token,
      body: { content: 'Très bon prix !' },
    });
    expect(posted.status).toBe(201);
    const id = posted.body.data.id;
    await setHidden(deal.id, new Date().toISOString());

    const edit = await call('PUT', `/api/comments/${id}`, { token: commenter.token, body: { content: 'Modifié' } });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Commentaire introuvable');
    const report = await call('POST', `/api/comments/${id}/report`, { token: watcher.token, body: { reason: 'spam' } });
    expect(report.status).toBe(404);
    expect(report.body.message).toBe('Commentaire introuvable');
    // Its author still sees it as it was, hidden with the deal.
    const mine = await call<Page<Comment>>('GET', `/api/deals/${deal.id}/comments`, { token: author.token });
    expect(mine.body.data.content.map((c) => c.content)).toEqual(['Très bon prix !']);

    await setHidden(deal.id, null);
    const after = await call<Comment>('PUT', `/api/comments/${id}`, {
      token: commenter.token,
      body: { content: 'Très bon prix, merci !' },
    });
    expect(after.status).toBe(200);
    expect(after.body.data.content).toBe('Très bon prix, merci !');
  });

  it('keeps its title out of the notifications naming it while hidden, and gives it back when restored', async () => {
    const word = uniqueWord('cafet');
    const alert = await call('POST', '/api/alerts', { token: watcher.token, body: { keywords: word } });
    expect(alert.status).toBe(201);
    const title = `Cafetière ${word} en promotion`;
    const deal = await postDeal(author.token, { title });
    expect(
      (await call('POST', `/api/deals/${deal.id}/comments`, { token: commenter.token, body: { content: 'Merci' } }))
        .status,
    ).toBe(201);
    const [toAuthor, toWatcher] = await eventually(async () => {
      const [a, w] = await Promise.all([notifications(author), notifications(watcher)]);
      const found = [a.find((n) => n.dealId === deal.id), w.find((n) => n.dealId === deal.id)];
      expect(found.every(Boolean)).toBe(true);
      return found as AppNotification[];
    });
    expect(toAuthor.text).toContain(title);
    expect(toWatcher.text).toContain(title);

    await setHidden(deal.id, new Date().toISOString());
    const [a, w] = await Promise.all([notifications(author), notifications(watcher)]);
    expect(a.find((n) => n.id === toAuthor.id)).toMatchObject({
      kind: 'comment',
      dealId: deal.id,
      text: 'Un membre a commenté l’un de vos bons plans, qui n’est plus disponible',
    });
    expect(w.find((n) => n.id === toWatcher.id)).toMatchObject({
      kind: 'alert',
      dealId: deal.id,
      text: 'Un nouveau bon plan pour l’une de vos alertes n’est plus disponible',
    });
    expect(JSON.stringify([a, w])).not.toContain(word);

    await setHidden(deal.id, null);
    expect((await notifications(author)).find((n) => n.id === toAuthor.id)!.text).toBe(toAuthor.text);
    expect((await notifications(watcher)).find((n) => n.id === toWatcher.id)!.text).toBe(toWatcher.text);
  }, 120_000);

  it('answers its page and its API route with a 404 no cache keeps', async () => {
    const deal = await postDeal(author.token, { title: 'Trottinette électrique soldée' });
    const base = inject('baseUrl');
    expect((await fetch(`${base}/deals/${deal.id}`)).headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    await setHidden(deal.id, new Date().toISOString());
    const page = await fetch(`${base}/deals/${deal.id}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // The same as a deal that never existed: the header does not tell them apart.
    const never = await fetch(`${base}/deals/AAAAAAAAAAAAAAAA`);
    expect(never.status).toBe(404);
    expect(never.headers.get('cache-control')).toBe('private, no-store');
    const api = await call('GET', `/api/deals/${deal.id}`);
    expect(api.status).toBe(404);
    expect(api.headers.get('cache-control')).toBe('no-store');
    await setHidden(deal.id, null);
  });
});
