import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal, Merchant, MerchantMerge, User } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { aDeal } from '@web/test/deals';
import { admin, envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

const jumia: Merchant = {
  slug: 'jumia',
  name: 'Jumia',
  domains: ['jumia.com.dz'],
  dealsCount: 12,
  activeDealsCount: 5,
  hotDealsCount: 2,
  followers: 41,
  followed: false,
  createdAt: '2025-06-01T09:00:00.000Z',
};

/** A shop with an Arabic name: its slug is Arabic too (merchantSlug drops the hamza), percent-encoded in paths. */
const arabic: Merchant = { ...jumia, slug: 'متجر-الامل', name: 'متجر الأمل', domains: [], followers: 1 };

const deal = (n: number): Deal =>
  aDeal({
    id: `deal-${String(n).padStart(11, '0')}`,
    title: `Offre Jumia ${n}`,
    merchant: 'Jumia',
    merchantSlug: 'jumia',
  });

const page = (number: number, content: Deal[], total = 11) => ({
  content,
  number,
  size: 10,
  totalElements: total,
  totalPages: 2,
  first: number === 0,
  last: number === 1,
});

/** The merge's answers, in turn. */
let mergeAnswers: MerchantMerge[] = [];
/** A duplicate not merged yet: `/api/merchants/jumia-dz` answers it until a merge is posted. */
let duplicate: Merchant | null = null;
let calls: Call[] = [];

/**
 * The API's answers for `me` (once signed in); `/api/merchants/jumia-dz` is an alias of Jumia
 * (the merchant it was merged into answers), unless `duplicate` is set.
 */
function stub(me: User = member) {
  calls = stubApi((call) => {
    const url = new URL(call.path, 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    if (path === '/api/auth/me') return envelope(200, me);
    if (path === '/api/admin/merchants/jumia-dz/merge') {
      duplicate = null;
      return envelope(200, mergeAnswers.shift());
    }
    if (path === '/api/merchants/jumia-dz' && duplicate) return envelope(200, duplicate);
    if (path === '/api/merchants/jumia/follow') {
      const followed = call.method === 'PUT';
      return envelope(200, { followed, followers: jumia.followers + (followed ? 1 : 0) });
    }
    if (path === '/api/merchants/jumia' || path === '/api/merchants/jumia-dz') return envelope(200, jumia);
    if (path === `/api/merchants/${arabic.slug}`) return envelope(200, arabic);
    if (path.startsWith('/api/merchants/')) return envelope(404, null, MSG.merchantNotFound);
    if (path === '/api/deals' && url.searchParams.get('merchant') === 'jumia') {
      const n = Number(url.searchParams.get('page'));
      const hot = url.searchParams.get('sort') === 'hot';
      if (hot) return envelope(200, page(0, [deal(99)], 1));
      return envelope(200, n === 0 ? page(0, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(deal)) : page(1, [deal(0)]));
    }
    if (path === '/api/deals' && url.searchParams.get('merchant') === arabic.slug) return envelope(200, page(1, [], 0));
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
}

const signInAs = (user: User) =>
  act(() => signIn({ token: 't', id: user.id, username: user.username, email: user.email, role: user.role }));

const dealQueries = () =>
  calls
    .map((c) => new URL(c.path, 'http://localhost'))
    .filter((u) => u.pathname === '/api/deals')
    .map((u) => Object.fromEntries(u.searchParams));

const wait = { timeout: 5000 };

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  mergeAnswers = [];
  duplicate = null;
  stub();
});

describe('merchant page', () => {
  it('shows the name, counts, followers and sites, then its deals newest first with tabs and Charger plus', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/marchands/jumia');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jumia' }, wait)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Jumia' });
    expect(card.textContent).toContain('12\u00A0bons plans · 5\u00A0actifs · 2\u00A0hot');
    expect(card.textContent).toContain('41\u00A0abonnés');
    expect(card.textContent).toContain('Site\u00A0:jumia.com.dz');
    await waitFor(() => expect(document.title).toBe('Bons plans Jumia\u00A0: codes promo et promotions | DzDeals'));

    const deals = screen.getByRole('region', { name: 'Bons plans Jumia' });
    await waitFor(() => expect(within(deals).getAllByRole('article')).toHaveLength(10));
    expect(within(deals).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Offre Jumia 10');
    expect(within(deals).getByRole('button', { name: 'Nouveaux' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(deals).getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(within(deals).getAllByRole('article')).toHaveLength(11));

    // Another order: its own list, read from its first page.
    await user.click(within(deals).getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(within(deals).getAllByRole('article')).toHaveLength(1));
    expect(within(deals).getByRole('heading', { name: 'Offre Jumia 99' })).toBeInTheDocument();
    expect(within(deals).getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(dealQueries()).toEqual([
      { page: '0', size: '10', merchant: 'jumia', hideExpired: 'true' },
      { page: '1', size: '10', merchant: 'jumia', hideExpired: 'true' },
      { page: '0', size: '10', merchant: 'jumia', sort: 'hot', hideExpired: 'true' },
    ]);
  });

  it('lets a member follow the merchant and stop, the count following at once', async () => {
    signInAs(member);
    const user = userEvent.setup();
    renderRoutes(routes, '/marchands/jumia');
    const button = await screen.findByRole('button', { name: 'Suivre' }, wait);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Suivi' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('region', { name: 'Jumia' }).textContent).toContain('42\u00A0abonnés');
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/merchants/jumia/follow')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Suivi' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(screen.getByRole('region', { name: 'Jumia' }).textContent).toContain('41\u00A0abonnés');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/merchants/jumia/follow')).toBe(true);
  });

  it('asks a guest who follows to sign in, back to this page, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/marchands/jumia');
    await user.click(await screen.findByRole('button', { name: 'Suivre' }, wait));
    expect(await screen.findByText('Connectez-vous pour suivre ce marchand', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmarchands%2Fjumia',
    );
    expect(calls.some((c) => c.path.includes('/follow'))).toBe(false);
  });

  it('says so for a merchant nobody knows', async () => {
    renderRoutes(routes, '/marchands/personne');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marchand introuvable' }, wait)).toBeInTheDocument();
  });

  it("goes to the merchant's own page when opened by an alias's slug, in place of it", async () => {
    const { router } = renderRoutes(routes, '/marchands/jumia-dz');
    await waitFor(() => expect(router.state.location.pathname).toBe('/marchands/jumia'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jumia' }, wait)).toBeInTheDocument();
    // Replaced: Back does not come back to the alias.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('reads an Arabic slug at its encoded address, and says when it has no deal yet', async () => {
    renderRoutes(routes, `/marchands/${encodeURIComponent(arabic.slug)}`);
    expect(await screen.findByRole('heading', { level: 1, name: arabic.name }, wait)).toBeInTheDocument();
    expect(await screen.findByText(/Aucun bon plan en cours chez/, {}, wait)).toHaveTextContent(
      `Aucun bon plan en cours chez ${arabic.name}`,
    );
    expect(calls.some((c) => c.path === `/api/merchants/${encodeURIComponent(arabic.slug)}`)).toBe(true);
  });
});

describe('merging a merchant (admins)', () => {
  it('is offered to admins only', async () => {
    renderRoutes(routes, '/marchands/jumia');
    await screen.findByRole('heading', { level: 1, name: 'Jumia' }, wait);
    expect(screen.queryByRole('heading', { name: 'Fusionner ce marchand' })).toBeNull();
  });

  it('is not offered to a member', async () => {
    signInAs(member);
    renderRoutes(routes, '/marchands/jumia');
    await screen.findByRole('heading', { level: 1, name: 'Jumia' }, wait);
    await screen.findByRole('button', { name: 'Suivre' });
    expect(screen.queryByRole('heading', { name: 'Fusionner ce marchand' })).toBeNull();
  });

  it('merges after a confirmation, then shows the merchant merged into with what moved', async () => {
    duplicate = { ...jumia, slug: 'jumia-dz', name: 'Jumia DZ', dealsCount: 3 };
    stub(admin);
    mergeAnswers = [{ merchant: jumia, movedDeals: 3, movedFollowers: 2, done: true }];
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/marchands/jumia-dz');
    const form = await screen.findByRole('region', { name: 'Fusionner ce marchand' }, wait);
    // Itself is no target.
    await user.type(within(form).getByLabelText('Marchand cible (identifiant ou nom)'), 'Jumia DZ');
    await user.click(within(form).getByRole('button', { name: 'Fusionner…' }));
    expect(within(form).getByText('Choisissez un autre marchand que celui-ci')).toBeInTheDocument();
    // A name is made a slug, as the server makes them.
    await user.clear(within(form).getByLabelText('Marchand cible (identifiant ou nom)'));
    await user.type(within(form).getByLabelText('Marchand cible (identifiant ou nom)'), ' JUMIA ');
    await user.click(within(form).getByRole('button', { name: 'Fusionner…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionner ce marchand\u202F?' });
    expect(dialog).toHaveTextContent('Jumia DZ sera fusionné dans jumia');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Fusionner' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/marchands/jumia'));
    const merge = calls.find((c) => c.method === 'POST');
    expect(merge).toMatchObject({ path: '/api/admin/merchants/jumia-dz/merge', body: { into: 'jumia' } });
    expect((await screen.findByRole('status', {}, wait)).textContent).toContain(
      'Fusion terminée\u00A0: 3\u00A0bons plans déplacés et 2\u00A0abonnés repris depuis «\u202Fjumia-dz\u202F».',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Jumia' })).toBeInTheDocument();
  });

  it('asks to run a merge again when its time ran out, and says when it is done', async () => {
    duplicate = { ...jumia, slug: 'jumia-dz', name: 'Jumia DZ', dealsCount: 300 };
    stub(admin);
    mergeAnswers = [
      { merchant: jumia, movedDeals: 250, movedFollowers: 0, done: false },
      { merchant: jumia, movedDeals: 50, movedFollowers: 7, done: true },
    ];
    signInAs(admin);
    const user = userEvent.setup();
    renderRoutes(routes, '/marchands/jumia-dz');
    const form = await screen.findByRole('region', { name: 'Fusionner ce marchand' }, wait);
    await user.type(within(form).getByLabelText('Marchand cible (identifiant ou nom)'), 'jumia');
    await user.click(within(form).getByRole('button', { name: 'Fusionner…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fusionner' }));

    const notice = await screen.findByText(/Fusion commencée/, {}, wait);
    expect(notice.textContent).toContain('250\u00A0bons plans déplacés depuis «\u202Fjumia-dz\u202F» pour l’instant');
    await user.click(screen.getByRole('button', { name: 'Relancer la fusion' }));
    expect((await screen.findByText(/Fusion terminée/, {}, wait)).textContent).toContain(
      '300\u00A0bons plans déplacés et 7\u00A0abonnés repris',
    );
    expect(calls.filter((c) => c.path === '/api/admin/merchants/jumia-dz/merge')).toHaveLength(2);
  });
});
