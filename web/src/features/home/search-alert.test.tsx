import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { alertsKey } from '@web/lib/alerts';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

// Issue 17: "Créer une alerte pour cette recherche" on Home's search results.

const LABEL = 'Créer une alerte pour cette recherche';
const wait = { timeout: 10_000 };

let calls: Call[] = [];
let answerCreate: (body: Record<string, unknown>) => Response;

function answer(call: Call): Response {
  const url = new URL(call.path, 'http://localhost');
  if (url.pathname === '/api/auth/me') return envelope(200, member);
  if (url.pathname === '/api/deals/categories') return envelope(200, ['Technologie', 'Maison']);
  if (url.pathname === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
  if (url.pathname === '/api/notifications/unread-count') return envelope(200, { unread: 0 });
  if (url.pathname === '/api/deals' && call.method === 'GET') {
    return envelope(200, {
      content: [],
      number: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
    });
  }
  if (url.pathname === '/api/alerts' && call.method === 'POST')
    return answerCreate(call.body as Record<string, unknown>);
  return envelope(404, null, MSG.routeNotFound);
}

const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/alerts');
/** The results, once the list's code is there (its placeholder has the same heading). */
async function results(name: string | RegExp = /^Résultats pour/) {
  await waitFor(() => {
    const list = screen.getByRole('region', { name });
    expect(list).not.toHaveAttribute('aria-busy', 'true');
    expect(within(list).queryByRole('status')).toBeNull();
  }, wait);
  return screen.getByRole('region', { name });
}

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  answerCreate = (body) =>
    envelope(
      201,
      { id: 'a-1', city: null, category: null, ...body, createdAt: new Date().toISOString() },
      MSG.alertCreated,
    );
  calls = stubApi(answer).calls;
});

describe('Créer une alerte pour cette recherche', () => {
  it("turns a member's search, city and category from the URL into an alert", async () => {
    const user = userEvent.setup();
    act(() => signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' }));
    const { cache } = renderRoutes(routes, '/?q=climatiseur&city=Oran&category=Maison&sort=hot');
    const list = await results();
    await user.click(await within(list).findByRole('button', { name: LABEL }, wait));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0].body).toEqual({ keywords: 'climatiseur', city: 'Oran', category: 'Maison' });
    const done = await within(list).findByRole('status');
    expect(done.textContent).toMatch(/^Alerte créée\u00A0: nous vous écrirons/);
    expect(within(done).getByRole('link', { name: 'Gérer mes alertes' })).toHaveAttribute('href', '/alertes');
    expect(within(list).queryByRole('button', { name: LABEL })).toBeNull();
    // "Mes alertes" was not read yet: nothing cached to update.
    expect(cache.get(unstable_serialize(alertsKey(member.id)))?.data).toBeUndefined();
  });

  it('sends only the keywords when no city or category is chosen, and shows a refusal (409, 400)', async () => {
    const user = userEvent.setup();
    answerCreate = () => envelope(409, null, MSG.alertDuplicate);
    act(() => signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' }));
    renderRoutes(routes, '/?q=t%C3%A9l%C3%A9phone');
    const list = await results();
    await user.click(await within(list).findByRole('button', { name: LABEL }, wait));
    expect(await within(list).findByRole('alert')).toHaveTextContent(MSG.alertDuplicate);
    expect(posts()[0].body).toEqual({ keywords: 'téléphone' });

    // A refused field says why in its own words.
    answerCreate = () => envelope(400, { errors: { keywords: MSG.alertKeywordsRequired } }, 'Données invalides');
    await user.click(within(list).getByRole('button', { name: LABEL }));
    await waitFor(() => expect(within(list).getByRole('alert')).toHaveTextContent(MSG.alertKeywordsRequired));
  });

  it('sends guests to Login, to come back to the same search', async () => {
    renderRoutes(routes, '/?q=climatiseur&city=Oran');
    const list = await results();
    const link = await within(list).findByRole('link', { name: LABEL }, wait);
    expect(link).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/?q=climatiseur&city=Oran')}`);
    expect(posts()).toHaveLength(0);
  });

  it('is not offered without a search', async () => {
    renderRoutes(routes, '/?city=Oran');
    const list = await results('Bons plans à Oran');
    expect(within(list).queryByRole('link', { name: LABEL })).toBeNull();
    expect(within(list).queryByRole('button', { name: LABEL })).toBeNull();
  });
});
