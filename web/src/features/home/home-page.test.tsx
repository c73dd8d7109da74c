import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@shared/api-types';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { aDeal } from '@web/test/deals';

// Home (issue 13): the Hot and Nouveaux tabs and the "Masquer les expirés" switch in the URL,
// one search (the header's) with one heading and one "Effacer", the guests' compact strip.

const NBSP = '\u00A0';
const NNBSP = '\u202F';

let seq = 0;
function makeDeal(overrides: Partial<Deal> = {}): Deal {
  seq++;
  const at = new Date(Date.UTC(2026, 0, 1, 12, 0, seq)).toISOString();
  return aDeal({
    id: `deal${String(seq).padStart(12, '0')}`,
    title: `Bon plan numéro ${seq}`,
    price: 1000,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** The deals, newest first. */
let deals: Deal[] = [];
/** The search total the API estimates, if it does. */
let estimated: number | null = null;
let calls: Call[] = [];

/** The API's list rules (docs/api.md): filters, hideExpired, the Hot order, and no Hot with a search. */
function answer(call: Call): Response {
  const url = new URL(call.path, 'http://localhost');
  const q = url.searchParams;
  if (url.pathname === '/api/deals/categories') return envelope(200, ['Technologie', 'Mode', 'Voyage']);
  if (url.pathname === '/api/deals/cities') return envelope(200, ['Alger', 'Oran', 'Constantine']);
  if (url.pathname === '/api/deals' && call.method === 'GET') {
    const matching = (search: string | null) =>
      deals.filter(
        (d) =>
          (!q.get('city') || d.city === q.get('city')) &&
          (!q.get('category') || d.category === q.get('category')) &&
          (!q.get('type') || d.type === q.get('type')) &&
          (!search || d.title.toLowerCase().includes(search.toLowerCase())) &&
          (q.get('hideExpired') !== 'true' || !d.expired) &&
          // A search's Hot: its hot deals only.
          (!search || q.get('sort') !== 'hot' || d.hot),
      );
    let list = matching(q.get('search'));
    // A search that finds nothing is tried again with its misspelt words set right (unless exact).
    let correctedQuery: string | undefined;
    const fixed = q.get('search')?.replace('samsng', 'samsung');
    if (!list.length && q.get('exact') !== 'true' && fixed && fixed !== q.get('search')) {
      list = matching(fixed);
      if (list.length) correctedQuery = fixed;
    }
    if (q.get('sort') === 'hot') list = list.filter((d) => !d.expired).sort((a, b) => b.temperature - a.temperature);
    const size = Number(q.get('size'));
    const page = Number(q.get('page'));
    return envelope(200, {
      content: list.slice(page * size, (page + 1) * size),
      number: page,
      size,
      totalElements: (q.get('search') && estimated) || list.length,
      totalPages: Math.ceil(list.length / size),
      first: page === 0,
      last: (page + 1) * size >= list.length,
      // A search past 1,000 matches, or past its read budget, counts them no further.
      ...(q.get('search') && estimated ? { totalEstimated: true } : {}),
      ...(correctedQuery ? { correctedQuery } : {}),
    });
  }
  if (url.pathname.startsWith('/api/deals/bulk-')) return envelope(200, url.pathname.endsWith('votes') ? {} : []);
  if (url.pathname === '/api/auth/me') return envelope(200, member);
  return envelope(404, null, 'Route introuvable');
}

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/deals?')).map((c) => c.path);
const list = () => screen.getByRole('region', { name: /^(Bons plans|Résultats)/ });
const titles = () =>
  within(list())
    .queryAllByTestId('deal-card')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const wait = { timeout: 15_000 };

async function openHome(path = '/') {
  const view = renderRoutes(routes, path);
  await waitFor(() => {
    expect(list()).not.toHaveAttribute('aria-busy', 'true');
    expect(within(list()).queryByRole('status')).toBeNull();
  }, wait);
  return view;
}

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  seq = 0;
  deals = [];
  estimated = null;
  calls = stubApi(answer).calls;
});

describe('Home tabs and expired switch', () => {
  it('opens on the newest deals with expired ones hidden, and keeps the Hot tab and the switch in the URL', async () => {
    const user = userEvent.setup();
    const warm = makeDeal({ title: 'Pizza familiale', temperature: 60, upvotes: 6, score: 6 });
    const hot = makeDeal({ title: 'Climatiseur Condor', temperature: 150, upvotes: 15, score: 15, hot: true });
    const gone = makeDeal({ title: 'Soldes terminées', expired: true, expiredAt: warm.createdAt, temperature: 300 });
    const fresh = makeDeal({ title: 'Robe en lin' });
    deals = [fresh, gone, hot, warm];
    const { router } = await openHome();

    expect(screen.getByRole('heading', { level: 1, name: 'Bons plans en Algérie' })).toBeInTheDocument();
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&hideExpired=true']);
    expect(titles()).toEqual(['Robe en lin', 'Climatiseur Condor', 'Pizza familiale']);
    const tabs = screen.getByRole('navigation', { name: 'Ordre des bons plans' });
    expect(within(tabs).getByRole('link', { name: 'Nouveaux' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Hot' })).toHaveAttribute('href', '/?sort=hot');
    const hideExpired = screen.getByRole('switch', { name: 'Masquer les expirés' });
    expect(hideExpired).toBeChecked();

    await user.click(within(tabs).getByRole('link', { name: 'Hot' }));
    await waitFor(() => expect(titles()).toEqual(['Climatiseur Condor', 'Pizza familiale', 'Robe en lin']));
    expect(router.state.location.search).toBe('?sort=hot');
    expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&sort=hot&hideExpired=true');
    expect(within(tabs).getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Nouveaux' })).toHaveAttribute('href', '/');

    // Switched off, the URL says so, and the newest list shows the expired deal, greyed.
    await user.click(hideExpired);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hot&expired=1'));
    // The route's loader runs first: the screen follows the URL a render later.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Masquer les expirés' })).not.toBeChecked());
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&sort=hot'));
    await user.click(within(tabs).getByRole('link', { name: 'Nouveaux' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(router.state.location.search).toBe('?expired=1');
    expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10');
    const expired = within(list()).getByRole('article', { name: 'Soldes terminées' });
    expect(expired).toHaveClass('is-expired');
    expect(within(expired).getByText('Expiré')).toBeInTheDocument();

    // Back on, the URL is plain again.
    await user.click(screen.getByRole('switch', { name: 'Masquer les expirés' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  it('opens on the Hot tab when the URL says so', async () => {
    deals = [
      makeDeal({ title: 'Tiède', temperature: 20 }),
      makeDeal({ title: 'Brûlant', temperature: 200, hot: true }),
    ];
    await openHome('/?sort=hot');
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&sort=hot&hideExpired=true']);
    expect(titles()).toEqual(['Brûlant', 'Tiède']);
    const tabs = screen.getByRole('navigation', { name: 'Ordre des bons plans' });
    expect(within(tabs).getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers Discutés, and Les + hot with its jour / semaine / mois choice, each in the URL', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ title: 'Brûlant', temperature: 200, hot: true })];
    const { router } = await openHome('/?sort=discussed');
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&sort=discussed&hideExpired=true']);
    const tabs = screen.getByRole('navigation', { name: 'Ordre des bons plans' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hot', 'Nouveaux', 'Discutés', 'Les + hot']);
    expect(within(tabs).getByRole('link', { name: 'Discutés' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Période' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('link', { name: 'Les + hot' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=top'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&sort=top&period=day&hideExpired=true'),
    );
    const periods = screen.getByRole('navigation', { name: 'Période' });
    expect(within(periods).getByRole('link', { name: 'Jour' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(periods).getByRole('link', { name: 'Semaine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=top&period=week'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&sort=top&period=week&hideExpired=true'),
    );
    expect(within(periods).getByRole('link', { name: 'Semaine' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Hot' })).toHaveAttribute('href', '/?sort=hot');
  });
});

describe('Home type tabs', () => {
  const types = () => screen.getByRole('navigation', { name: 'Type de bon plan' });

  it('opens on the kind its URL names, and each tab is a link to its kind with the rest of the URL', async () => {
    deals = [
      makeDeal({ title: 'Casque à 7 900 DA' }),
      makeDeal({ title: 'Code RUN25 sur le running', type: 'code', promoCode: 'RUN25' }),
      makeDeal({ title: 'Contrôle de la vue offert', type: 'free', price: 0 }),
    ];
    await openHome('/?type=code&sort=hot');
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&sort=hot&hideExpired=true&type=code']);
    expect(titles()).toEqual(['Code RUN25 sur le running']);
    expect(
      within(types())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Tous', '/?sort=hot', null],
      ['Bons plans', '/?sort=hot&type=deal', null],
      ['Codes promo', '/?sort=hot&type=code', 'page'],
      ['Gratuit', '/?sort=hot&type=free', null],
    ]);
    // The order's tabs keep the kind.
    const sorts = screen.getByRole('navigation', { name: 'Ordre des bons plans' });
    expect(within(sorts).getByRole('link', { name: 'Nouveaux' })).toHaveAttribute('href', '/?type=code');
    // Its card says what it is.
    expect(within(list()).getByText('Code promo', { selector: '.badge' })).toBeInTheDocument();
  });

  it('asks the API for the kind chosen, with the city, the order and the search, and "Effacer" keeps it', async () => {
    const user = userEvent.setup();
    deals = [
      makeDeal({ title: 'Robe en lin', city: 'Oran' }),
      makeDeal({ title: 'Robe offerte pour deux achetées', city: 'Oran', type: 'free', price: 0 }),
      makeDeal({ title: 'Robe avec le code ETE', city: 'Oran', type: 'code', promoCode: 'ETE' }),
    ];
    const { router } = await openHome('/?city=Oran&sort=discussed');
    await user.click(within(types()).getByRole('link', { name: 'Gratuit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Oran&sort=discussed&type=free'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&city=Oran&sort=discussed&hideExpired=true&type=free'),
    );
    await waitFor(() => expect(titles()).toEqual(['Robe offerte pour deux achetées']));
    expect(within(types()).getByRole('link', { name: 'Gratuit' })).toHaveAttribute('aria-current', 'page');
    // A free deal's price is "Gratuit", never "0 DA".
    expect(within(list()).getByRole('article').querySelector('.price-now')).toHaveTextContent(/^Gratuit$/);

    // With a search: the kind stays, and the search's own tabs keep it too.
    await act(() => router.navigate('/?q=robe&type=code'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&search=robe&hideExpired=true&type=code'),
    );
    await waitFor(() => expect(titles()).toEqual(['Robe avec le code ETE']));
    const searchSorts = screen.getByRole('navigation', { name: 'Ordre des résultats' });
    expect(within(searchSorts).getByRole('link', { name: 'Hot' })).toHaveAttribute(
      'href',
      '/?q=robe&sort=hot&type=code',
    );
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=code'));

    // "Tous" drops the kind from the URL and the request.
    await user.click(within(types()).getByRole('link', { name: 'Tous' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&hideExpired=true'));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(within(types()).getByRole('link', { name: 'Tous' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the page Home refuses for a kind it does not know', async () => {
    renderRoutes(routes, '/?type=coupon');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse invalide' })).toBeInTheDocument();
    expect(listCalls()).toEqual([]);
  });
});

describe('Home search', () => {
  it('lists results under one heading with the total and one "Effacer", with no second search box', async () => {
    const user = userEvent.setup();
    deals = [
      makeDeal({ title: 'Robe de soirée', city: 'Oran' }),
      makeDeal({ title: 'Robe en lin', city: 'Alger', temperature: 200, hot: true }),
      makeDeal({ title: 'Pizza familiale' }),
    ];
    const { router } = await openHome('/?q=robe&sort=hot');

    // A search's Hot: its hot deals; the search's tabs stay.
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&search=robe&sort=hot&hideExpired=true']);
    expect(titles()).toEqual(['Robe en lin']);
    expect(screen.queryByRole('navigation', { name: 'Ordre des bons plans' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Ordre des résultats' });
    expect(within(tabs).getByRole('link', { name: 'Hot' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: `Résultats pour «${NNBSP}robe${NNBSP}»` }),
    ).toBeInTheDocument();
    expect(within(list()).getByText('1 bon plan')).toBeInTheDocument();
    // The header's box keeps the search; there is no "Mots-clés" box beside it.
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Rechercher un bon plan' })).toHaveValue('robe');
    expect(screen.queryByLabelText('Mots-clés')).toBeNull();
    const clear = screen.getAllByRole('button', { name: /^Effacer/ });
    expect(clear).toHaveLength(1);

    // A city narrows the search; "Effacer" clears both, and the tab chosen before comes back.
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Oran');
    await waitFor(() => expect(router.state.location.search).toBe('?q=robe&city=Oran&sort=hot'));
    await waitFor(() => expect(titles()).toEqual([]));
    await user.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=hot'));
    await waitFor(() => expect(titles()).toEqual(['Robe en lin', 'Robe de soirée', 'Pizza familiale']));
    expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&sort=hot&hideExpired=true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher un bon plan' })).toHaveValue('');
    expect(screen.getByRole('navigation', { name: 'Ordre des bons plans' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Effacer/ })).toBeNull();
  });

  it('sorts a search by Pertinence, Nouveaux or Hot', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ title: 'Robe de soirée' }), makeDeal({ title: 'Robe en lin', temperature: 120, hot: true })];
    const { router } = await openHome('/?q=robe');
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&search=robe&hideExpired=true']);
    const tabs = screen.getByRole('navigation', { name: 'Ordre des résultats' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Pertinence', 'Nouveaux', 'Hot']);
    expect(within(tabs).getByRole('link', { name: 'Pertinence' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Nouveaux' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=robe&sort=new'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&search=robe&sort=new&hideExpired=true'),
    );
    expect(within(tabs).getByRole('link', { name: 'Nouveaux' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(tabs).getByRole('link', { name: 'Pertinence' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=robe'));
  });

  it('says what it searched when it set a misspelt word right, with a link to the text as typed', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ title: 'Samsung Galaxy A15' })];
    const { router } = await openHome('/?q=samsng');
    expect(
      screen.getByRole('heading', { level: 1, name: `Résultats pour «${NNBSP}samsung${NNBSP}»` }),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['Samsung Galaxy A15']);
    expect(document.querySelector('.search-corrected')?.textContent).toBe(
      `Aucun bon plan pour «${NNBSP}samsng${NNBSP}»${NBSP}: voici les résultats corrigés. Rechercher plutôt «${NNBSP}samsng${NNBSP}»`,
    );
    await user.click(screen.getByRole('link', { name: `Rechercher plutôt «${NNBSP}samsng${NNBSP}»` }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=samsng&exact=1'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toBe('/api/deals?page=0&size=10&search=samsng&exact=true&hideExpired=true'),
    );
    // Found nothing as typed: ways on, a category or the Hot tab.
    await screen.findByRole('heading', { level: 2, name: 'Aucun bon plan ne correspond à votre recherche' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Résultats pour «${NNBSP}samsng${NNBSP}»` }),
    ).toBeInTheDocument();
    const empty = within(list());
    expect(empty.getByRole('link', { name: 'Technologie' })).toHaveAttribute('href', '/?category=Technologie');
    expect(empty.getByRole('link', { name: 'Voir les bons plans Hot' })).toHaveAttribute('href', '/?sort=hot');
  });

  it('says "Plus de 1 000 résultats" or "Environ N résultats" when the API estimates a search’s total', async () => {
    deals = [makeDeal({ title: 'Livraison offerte' }), makeDeal({ title: 'Livraison rapide' })];
    estimated = 1400;
    const view = await openHome('/?q=livraison');
    expect(within(list()).getByText(/^Plus de 1\s000 résultats$/)).toBeInTheDocument();
    expect(titles()).toHaveLength(2);
    view.unmount();
    estimated = 340;
    await openHome('/?q=livraison');
    expect(within(list()).getByText(/^Environ 340 résultats$/)).toBeInTheDocument();
  });

  it('names what a city or category shows, and offers "Effacer" there too', async () => {
    deals = [makeDeal({ city: 'Oran', category: 'Mode', title: 'Robe rouge' }), makeDeal()];
    await openHome('/?city=Oran&category=Mode');
    expect(listCalls()).toEqual(['/api/deals?page=0&size=10&city=Oran&category=Mode&hideExpired=true']);
    expect(screen.getByRole('heading', { level: 1, name: 'Bons plans à Oran, catégorie Mode' })).toBeInTheDocument();
    expect(within(list()).getByText('1 bon plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' })).toHaveTextContent(/^Effacer$/);
  });
});

describe('Home introduction', () => {
  it('shows guests a one-line strip about the Hot tab, with the calls to action', async () => {
    deals = [makeDeal()];
    await openHome();
    const pitch = screen.getByText(/classés par vos votes dans l’onglet/);
    expect(within(pitch).getByRole('link', { name: 'Hot' })).toHaveAttribute('href', '/?sort=hot');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Partager un bon plan' })).toHaveAttribute('href', '/deals/create');
    expect(within(main).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    // Then how it works, which now says where votes count.
    expect(screen.getByRole('heading', { level: 2, name: `Comment ça marche${NNBSP}?` })).toBeInTheDocument();
    expect(screen.getByText(/remontent en tête de l’onglet Hot\.$/).textContent).toContain(
      `La communauté vote et commente${NBSP}:`,
    );
  });

  it('hides the strip from members, and from a filtered list', async () => {
    deals = [makeDeal({ city: 'Oran' })];
    const filtered = await openHome('/?city=Oran');
    expect(screen.queryByText(/classés par vos votes/)).toBeNull();
    filtered.unmount();

    await act(() =>
      signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' }),
    );
    await openHome('/');
    expect(screen.queryByText(/classés par vos votes/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Bons plans en Algérie' })).toBeInTheDocument();
  });

  it('lists the deals as h2 cards in a list with stable test hooks', async () => {
    deals = [makeDeal(), makeDeal()];
    await openHome();
    const grid = screen.getByTestId('deal-list');
    expect(within(grid).getAllByTestId('deal-card')).toHaveLength(2);
    expect(within(grid).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
