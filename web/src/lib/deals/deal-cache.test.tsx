import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr/infinite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment, Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { setNavigator } from '../api-client';
import { initSession, signIn, signOut } from '../session';
import type { ListPage } from './api';
import { DEAL_DELETED_EVENT, listCacheKey } from './deal-cache';
import { aComment, aDeal } from '@web/test/deals';

type Router = ReturnType<typeof renderRoutes>['router'];

// The deal list's rules (docs/architecture.md, "Web"): one test per rule, through the screens
// (Home, the deal page and the form) over a small in-memory API, and what the SWR cache then holds.

const author = { ...member, id: 'u-author', username: 'karim' };
const voter = { ...member, id: 'u-voter', username: 'amina' };

let seq = 0;
function makeDeal(overrides: Partial<Deal> = {}): Deal {
  seq++;
  const at = new Date(Date.UTC(2026, 0, 1, 12, 0, seq)).toISOString();
  return aDeal({
    id: `deal${String(seq).padStart(12, '0')}`,
    title: `Bon plan numéro ${seq}`,
    price: 1000,
    originalPrice: 2000,
    discountPercent: 50,
    author: author.id,
    authorUsername: author.username,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  });
}

/** The API: deals newest first, filters, pages, votes, comments; every call is recorded. */
let deals: Deal[] = [];
let comments: Comment[] = [];
let votes: Record<string, boolean> = {};
/** The signed-in member's saved deal ids, newest saved first. */
let saved: string[] = [];
let calls: Call[] = [];

function pageOf(list: Deal[], page: number, size: number) {
  const totalPages = Math.ceil(list.length / size);
  return {
    content: list.slice(page * size, (page + 1) * size),
    number: page,
    size,
    totalElements: list.length,
    totalPages,
    first: page === 0,
    last: page >= totalPages - 1,
  };
}

const withVote = (deal: Deal, signedIn: boolean): Deal => ({
  ...deal,
  userVote: signedIn && deal.id in votes ? { isPositive: votes[deal.id] } : null,
  saved: signedIn && saved.includes(deal.id),
});

function answer(call: Call): Response {
  const url = new URL(call.path, 'http://localhost');
  const path = url.pathname;
  const q = url.searchParams;
  const signedIn = !!call.headers.authorization;
  if (path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
  if (path === '/api/deals/categories') return envelope(200, ['Technologie', 'Mode', 'Voyage']);
  if (path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran', 'Constantine']);
  if (path === '/api/deals' && call.method === 'GET') {
    let list = deals.filter(
      (d) =>
        (!q.get('city') || d.city === q.get('city')) &&
        (!q.get('category') || d.category === q.get('category')) &&
        (!q.get('type') || d.type === q.get('type')) &&
        (!q.get('search') || d.title.toLowerCase().includes(q.get('search')!.toLowerCase())) &&
        (q.get('hideExpired') !== 'true' || !d.expired),
    );
    if (q.get('sort') === 'hot') list = list.filter((d) => !d.expired).sort((a, b) => b.temperature - a.temperature);
    const page = pageOf(list, Number(q.get('page')), Number(q.get('size')));
    return envelope(200, { ...page, content: page.content.map((d) => withVote(d, signedIn)) });
  }
  if (path === '/api/deals' && call.method === 'POST') {
    const body = call.body as Partial<Deal>;
    const deal = makeDeal({ ...body, author: voter.id, authorUsername: voter.username, discountPercent: null });
    deals = [deal, ...deals];
    return envelope(201, deal, MSG.dealCreated);
  }
  if (path === '/api/users/me/saved') {
    const list = saved.map((id) => deals.find((d) => d.id === id)!);
    const page = pageOf(list, Number(q.get('page')), Number(q.get('size')));
    return envelope(200, { ...page, content: page.content.map((d) => withVote(d, true)) });
  }
  if (path === '/api/deals/bulk-saved')
    return envelope(
      200,
      (call.body as string[]).filter((id) => saved.includes(id)),
    );
  const markMatch = path.match(/^\/api\/deals\/([^/]+)\/(save|expire)$/);
  if (markMatch) {
    const deal = deals.find((d) => d.id === markMatch[1])!;
    if (markMatch[2] === 'expire') {
      Object.assign(deal, { expired: true, expiredAt: new Date().toISOString() });
      return envelope(200, withVote(deal, true), MSG.dealExpired);
    }
    saved = saved.filter((id) => id !== deal.id);
    if (call.method === 'PUT') saved.unshift(deal.id);
    return envelope(200, withVote(deal, true), call.method === 'PUT' ? MSG.dealSaved : MSG.dealUnsaved);
  }
  if (path === '/api/deals/bulk-votes') {
    const ids = call.body as string[];
    return envelope(200, Object.fromEntries(ids.filter((id) => id in votes).map((id) => [id, votes[id]])));
  }
  const voteMatch = path.match(/^\/api\/deals\/([^/]+)\/(vote|comments)$/);
  if (voteMatch) {
    const [, id, what] = voteMatch;
    if (what === 'comments') {
      const mine = comments.filter((c) => c.dealId === id);
      return envelope(200, { ...pageOf([], 0, 20), content: mine, totalElements: mine.length, last: true });
    }
    const deal = deals.find((d) => d.id === id)!;
    const before = votes[id];
    if (call.method === 'DELETE') delete votes[id];
    else votes[id] = q.get('positive') === 'true';
    const up = Number(votes[id] === true) - Number(before === true);
    const down = Number(votes[id] === false) - Number(before === false);
    const score = deal.score + up - down;
    Object.assign(deal, {
      upvotes: deal.upvotes + up,
      downvotes: deal.downvotes + down,
      score,
      temperature: TEMPERATURE_PER_VOTE * score,
      hot: TEMPERATURE_PER_VOTE * score >= HOT_THRESHOLD,
    });
    // Like the server, the answer carries the new counts and the caller's vote.
    return envelope(200, withVote(deal, true), MSG.voteRecorded);
  }
  const dealMatch = path.match(/^\/api\/deals\/([^/]+)$/);
  if (dealMatch) {
    const index = deals.findIndex((d) => d.id === dealMatch[1]);
    if (index < 0) return envelope(404, null, MSG.dealNotFound);
    if (call.method === 'GET') return envelope(200, withVote(deals[index], signedIn));
    if (call.method === 'PUT') {
      deals[index] = { ...deals[index], ...(call.body as Partial<Deal>), updatedAt: new Date().toISOString() };
      return envelope(200, withVote(deals[index], signedIn), MSG.dealUpdated);
    }
    if (call.method === 'DELETE') {
      deals.splice(index, 1);
      return envelope(200, { message: MSG.dealDeleted }, MSG.dealDeleted);
    }
  }
  return envelope(404, null, MSG.routeNotFound);
}

const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/deals?'));
const wait = { timeout: 15_000 };
const LIST = /^(Bons plans|Résultats)/;
const cards = () => within(screen.getByRole('region', { name: LIST })).queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const signInAs = (user: typeof member) =>
  act(() =>
    signIn({ token: `token-${user.id}`, id: user.id, username: user.username, email: user.email, role: 'USER' }),
  );

async function openHome(path = '/') {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1, name: LIST }, wait);
  // Loaded, and the cards (rendered behind a deferred value) are on screen: no skeleton left.
  await waitFor(() => {
    const region = screen.getByRole('region', { name: LIST });
    expect(region).not.toHaveAttribute('aria-busy', 'true');
    expect(within(region).queryByRole('status')).toBeNull();
  }, wait);
  return view;
}

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  seq = 0;
  comments = [];
  votes = {};
  saved = [];
  deals = [];
  calls = stubApi(answer).calls;
});

describe('deal list state', () => {
  it('first load, then a filter change, loads page 0 and replaces the list', async () => {
    const user = userEvent.setup();
    deals = [
      ...Array.from({ length: 12 }, () => makeDeal({ city: 'Alger' })),
      makeDeal({ city: 'Oran', title: 'Pizza familiale à Oran' }),
    ].reverse();
    await openHome();
    expect(listCalls().map((c) => c.path)).toEqual(['/api/deals?page=0&size=10&hideExpired=true']);
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('13 bons plans')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(cards()).toHaveLength(13));

    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Oran');
    await waitFor(() => expect(titles()).toEqual(['Pizza familiale à Oran']));
    expect(listCalls().at(-1)!.path).toBe('/api/deals?page=0&size=10&city=Oran&hideExpired=true');
    expect(screen.getByText('1 bon plan')).toBeInTheDocument();
  });

  it('load-more appends the next page, and is offered only while the last page is not reached', async () => {
    const user = userEvent.setup();
    deals = Array.from({ length: 23 }, () => makeDeal()).reverse();
    await openHome();
    const first = titles();
    expect(first).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(titles().slice(0, 10)).toEqual(first);
    expect(listCalls().at(-1)!.path).toBe('/api/deals?page=1&size=10&hideExpired=true');
    expect(screen.getByText('20 sur 23 affichés')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(listCalls().at(-1)!.path).toBe('/api/deals?page=2&size=10&hideExpired=true');
    expect(titles()).toEqual(deals.map((d) => d.title));
    expect(screen.queryByRole('button', { name: 'Charger plus' })).toBeNull();
  });

  it('creating a deal puts it at the top of the list and adds 1 to the total', async () => {
    const user = userEvent.setup();
    deals = [makeDeal(), makeDeal(), makeDeal()].reverse();
    signInAs(voter);
    const { router } = await openHome();
    expect(screen.getByText('3 bons plans')).toBeInTheDocument();

    await act(() => router.navigate('/deals/create'));
    await screen.findByRole('heading', { level: 1, name: 'Partager un bon plan' }, wait);
    await user.type(screen.getByLabelText('Titre'), 'Climatiseur Condor 12000 BTU');
    await user.type(screen.getByLabelText('Description'), 'Installation offerte pour tout achat en magasin.');
    await user.type(screen.getByLabelText('Prix'), '54 900');
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Oran');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Technologie');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await screen.findByRole('heading', { level: 1, name: 'Climatiseur Condor 12000 BTU' }, wait);
    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/deals')!;
    expect(created.body).toMatchObject({ title: 'Climatiseur Condor 12000 BTU', price: 54900, city: 'Oran' });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).getByRole('link', { name: 'Accueil' }),
    );
    await waitFor(() => expect(titles()[0]).toBe('Climatiseur Condor 12000 BTU'));
    expect(cards()).toHaveLength(4);
    expect(screen.getByText('4 bons plans')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('a created code promo tops the "Codes promo" list, and leaves the "Gratuit" one as it was', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ type: 'code', promoCode: 'ETE' }), makeDeal({ type: 'free', price: 0, originalPrice: null })];
    signInAs(voter);
    const { router } = await openHome('/?type=free');
    await act(() => router.navigate('/?type=code'));
    await waitFor(() => expect(titles()).toEqual([deals[0].title]));
    expect(listCalls()).toHaveLength(2);

    await act(() => router.navigate('/deals/create'));
    await screen.findByRole('heading', { level: 1, name: 'Partager un bon plan' }, wait);
    await user.click(screen.getByRole('radio', { name: 'Code promo' }));
    await user.type(screen.getByLabelText('Titre'), 'Code RUN25 sur le running');
    await user.type(screen.getByLabelText('Description'), 'Moins 25 % sur tout le rayon running avec le code.');
    await user.type(screen.getByLabelText('Prix'), '7 500');
    await user.type(screen.getByRole('textbox', { name: 'Code promo' }), 'RUN25');
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Oran');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Technologie');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await screen.findByRole('heading', { level: 1, name: 'Code RUN25 sur le running' }, wait);

    await act(() => router.navigate('/?type=code'));
    await waitFor(() => expect(titles()).toEqual(['Code RUN25 sur le running', deals[1].title]));
    await act(() => router.navigate('/?type=free'));
    await waitFor(() => expect(titles()).toEqual([deals.at(-1)!.title]));
    // Neither list was read again: the cache knew where the new deal goes.
    expect(listCalls()).toHaveLength(2);
  });

  it('a deal edited into another kind leaves its kind’s list, read again when shown', async () => {
    const user = userEvent.setup();
    // An id of its own: the read its page's route starts may outlive the test (SWR's preload).
    deals = [
      makeDeal({
        id: 'deal900000000001',
        type: 'code',
        promoCode: 'ETE',
        author: voter.id,
        authorUsername: voter.username,
      }),
    ];
    const edited = deals[0];
    signInAs(voter);
    const { router } = await openHome('/?type=code');
    expect(titles()).toEqual([edited.title]);
    await act(() => router.navigate(`/deals/${edited.id}/edit`));
    await user.click(await screen.findByRole('radio', { name: 'Bon plan' }, wait));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByRole('heading', { level: 1, name: edited.title }, wait);
    expect(router.state.location.pathname).toBe(`/deals/${edited.id}`);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ type: 'deal' });

    await act(() => router.navigate('/?type=code'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    await waitFor(() => expect(titles()).toEqual([]));
  });

  /** Publishes a deal through the form, then comes back to `home`. */
  async function publish(user: ReturnType<typeof userEvent.setup>, router: Router, title: string, home: string) {
    await act(() => router.navigate('/deals/create'));
    await screen.findByRole('heading', { level: 1, name: 'Partager un bon plan' }, wait);
    await user.type(screen.getByLabelText('Titre'), title);
    await user.type(screen.getByLabelText('Description'), 'Installation offerte pour tout achat en magasin.');
    await user.type(screen.getByLabelText('Prix'), '54 900');
    await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Oran');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Technologie');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await screen.findByRole('heading', { level: 1, name: title }, wait);
    await act(() => router.navigate(home));
  }

  it('a created deal tops the newest list, while a Hot list is read again instead', async () => {
    const user = userEvent.setup();
    // Ids no other test uses: the deal page's preload outlives a test (SWR's default cache).
    seq = 100;
    deals = [
      makeDeal({ title: 'Brûlant', temperature: 200, hot: true }),
      makeDeal({ title: 'Tiède', temperature: 30 }),
    ];
    signInAs(voter);
    const { router, cache } = await openHome('/?sort=hot');
    expect(titles()).toEqual(['Brûlant', 'Tiède']);
    await act(() => router.navigate('/'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    const hotKey = listCacheKey({ sort: 'hot', hideExpired: true }, 10);
    expect(cache.get(hotKey)?.data).toBeDefined();

    await publish(user, router, 'Climatiseur Condor 12000 BTU', '/');
    await waitFor(() => expect(titles()[0]).toBe('Climatiseur Condor 12000 BTU'));
    expect(screen.getByText('3 bons plans')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
    // The Hot list was not given the deal on top: it is read again when shown.
    expect(cache.get(hotKey)?.data).toBeUndefined();
    await act(() => router.navigate('/?sort=hot'));
    await waitFor(() => expect(titles()).toEqual(['Brûlant', 'Tiède', 'Climatiseur Condor 12000 BTU']));
    expect(listCalls().at(-1)!.path).toBe('/api/deals?page=0&size=10&sort=hot&hideExpired=true');
  });

  it('an expired deal goes on top of the lists showing expired deals only', async () => {
    const user = userEvent.setup();
    seq = 200;
    deals = [makeDeal({ title: 'Déjà là' })];
    signInAs(voter);
    const { router } = await openHome('/?expired=1');
    await act(() => router.navigate('/'));
    await waitFor(() => expect(listCalls()).toHaveLength(2));
    // The server answers the new deal as already expired (e.g. its date has passed).
    calls = stubApi((call) => {
      if (call.method !== 'POST' || call.path !== '/api/deals') return answer(call);
      const deal = makeDeal({ ...(call.body as Partial<Deal>), expired: true, expiredAt: new Date().toISOString() });
      deals = [deal, ...deals];
      return envelope(201, deal, MSG.dealCreated);
    }).calls;

    await publish(user, router, 'Offre déjà terminée', '/');
    await waitFor(() => expect(titles()).toEqual(['Déjà là']));
    expect(screen.getByText('1 bon plan')).toBeInTheDocument();
    await act(() => router.navigate('/?expired=1'));
    await waitFor(() => expect(titles()).toEqual(['Offre déjà terminée', 'Déjà là']));
    expect(screen.getByText('2 bons plans')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });

  it('deleting removes the deal and 1 from the total, clears the deal and its comments, its stored entries, and broadcasts dealDeleted', async () => {
    const user = userEvent.setup();
    deals = [makeDeal(), makeDeal(), makeDeal({ author: voter.id, authorUsername: voter.username })].reverse();
    const doomed = deals[0];
    comments = [
      aComment({
        dealId: doomed.id,
        author: author.id,
        authorUsername: author.username,
        createdAt: doomed.createdAt,
        updatedAt: doomed.createdAt,
      }),
    ];
    signInAs(voter);
    window.localStorage.setItem(`dzdeals_seen_${doomed.id}`, '1');
    window.localStorage.setItem('dzdeals_unrelated', 'keep');
    const heard = vi.fn();
    window.addEventListener(DEAL_DELETED_EVENT, heard);
    const { router, cache } = await openHome();
    expect(screen.getByText('3 bons plans')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: doomed.title }));
    await screen.findByRole('heading', { level: 1, name: doomed.title }, wait);
    expect(await screen.findByText('Vu en magasin, le prix est bon.', {}, wait)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Votre commentaire'), 'Brouillon');
    expect(window.sessionStorage.getItem(`dzdeals_comment_draft_${doomed.id}`)).toBe('Brouillon');
    const cachedFor = (id: string) => [...cache.keys()].filter((key) => key.includes(id) && cache.get(key)?.data);
    expect(cachedFor(doomed.id).some((key) => key.includes('/comments'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce bon plan\u202F?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/deals/${doomed.id}`)).toBe(true);

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(titles()).not.toContain(doomed.title);
    expect(screen.getByText('2 bons plans')).toBeInTheDocument();
    expect(cachedFor(doomed.id)).toEqual([]);
    expect(window.localStorage.getItem(`dzdeals_seen_${doomed.id}`)).toBeNull();
    expect(window.sessionStorage.getItem(`dzdeals_comment_draft_${doomed.id}`)).toBeNull();
    expect(window.localStorage.getItem('dzdeals_unrelated')).toBe('keep');
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0][0] as CustomEvent).detail).toEqual({ id: doomed.id });
    expect(listCalls()).toHaveLength(1);
    window.removeEventListener(DEAL_DELETED_EVENT, heard);
  });

  it('updating replaces the deal in the list and as the current deal', async () => {
    const user = userEvent.setup();
    deals = [makeDeal(), makeDeal({ author: voter.id, authorUsername: voter.username })].reverse();
    const edited = deals[0];
    signInAs(voter);
    const { router } = await openHome();
    await user.click(screen.getByRole('link', { name: edited.title }));
    await screen.findByRole('heading', { level: 1, name: edited.title }, wait);

    await user.click(screen.getByRole('link', { name: 'Modifier' }));
    const title = await screen.findByLabelText('Titre', {}, wait);
    await user.clear(title);
    await user.type(title, 'Prix encore plus bas');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await screen.findByRole('heading', { level: 1, name: 'Prix encore plus bas' }, wait);
    expect(router.state.location.pathname).toBe(`/deals/${edited.id}`);
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ title: 'Prix encore plus bas' });

    await act(() => router.navigate('/'));
    await waitFor(() => expect(titles()).toEqual(['Prix encore plus bas', deals[1].title]));
    expect(listCalls()).toHaveLength(1);
  });

  it('voting sends one request and updates the list and the current deal from its answer', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ upvotes: 4, score: 4, temperature: 4 * TEMPERATURE_PER_VOTE })];
    const target = deals[0];
    signInAs(voter);
    const { router, cache } = await openHome();
    // The deal is also the current one (its page was opened before).
    await act(() => router.navigate(`/deals/${target.id}`));
    await screen.findByRole('heading', { level: 1, name: target.title }, wait);
    await waitFor(() => expect(cache.get(`/deals/${target.id}`)?.data).toBeDefined());
    await act(() => router.navigate('/'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    // Another member votes meanwhile: the answer, not the guess, has the last word.
    Object.assign(target, { upvotes: 5, score: 5, temperature: 5 * TEMPERATURE_PER_VOTE });
    const sent = () =>
      calls
        .filter((c) => c.path.startsWith(`/api/deals/${target.id}/`) && c.path.includes('vote'))
        .map((c) => `${c.method} ${c.path}`);

    const card = cards()[0];
    await user.click(within(card).getByRole('button', { name: 'Voter pour\u00A0: bon plan' }));
    await waitFor(() => expect(card.querySelector('.temperature')).toHaveTextContent('60°'));
    expect(sent()).toEqual([`POST /api/deals/${target.id}/vote?positive=true`]);
    expect(within(card).getByRole('button', { name: 'Retirer mon vote positif' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cache.get(`/deals/${target.id}`)?.data).toMatchObject({
      score: 6,
      temperature: 60,
      userVote: { isPositive: true },
    });

    // Pressed again, the vote is withdrawn, in one request too.
    await user.click(within(card).getByRole('button', { name: 'Retirer mon vote positif' }));
    await waitFor(() => expect(card.querySelector('.temperature')).toHaveTextContent('50°'));
    await waitFor(() => expect(cache.get(`/deals/${target.id}`)?.data).toMatchObject({ score: 5, userVote: null }));
    expect(sent()).toEqual([`POST /api/deals/${target.id}/vote?positive=true`, `DELETE /api/deals/${target.id}/vote`]);
  });

  it("keys a list through SWR's public API: its pages are under unstable_serialize of its first page", async () => {
    deals = [makeDeal(), makeDeal()];
    const { cache } = await openHome();
    const first = listCalls()[0].path.slice('/api'.length);
    expect(first).toBe('/deals?page=0&size=10&hideExpired=true');
    const key = listCacheKey({ hideExpired: true }, 10);
    expect(key).toBe(unstable_serialize(() => first));
    expect((cache.get(key)?.data as ListPage[])[0].content.map((d) => d.id)).toEqual(deals.map((d) => d.id));
  });

  it('voting signed out sends nothing and offers to sign in', async () => {
    const user = userEvent.setup();
    deals = [makeDeal()];
    await openHome();
    await user.click(within(cards()[0]).getByRole('button', { name: 'Voter pour\u00A0: bon plan' }));
    const alert = await screen.findByText(MSG.voteAuthRequired);
    expect(within(alert).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(calls.some((c) => c.path.includes('/vote'))).toBe(false);
  });

  it('applying filters merges them with page 0', async () => {
    const user = userEvent.setup();
    deals = [
      makeDeal({ city: 'Oran', category: 'Mode', title: 'Robe en soldes' }),
      makeDeal({ city: 'Oran', category: 'Technologie' }),
      makeDeal({ city: 'Alger', category: 'Mode' }),
    ];
    const { router } = await openHome('/?city=Oran');
    expect(listCalls().map((c) => c.path)).toEqual(['/api/deals?page=0&size=10&city=Oran&hideExpired=true']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Mode');
    await waitFor(() => expect(titles()).toEqual(['Robe en soldes']));
    expect(listCalls().at(-1)!.path).toBe('/api/deals?page=0&size=10&city=Oran&category=Mode&hideExpired=true');
    expect(router.state.location.search).toBe('?city=Oran&category=Mode');
  });

  it('clearing the filters resets city, category and search, with page 0 and size 10', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ city: 'Oran', category: 'Mode', title: 'Robe rouge' }), makeDeal(), makeDeal()];
    const { router } = await openHome('/?q=robe&city=Oran&category=Mode');
    expect(listCalls().map((c) => c.path)).toEqual([
      '/api/deals?page=0&size=10&city=Oran&category=Mode&search=robe&hideExpired=true',
    ]);
    expect(titles()).toEqual(['Robe rouge']);

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche et les filtres' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(listCalls().at(-1)!.path).toBe('/api/deals?page=0&size=10&hideExpired=true');
    expect(listCalls()).toHaveLength(2);
    expect(router.state.location.search).toBe('');
  });

  it("asks the shown deals' votes in one bulk call when a member signs in", async () => {
    deals = [makeDeal(), makeDeal(), makeDeal()];
    votes = { [deals[1].id]: false };
    await openHome();
    signInAs(voter);
    await waitFor(() =>
      expect(within(cards()[1]).getByRole('button', { name: 'Retirer mon vote négatif' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const bulk = calls.filter((c) => c.path === '/api/deals/bulk-votes');
    expect(bulk).toHaveLength(1);
    expect(bulk[0].body).toEqual(deals.map((d) => d.id));
  });

  it('skips the bulk vote lookup when the list is empty', async () => {
    const { cache } = await openHome();
    expect(screen.getByText('Aucun bon plan pour le moment')).toBeInTheDocument();
    signInAs(voter);
    const list = () => cache.get(listCacheKey({ hideExpired: true }, 10))?.data as { viewer: string | null }[];
    await waitFor(() => expect(list()[0].viewer).toBe(voter.id));
    expect(calls.some((c) => c.path === '/api/deals/bulk-votes')).toBe(false);
  });
  it('drops a deal another tab deleted from the list and its total', async () => {
    deals = [makeDeal(), makeDeal(), makeDeal()].reverse();
    const doomed = deals[1];
    await openHome();
    expect(screen.getByText('3 bons plans')).toBeInTheDocument();

    const otherTab = new BroadcastChannel(`dzdeals-${DEAL_DELETED_EVENT}`);
    otherTab.postMessage({ type: DEAL_DELETED_EVENT, id: doomed.id });
    otherTab.close();
    await waitFor(() => expect(cards()).toHaveLength(2), wait);
    expect(titles()).not.toContain(doomed.title);
    expect(screen.getByText('2 bons plans')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('shows a vote and its temperature at once, and takes them back when the server refuses it', async () => {
    const user = userEvent.setup();
    const net = HOT_THRESHOLD / TEMPERATURE_PER_VOTE - 1;
    deals = [makeDeal({ upvotes: net, score: net, temperature: net * TEMPERATURE_PER_VOTE })];
    signInAs(voter);
    await openHome();
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const answerVote = answer;
    calls = stubApi(async (call) => {
      if (!call.path.includes('/vote')) return answerVote(call);
      await refused;
      return envelope(503, null, 'Service momentanément indisponible.');
    }).calls;

    const card = cards()[0];
    const badge = () => within(card).getByRole('img', { name: /^Température/ });
    expect(badge()).toHaveTextContent(`${HOT_THRESHOLD - TEMPERATURE_PER_VOTE}°`);
    await user.click(within(card).getByRole('button', { name: 'Voter pour\u00A0: bon plan' }));
    // Before the server answers: the temperature that turns the deal hot (and its flame).
    await waitFor(() => expect(badge()).toHaveTextContent(`${HOT_THRESHOLD}°`));
    expect(badge().querySelector('svg')).not.toBeNull();
    expect(calls.filter((c) => c.path.includes('vote'))).toHaveLength(1);
    refuse();
    expect(await within(card).findByText('Service momentanément indisponible.')).toBeInTheDocument();
    // The cards render behind a deferred value: the rollback shows a moment after the alert.
    await waitFor(() => expect(badge()).toHaveTextContent(`${HOT_THRESHOLD - TEMPERATURE_PER_VOTE}°`));
    expect(badge().querySelector('svg')).toBeNull();
    expect(badge()).not.toHaveTextContent('Hot');
    expect(within(card).getByRole('button', { name: 'Voter pour\u00A0: bon plan' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('a star on Home puts the deal on top of Mes favoris; taken out there, it leaves with the total', async () => {
    const user = userEvent.setup();
    deals = [makeDeal(), makeDeal(), makeDeal()].reverse();
    saved = [deals[2].id];
    signInAs(voter);
    const { router } = await openHome();
    await user.click(
      within(cards()[0]).getByRole('button', { name: `Ajouter à mes favoris\u00A0: ${deals[0].title}` }),
    );
    await waitFor(() => expect(saved).toEqual([deals[0].id, deals[2].id]));
    expect(within(cards()[0]).getByRole('button', { name: /^Retirer de mes favoris/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await act(() => router.navigate('/saved'));
    const region = () => screen.getByRole('region', { name: 'Mes favoris' });
    await waitFor(() => expect(within(region()).getAllByRole('article')).toHaveLength(2), wait);
    expect(
      within(region())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([deals[0].title, deals[2].title]);
    expect(screen.getByText('2 bons plans gardés')).toBeInTheDocument();
    await user.click(within(region()).getByRole('button', { name: `Retirer de mes favoris\u00A0: ${deals[2].title}` }));
    await waitFor(() => expect(within(region()).getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('1 bon plan gardé')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([deals[0].id]));
  });

  it('starring signed out sends nothing and offers to sign in', async () => {
    const user = userEvent.setup();
    deals = [makeDeal()];
    await openHome();
    await user.click(screen.getByRole('button', { name: `Ajouter à mes favoris\u00A0: ${deals[0].title}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CLIENT_MSG.saveAuthRequired);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(calls.some((c) => c.path.endsWith('/save'))).toBe(false);
  });

  it("asks the shown deals' stars in one bulk call when a member signs in", async () => {
    deals = [makeDeal(), makeDeal()];
    saved = [deals[1].id];
    await openHome();
    signInAs(voter);
    await waitFor(() =>
      expect(within(cards()[1]).getByRole('button', { name: /^Retirer de mes favoris/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(calls.filter((c) => c.path === '/api/deals/bulk-saved').map((c) => c.body)).toEqual([
      deals.map((d) => d.id),
    ]);
  });

  it('a deal its author marks expired leaves the list that hides expired deals, without reading it again', async () => {
    const user = userEvent.setup();
    deals = [makeDeal({ author: voter.id, authorUsername: voter.username }), makeDeal()];
    const [ending, other] = deals;
    signInAs(voter);
    const { router } = await openHome();
    expect(screen.getByText('2 bons plans')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: ending.title }));
    await screen.findByRole('heading', { level: 1, name: ending.title }, wait);
    await user.click(screen.getByRole('button', { name: 'Marquer comme expiré' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer ce bon plan comme expiré\u202F?' });
    await user.click(within(dialog).getByRole('button', { name: 'Marquer comme expiré' }));
    expect(await screen.findByText(MSG.dealExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marquer comme expiré' })).toBeNull();

    await act(() => router.navigate('/'));
    await waitFor(() => expect(titles()).toEqual([other.title]));
    expect(screen.getByText('1 bon plan')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });
});
