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
const comment = (id: string, author: string, likes: number, overrides: Partial<Comment> = {}) =>
  aComment({
    id,
    dealId: deal.id,
    content: `Avis ${id}`,
    author,
    authorUsername: author === member.id ? member.username : `membre_${author}`,
    likes,
    ...overrides,
  });
const page = onePage<Comment>;
const older = comment('c1', 'u-3', 0, {
  updatedAt: '2026-11-20T11:00:00.000Z',
  content: 'Merci @Karim_DZ. Et @inconnu aussi',
  mentions: [{ userId: 'u-9', username: 'karim_dz' }],
});
const useful = comment('c2', 'u-4', 4);
const mine = comment('c3', member.id, 2);
const wait = { timeout: 5000 };
// jsdom's accessible names drop the space before the visually hidden part ("J’aimele commentaire…").
const LIKE_C2 = /^J’aime ?le commentaire de membre_u-4/;

let likeAnswer: () => Response;
let stub: ReturnType<typeof stubApi>;

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  likeAnswer = () => envelope(200, { likes: 5, liked: true });
  stub = stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.path.startsWith('/api/deals/d-1/comments?') && call.path.includes('sort=likes'))
      return envelope(200, page([useful, mine, older]));
    if (call.path.startsWith('/api/deals/d-1/comments?')) return envelope(200, page([older, useful, mine]));
    if (call.path === '/api/comments/c2/like') return likeAnswer();
    if (call.path === '/api/deals/d-1') return envelope(200, deal);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path.startsWith('/api/deals')) return envelope(200, page([]));
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  });
});

const texts = () => [...document.querySelectorAll('.comment-text')].map((p) => p.textContent);
const signInMember = () =>
  act(() =>
    signIn(
      { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
      { city: member.city },
    ),
  );

describe('liking comments and ordering them', () => {
  it('a member likes another’s comment (shown at once, then the server’s count), and takes it back', async () => {
    signInMember();
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    const button = await screen.findByRole('button', { name: LIKE_C2 }, wait);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('· 4');
    await user.click(button);
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await vi.waitFor(() => expect(button).toHaveTextContent('· 5'));
    expect(stub.calls.some((c) => c.method === 'PUT' && c.path === '/api/comments/c2/like')).toBe(true);

    likeAnswer = () => envelope(200, { likes: 4, liked: false });
    await user.click(button);
    await vi.waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(stub.calls.some((c) => c.method === 'DELETE' && c.path === '/api/comments/c2/like')).toBe(true);

    // One's own comment: its count, no button; an edited one says so.
    const own = screen.getByRole('article', { name: `Commentaire de ${member.username}` });
    expect(within(own).queryByRole('button', { name: /^J’aime/ })).toBeNull();
    expect(within(own).getByText('2 J’aime')).toBeInTheDocument();
    const edited = screen.getByRole('article', { name: 'Commentaire de membre_u-3' });
    expect(within(edited).getByText('(modifié)')).toBeInTheDocument();
  });

  it('a refused like is undone, with the server’s message', async () => {
    signInMember();
    likeAnswer = () => envelope(404, null, MSG.commentNotFound);
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    const button = await screen.findByRole('button', { name: LIKE_C2 }, wait);
    await user.click(button);
    expect(await screen.findByText(MSG.commentNotFound, {}, wait)).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveTextContent('· 4');
  });

  it('a guest sees the counts, and orders the comments by usefulness', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    await screen.findByText('Avis c2', {}, wait);
    expect(texts()).toEqual([older.content, 'Avis c2', 'Avis c3']);
    expect(screen.queryByRole('button', { name: /^J’aime/ })).toBeNull();
    expect(screen.getByText('4 J’aime')).toBeInTheDocument();

    const sort = screen.getByRole('group', { name: 'Trier les commentaires' });
    expect(within(sort).getByRole('button', { name: 'Dans l’ordre' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sort).getByRole('button', { name: 'Les plus utiles' }));
    await vi.waitFor(() => expect(texts()).toEqual(['Avis c2', 'Avis c3', older.content]));
    expect(within(sort).getByRole('button', { name: 'Les plus utiles' })).toHaveAttribute('aria-pressed', 'true');
    expect(stub.calls.some((c) => c.path.includes('sort=likes'))).toBe(true);
  });

  it('links each member a comment mentions to their page, as typed; other @names stay text', async () => {
    renderRoutes(routes, '/deals/d-1');
    const link = await screen.findByRole('link', { name: '@Karim_DZ' }, wait);
    expect(link).toHaveAttribute('href', '/membres/karim_dz');
    expect(link.closest('.comment-text')?.textContent).toBe(older.content);
    expect(screen.queryByRole('link', { name: '@inconnu' })).toBeNull();
  });
});
