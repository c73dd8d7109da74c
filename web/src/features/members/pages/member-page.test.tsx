import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal, PublicProfile } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signOut } from '@web/lib/session';
import { envelope, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { aDeal } from '@web/test/deals';

const profile: PublicProfile = {
  id: '7d3c1c1e-93a4-4c4b-8a53-2b8f3d1f6a10',
  username: 'Karim.DZ',
  joinedAt: '2025-03-04T09:00:00.000Z',
  reputation: 212,
  level: { code: 'expert', label: 'Expert' },
  badges: [
    { code: 'first_deal', label: 'Premier bon plan', earnedAt: '2025-03-05T10:00:00.000Z' },
    { code: 'one_year', label: 'Un an sur DzDeals', earnedAt: '2026-03-04T09:00:00.000Z' },
  ],
  dealsPosted: 7,
  hotDeals: 2,
  commentsPosted: 15,
};

const deal = (n: number): Deal =>
  aDeal({
    id: `deal-${String(n).padStart(11, '0')}`,
    title: `Offre ${n}`,
    description: 'Une offre.',
    price: 1000,
    author: profile.id,
    authorUsername: profile.username,
  });

const page = (number: number, content: Deal[]) => ({
  content,
  number,
  size: 6,
  totalElements: 7,
  totalPages: 2,
  first: number === 0,
  last: number === 1,
});

let calls: Call[] = [];
beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  calls = stubApi((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (url.pathname === '/api/users/karim.dz') return envelope(200, profile);
    if (url.pathname.startsWith('/api/users/')) return envelope(404, null, MSG.memberNotFound);
    if (url.pathname === '/api/deals' && url.searchParams.get('author') === profile.id) {
      const n = Number(url.searchParams.get('page'));
      return envelope(200, n === 0 ? page(0, [7, 6, 5, 4, 3, 2].map(deal)) : page(1, [deal(1)]));
    }
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
});

const wait = { timeout: 5000 };

describe('member page', () => {
  it("shows the member's level, reputation, counts, badges and deals, newest first, with Charger plus", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/membres/karim.dz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Karim.DZ' }, wait)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Karim.DZ' });
    expect(within(card).getByText('Expert')).toBeInTheDocument();
    expect(card).toHaveTextContent('212 points de réputation');
    expect(card).toHaveTextContent('Membre depuis le 4 mars 2025');
    expect(within(card).getByText('Bons plans partagés').nextSibling).toHaveTextContent('7');
    expect(within(card).getByText('Deals hot').nextSibling).toHaveTextContent('2');
    expect(within(card).getByText('Commentaires').nextSibling).toHaveTextContent('15');
    expect(within(card).getByText('Premier bon plan').parentElement).toHaveTextContent('obtenu le 5 mars 2025');
    expect(within(card).getByText('Un an sur DzDeals')).toBeInTheDocument();

    const deals = screen.getByRole('region', { name: 'Bons plans de Karim.DZ' });
    await waitFor(() => expect(within(deals).getAllByRole('article')).toHaveLength(6));
    expect(
      within(deals)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toContain('Offre 7');
    await user.click(within(deals).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(deals).getAllByRole('article')).toHaveLength(7));
    const asked = calls.map((c) => new URL(c.path, 'http://localhost')).filter((u) => u.pathname === '/api/deals');
    expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { author: profile.id, page: '0', size: '6' },
      { author: profile.id, page: '1', size: '6' },
    ]);
    // Author names on the cards lead back here.
    expect(within(deals).getAllByRole('link', { name: 'Karim.DZ' })[0]).toHaveAttribute('href', '/membres/Karim.DZ');
  });

  it('says so for a member nobody holds, or one suspended', async () => {
    renderRoutes(routes, '/membres/personne');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membre introuvable' }, wait)).toBeInTheDocument();
  });
});
