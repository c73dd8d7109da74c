import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealAlert } from '@shared/api-types';
import { ALERTS_PER_MEMBER } from '@shared/limits';
import { FIELD_MSG, MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

// Issue 17: "Mes alertes" (create, list, delete, the limit) and the unsubscribe link of an alert mail.

const NBSP = '\u00A0';
const NNBSP = '\u202F';
const wait = { timeout: 10_000 };

let seq = 0;
function makeAlert(overrides: Partial<DealAlert> = {}): DealAlert {
  seq++;
  return {
    id: `a-${seq}`,
    keywords: `mot${seq}`,
    city: null,
    category: null,
    createdAt: '2026-03-14T09:00:00.000Z',
    ...overrides,
  };
}

/** The member's alerts, newest first, as the API keeps them. */
let stored: DealAlert[] = [];
let calls: Call[] = [];
/** Answers `POST /alerts`; by default the API's rules for the limit and duplicates. */
let answerCreate: (body: { keywords: string; city?: string; category?: string }) => Response;
let answerUnsubscribe: (call: Call) => Response;

function createByRules(body: { keywords: string; city?: string; category?: string }) {
  if (stored.length >= ALERTS_PER_MEMBER) return envelope(409, null, MSG.alertLimit);
  if (stored.some((a) => a.keywords === body.keywords && a.city === (body.city ?? null))) {
    return envelope(409, null, MSG.alertDuplicate);
  }
  const alert = makeAlert({
    keywords: body.keywords,
    city: body.city ?? null,
    category: body.category ?? null,
    createdAt: '2026-04-02T18:30:00.000Z',
  });
  stored = [alert, ...stored];
  return envelope(201, alert, MSG.alertCreated);
}

function answer(call: Call): Response {
  const path = call.path;
  if (path === '/api/auth/me') return envelope(200, member);
  if (path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran', 'Constantine']);
  if (path === '/api/deals/categories') return envelope(200, ['Technologie', 'Maison']);
  if (path === '/api/notifications/unread-count') return envelope(200, { unread: 0 });
  if (path === '/api/alerts' && call.method === 'GET') return envelope(200, stored);
  if (path === '/api/alerts' && call.method === 'POST') return answerCreate(call.body as never);
  if (path.startsWith('/api/alerts/unsubscribe') && call.method === 'POST') return answerUnsubscribe(call);
  const one = /^\/api\/alerts\/([^/]+)$/.exec(path);
  if (one && call.method === 'DELETE') {
    if (!stored.some((a) => a.id === one[1])) return envelope(404, null, MSG.alertNotFound);
    stored = stored.filter((a) => a.id !== one[1]);
    return envelope(200, null, MSG.alertDeleted);
  }
  return envelope(404, null, MSG.routeNotFound);
}

const posts = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/alerts');
const rows = () => screen.queryAllByTestId('alert-row');
/** How many alerts are used, as written (with its no-break space). */
const usage = () => screen.getByText(/^Alertes utilisées/).textContent;
const signInAsMember = () =>
  act(() => signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' }));

async function openAlerts() {
  const view = renderRoutes(routes, '/alertes');
  const page = await screen.findByRole('region', { name: 'Mes alertes' }, wait);
  await waitFor(() => expect(within(page).queryByText('Chargement de vos alertes…')).toBeNull(), wait);
  return { ...view, page };
}

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  seq = 0;
  stored = [];
  answerCreate = createByRules;
  answerUnsubscribe = () => envelope(200, null, MSG.alertUnsubscribed);
  calls = stubApi(answer).calls;
});

describe('Mes alertes', () => {
  it('sends guests to Login first, to come back here', async () => {
    const { router } = renderRoutes(routes, '/alertes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' }, wait)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/alertes')}`);
  });

  it("lists the member's alerts with their city, category, date and how many are used", async () => {
    stored = [
      makeAlert({ keywords: 'climatiseur inverter', city: 'Oran', category: 'Maison' }),
      makeAlert({ keywords: 'iphone 15' }),
    ];
    signInAsMember();
    await openAlerts();
    expect(document.title).toMatch(/^Mes alertes/);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toHaveTextContent('climatiseur inverter');
    expect(rows()[0]).toHaveTextContent('Oran · Maison · créée le 14 mars 2026');
    expect(rows()[1]).toHaveTextContent('Toutes les villes · Toutes les catégories');
    expect(usage()).toBe(`Alertes utilisées${NBSP}: 2 sur 10`);
  });

  it('creates an alert: the form is checked, the body sent, the list and the count follow', async () => {
    const user = userEvent.setup();
    stored = [makeAlert({ keywords: 'iphone 15' })];
    signInAsMember();
    const { page } = await openAlerts();

    // Too short: said beside the field, nothing sent.
    await user.type(within(page).getByLabelText('Mots-clés'), 'a');
    await user.click(within(page).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await within(page).findByText(FIELD_MSG.alertKeywords)).toBeInTheDocument();
    expect(within(page).getByLabelText('Mots-clés')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);

    await user.clear(within(page).getByLabelText('Mots-clés'));
    await user.type(within(page).getByLabelText('Mots-clés'), '  climatiseur  ');
    await user.clear(within(page).getByLabelText('Ville (facultatif)'));
    await user.type(within(page).getByLabelText('Ville (facultatif)'), 'Oran');
    await user.click(within(page).getByRole('button', { name: 'Créer l’alerte' }));

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(posts()[0].body).toEqual({ keywords: 'climatiseur', city: 'Oran' });
    expect(rows()[0]).toHaveTextContent('climatiseur');
    expect(rows()[0]).toHaveTextContent('Oran · Toutes les catégories · créée le 2 avril 2026');
    expect(within(page).getByRole('status').textContent).toMatch(/^Alerte créée\u00A0: nous vous écrirons/);
    expect(usage()).toBe(`Alertes utilisées${NBSP}: 2 sur 10`);
    expect(within(page).getByLabelText('Mots-clés')).toHaveValue('');
    // The list followed the answer: it was not read again.
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/alerts')).toHaveLength(1);
  });

  it("shows the server's refusals in French: a duplicate (409) and a field error (400)", async () => {
    const user = userEvent.setup();
    stored = [makeAlert({ keywords: 'climatiseur' })];
    signInAsMember();
    const { page } = await openAlerts();

    await user.type(within(page).getByLabelText('Mots-clés'), 'climatiseur');
    await user.click(within(page).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await within(page).findByRole('alert')).toHaveTextContent(MSG.alertDuplicate);
    expect(rows()).toHaveLength(1);

    answerCreate = () => envelope(400, { errors: { keywords: MSG.alertKeywordsRequired } }, 'Données invalides');
    await user.clear(within(page).getByLabelText('Mots-clés'));
    await user.type(within(page).getByLabelText('Mots-clés'), 'le la les');
    await user.click(within(page).getByRole('button', { name: 'Créer l’alerte' }));
    expect(await within(page).findByText(MSG.alertKeywordsRequired)).toBeInTheDocument();
    expect(within(page).getByLabelText('Mots-clés')).toHaveAttribute('aria-invalid', 'true');
  });

  it('at the limit, explains it instead of sending', async () => {
    stored = Array.from({ length: ALERTS_PER_MEMBER }, () => makeAlert());
    signInAsMember();
    const { page } = await openAlerts();
    expect(usage()).toBe(`Alertes utilisées${NBSP}: 10 sur 10`);
    expect(within(page).getByText(/^Vous avez déjà 10 alertes/).textContent).toMatch(
      /^Vous avez déjà 10 alertes\u00A0: supprimez-en une/,
    );
    expect(within(page).getByRole('button', { name: 'Créer l’alerte' })).toBeDisabled();
  });

  it('deletes an alert: the list and the count follow', async () => {
    const user = userEvent.setup();
    stored = [makeAlert({ keywords: 'climatiseur' }), makeAlert({ keywords: 'iphone 15' })];
    signInAsMember();
    const { page } = await openAlerts();

    await user.click(within(page).getByRole('button', { name: `Supprimer l’alerte «${NNBSP}climatiseur${NNBSP}»` }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/alerts/a-1')).toBe(true);
    expect(rows()[0]).toHaveTextContent('iphone 15');
    expect(within(page).getByRole('status')).toHaveTextContent(MSG.alertDeleted);
    expect(usage()).toBe(`Alertes utilisées${NBSP}: 1 sur 10`);
    expect(screen.getByRole('heading', { level: 2, name: 'Alertes actives' })).toHaveFocus();

    // Already gone elsewhere: said, and it leaves the list too.
    stored = [];
    await user.click(within(page).getByRole('button', { name: /^Supprimer l’alerte/ }));
    expect(await within(page).findByRole('alert')).toHaveTextContent(MSG.alertNotFound);
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(within(page).getByText(/^Aucune alerte pour le moment/)).toBeInTheDocument();
  });

  it('is in the account menu beside "Mes favoris"', async () => {
    const user = userEvent.setup();
    signInAsMember();
    const { router } = renderRoutes(routes, '/about');
    const bar = document.querySelector<HTMLElement>('.header-actions')!;
    await user.click(within(bar).getByRole('button', { name: `Menu de ${member.username}` }));
    await user.click(within(bar).getByRole('link', { name: 'Mes alertes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alertes'));
    expect(await screen.findByRole('region', { name: 'Mes alertes' }, wait)).toBeInTheDocument();
  });
});

describe('unsubscribe link', () => {
  const path = '/alertes/desabonnement?token=jeton-signe-123456';
  const unsubscribeCalls = () => calls.filter((c) => c.path.startsWith('/api/alerts/unsubscribe'));

  it('does nothing on opening; the confirmation sends the token and shows the answer', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, path);
    const confirm = await screen.findByRole('button', { name: 'Confirmer le désabonnement' }, wait);
    expect(screen.getByRole('heading', { level: 1, name: 'Se désabonner d’une alerte' })).toBeInTheDocument();
    expect(unsubscribeCalls()).toHaveLength(0);

    await user.click(confirm);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Alerte supprimée\u00A0: vous ne recevrez plus/);
    expect(unsubscribeCalls()).toHaveLength(1);
    // The API reads the token from the query string (as mail clients' one-click unsubscribe sends it).
    expect(unsubscribeCalls()[0]).toMatchObject({
      method: 'POST',
      path: '/api/alerts/unsubscribe?token=jeton-signe-123456',
    });
    expect(screen.queryByRole('button', { name: 'Confirmer le désabonnement' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Gérer mes alertes' })).toHaveAttribute('href', '/alertes');
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    answerUnsubscribe = () => envelope(404, null, MSG.alertLinkInvalid);
    renderRoutes(routes, path);
    await user.click(await screen.findByRole('button', { name: 'Confirmer le désabonnement' }, wait));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.alertLinkInvalid);
  });

  it('says a link without its token is incomplete, and offers no button', async () => {
    renderRoutes(routes, '/alertes/desabonnement');
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('Ce lien de désabonnement est incomplet.');
    expect(screen.queryByRole('button', { name: 'Confirmer le désabonnement' })).toBeNull();
    expect(unsubscribeCalls()).toHaveLength(0);
  });
});
