import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { aComment, aDeal, onePage } from '@web/test/deals';
import { envelope, member, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

const deal = aDeal({ id: 'd-1', author: 'u-2' });
const comment = (id: string, author: string, overrides: Partial<Comment> = {}) =>
  aComment({ id, dealId: deal.id, content: `Avis ${id}`, author, authorUsername: `membre_${author}`, ...overrides });
const reply = (id: string, author: string, to: Comment) =>
  comment(id, author, { parentId: 'c1', replyTo: to.id, replyToUsername: to.authorUsername });
const page = onePage<Comment>;
const head = comment('c1', 'u-3');
const r1 = reply('r1', 'u-4', head);
const r2 = reply('r2', 'u-5', r1);
const r3 = reply('r3', 'u-6', head);
const r4 = reply('r4', 'u-7', head);
const deleted = comment('c2', '', { deleted: true, content: '', authorUsername: '', repliesCount: 1 });
const wait = { timeout: 5000 };
let stub: ReturnType<typeof stubApi>;

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  stub = stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.method === 'POST' && call.path === '/api/deals/d-1/comments') {
      const body = call.body as { content: string; replyTo: string };
      return envelope(201, { ...reply('r9', member.id, head), authorUsername: member.username, content: body.content });
    }
    if (call.path.startsWith('/api/deals/d-1/comments?')) {
      const threads = [
        { ...head, repliesCount: 4, replies: [r1, r2, r3] },
        { ...deleted, replies: [reply('r5', 'u-8', deleted)] },
      ];
      return envelope(200, page(threads));
    }
    if (call.path.startsWith('/api/comments/c1/replies?')) return envelope(200, { ...page([r1, r2, r3, r4]) });
    if (call.path === '/api/deals/d-1') return envelope(200, deal);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path.startsWith('/api/deals')) return envelope(200, page([]));
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  });
});

const thread = () => screen.getByRole('list', { name: 'Réponses au commentaire de membre_u-3' });

describe('threads of replies', () => {
  it('shows a comment’s first replies under it, whom each answers, and the rest on demand', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    await screen.findByText('Avis r1', {}, wait);
    expect(
      within(thread())
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Commentaire de membre_u-4', 'Commentaire de membre_u-5', 'Commentaire de membre_u-6']);
    const second = within(thread()).getByRole('article', { name: 'Commentaire de membre_u-5' });
    expect(second).toHaveTextContent('En réponse à membre_u-4');
    await user.click(screen.getByRole('button', { name: 'Voir 1 autre réponse' }));
    await screen.findByText('Avis r4', {}, wait);
    expect(within(thread()).getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /autre réponse/ })).toBeNull();
    expect(stub.calls.some((c) => c.path === '/api/comments/c1/replies?page=0&size=50')).toBe(true);

    // A comment deleted with replies keeps its place, its text gone.
    expect(screen.getByText('Commentaire supprimé')).toBeInTheDocument();
    expect(screen.getByText('Avis r5')).toBeInTheDocument();
  });

  it('a member replies to a reply: the answer joins the thread, last', async () => {
    act(() =>
      signIn(
        { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
        { city: member.city },
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    await screen.findByText('Avis r1', {}, wait);
    const answered = within(thread()).getByRole('article', { name: 'Commentaire de membre_u-4' });
    await user.click(within(answered).getByRole('button', { name: /^Répondre ?au commentaire de membre_u-4/ }));
    await user.type(screen.getByLabelText('Votre réponse à membre_u-4'), 'Merci pour l’info');
    await user.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    await screen.findByText('Merci pour l’info', {}, wait);
    const sent = stub.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ content: 'Merci pour l’info', replyTo: 'r1' });
    const names = within(thread())
      .getAllByRole('article')
      .map((a) => a.getAttribute('aria-label'));
    expect(names.at(-1)).toBe(`Commentaire de ${member.username}`);
    expect(screen.queryByLabelText('Votre réponse à membre_u-4')).toBeNull();
  });
});
