import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal, MerchantRef } from '@shared/api-types';
import { FIELD_MSG, MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { aDeal } from '@web/test/deals';

// The deal form's kinds (bon plan, code promo, gratuit: docs/api.md#deal-types) and its merchant
// field: suggestions as the name is typed, and the shop of a link filled in.

const NBSP = '\u00A0';
const NNBSP = '\u202F';
const wait = { timeout: 5000 };

const codeDeal: Deal = aDeal({
  id: 'd-code',
  title: 'Baskets de running avec le code RUN25',
  description: 'Moins 25 % sur le rayon running dès 5 000 DA d’achat, livraison en 48 h.',
  type: 'code',
  price: 7500,
  originalPrice: 10000,
  discountPercent: 25,
  promoCode: 'RUN25',
  minBasket: 5000,
  url: 'https://www.sportzone.dz/running',
  author: member.id,
  authorUsername: member.username,
});
const freeDeal: Deal = aDeal({
  id: 'd-free',
  title: 'Contrôle de la vue gratuit à Batna',
  description: 'Examen de la vue offert, sans rendez-vous et sans obligation d’achat.',
  type: 'free',
  price: 0,
  author: member.id,
  authorUsername: member.username,
});

const SHOPS: MerchantRef[] = [
  { slug: 'jumia-dz', name: 'Jumia DZ' },
  { slug: 'jumbo-market', name: 'Jumbo Market' },
];

let calls: Call[] = [];
const sent = () => calls.filter((c) => c.method === 'POST' || c.method === 'PUT').map((c) => c.body);
const merchantLookups = () => calls.filter((c) => c.path.startsWith('/api/merchants?')).map((c) => c.path);

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  calls = stubApi((call) => {
    const url = new URL(call.path, 'http://localhost');
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie', 'Sport']);
    if (call.method === 'POST' && call.path === '/api/deals') return envelope(201, { ...codeDeal, id: 'd-new' });
    if (call.method === 'PUT') return envelope(200, codeDeal);
    if (call.path === '/api/deals/d-code') return envelope(200, codeDeal);
    if (call.path === '/api/deals/d-free') return envelope(200, freeDeal);
    if (url.pathname === '/api/deals/similar') return envelope(200, []);
    if (url.pathname === '/api/merchants') {
      // The link's shop first, then the names starting as typed (the API's order).
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const link = url.searchParams.get('url') ?? '';
      const own = link.includes('jumia.dz') ? [SHOPS[0]] : [];
      const typed = q ? SHOPS.filter((s) => s.slug.startsWith(q) && !own.includes(s)) : [];
      return envelope(200, [...own, ...typed]);
    }
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
  act(() =>
    signIn(
      { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
      { city: member.city },
    ),
  );
});

/** The create form, its kinds' radio group found. */
async function openCreate() {
  renderRoutes(routes, '/deals/create');
  return screen.findByRole('group', { name: 'Type de bon plan' }, wait);
}

/** Every field a deal needs, but its kind's own. */
async function fillBasics(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Titre', { exact: false }), 'Baskets de running avec le code RUN25');
  await user.type(
    screen.getByLabelText('Description', { exact: false }),
    'Moins 25 % sur le rayon running dès 5 000 DA d’achat.',
  );
  await user.type(screen.getByRole('combobox', { name: 'Ville' }), 'Oran');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Catégorie' }), 'Sport');
}

describe('the kind of deal, in the form', () => {
  it('starts as a bon plan; a code promo requires its code and offers a minimum basket, sent as a number', async () => {
    const user = userEvent.setup();
    const kinds = await openCreate();
    // At the top of the form, before the deal's own fields.
    expect(document.querySelector('form fieldset')).toBe(kinds);
    expect(
      within(kinds)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Bon plan', true],
      ['Code promo', false],
      ['Gratuit', false],
    ]);
    const code = screen.getByRole('textbox', { name: 'Code promo' });
    expect(code).not.toBeRequired();
    // A bon plan may carry a code, but is told where a code promo belongs.
    expect(code).toHaveAccessibleDescription(
      `Facultatif. L’offre passe par un code${NNBSP}? Choisissez plutôt «${NNBSP}Code promo${NNBSP}».`,
    );
    expect(screen.queryByLabelText('Panier minimum (DA)')).toBeNull();

    await user.click(within(kinds).getByRole('radio', { name: 'Code promo' }));
    expect(code).toBeRequired();
    expect(code).toHaveAccessibleDescription('Le code à saisir lors de la commande.');
    const minBasket = screen.getByRole('textbox', { name: 'Panier minimum (DA)' });
    expect(minBasket).toHaveAccessibleDescription(
      `Facultatif${NBSP}: le montant d’achat à partir duquel le code s’applique.`,
    );

    // Without its code: the message beside the field, focus on it, nothing sent.
    await fillBasics(user);
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '7 500');
    await user.type(minBasket, '5 000');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(`${FIELD_MSG.promoCodeRequired} Le code à saisir lors de la commande.`),
    );
    expect(FIELD_MSG.promoCodeRequired).toBe('Saisissez le code promo');
    expect(code).toHaveFocus();
    expect(sent()).toEqual([]);

    await user.type(code, 'RUN25');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await waitFor(() => expect(sent()).toHaveLength(1), wait);
    expect(sent()[0]).toMatchObject({ type: 'code', promoCode: 'RUN25', minBasket: 5000, price: 7500, city: 'Oran' });
  });

  it('asks no price of a free deal, shows it as free, and sends it at 0 without the fields it hid', async () => {
    const user = userEvent.setup();
    const kinds = await openCreate();
    await fillBasics(user);
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '1 500');
    await user.type(screen.getByRole('textbox', { name: 'Prix initial' }), '2 000');
    // A minimum basket typed under "Code promo" is not sent for another kind.
    await user.click(within(kinds).getByRole('radio', { name: 'Code promo' }));
    await user.type(screen.getByRole('textbox', { name: 'Panier minimum (DA)' }), '3000');
    await user.type(screen.getByRole('textbox', { name: 'Code promo' }), 'OFFERT');

    await user.click(within(kinds).getByRole('radio', { name: 'Gratuit' }));
    expect(screen.queryByRole('textbox', { name: 'Prix' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Prix initial' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Panier minimum (DA)' })).toBeNull();
    expect(document.querySelector('.price-preview')?.textContent).toBe(`Affiché${NBSP}: Gratuit`);
    expect(screen.getByText(/^Rien à payer/).textContent).toBe(`Rien à payer${NBSP}: aucun prix à indiquer.`);
    // Its code is still asked, as an option.
    expect(screen.getByRole('textbox', { name: 'Code promo' })).not.toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await waitFor(() => expect(sent()).toHaveLength(1), wait);
    expect(sent()[0]).toMatchObject({ type: 'free', price: 0, promoCode: 'OFFERT' });
    expect(sent()[0]).not.toHaveProperty('originalPrice');
    expect(sent()[0]).not.toHaveProperty('minBasket');
  });

  it('keeps what was typed when the kind changes back, and sends a bon plan without a minimum basket', async () => {
    const user = userEvent.setup();
    const kinds = await openCreate();
    await fillBasics(user);
    await user.type(screen.getByRole('textbox', { name: 'Prix' }), '45 000');
    await user.click(within(kinds).getByRole('radio', { name: 'Gratuit' }));
    await user.click(within(kinds).getByRole('radio', { name: 'Code promo' }));
    await user.type(screen.getByRole('textbox', { name: 'Panier minimum (DA)' }), '10 000');
    await user.click(within(kinds).getByRole('radio', { name: 'Bon plan' }));
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveValue('45 000');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    await waitFor(() => expect(sent()).toHaveLength(1), wait);
    expect(sent()[0]).toMatchObject({ type: 'deal', price: 45000 });
    expect(sent()[0]).not.toHaveProperty('minBasket');
  });

  it('opens an edit on its deal’s kind: a code promo with its minimum basket, a free deal without a price', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/deals/d-code/edit');
    const kinds = await screen.findByRole('group', { name: 'Type de bon plan' }, wait);
    await waitFor(() => expect(within(kinds).getByRole('radio', { name: 'Code promo' })).toBeChecked());
    expect(screen.getByRole('textbox', { name: 'Code promo' })).toHaveValue('RUN25');
    expect(screen.getByRole('textbox', { name: 'Panier minimum (DA)' })).toHaveValue('5 000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(sent()).toHaveLength(1), wait);
    expect(sent()[0]).toMatchObject({ type: 'code', promoCode: 'RUN25', minBasket: 5000, price: 7500 });
    // Its link is the deal's own: opening the edit looks no merchant up.
    expect(merchantLookups().filter((path) => path.includes('url='))).toEqual([]);
    view.unmount();

    renderRoutes(routes, '/deals/d-free/edit');
    const free = await screen.findByRole('group', { name: 'Type de bon plan' }, wait);
    await waitFor(() => expect(within(free).getByRole('radio', { name: 'Gratuit' })).toBeChecked());
    expect(screen.queryByRole('textbox', { name: 'Prix' })).toBeNull();
    // Switched to a bon plan, its price starts empty (not "0") and is required again.
    await user.click(within(free).getByRole('radio', { name: 'Bon plan' }));
    expect(screen.getByRole('textbox', { name: 'Prix' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(FIELD_MSG.priceRequired, {}, wait)).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });
});

describe('the merchant field', () => {
  it('suggests known shops as the name is typed, once the typing pauses', async () => {
    const user = userEvent.setup();
    await openCreate();
    const merchant = screen.getByRole('combobox', { name: 'Marchand' });
    await user.type(merchant, 'jum');
    const list = document.getElementById(merchant.getAttribute('list')!)!;
    await waitFor(() =>
      expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['Jumia DZ', 'Jumbo Market']),
    );
    // One lookup of what was typed, not one per key.
    expect(merchantLookups()).toEqual(['/api/merchants?q=jum']);
    // Picking one writes its name in the field, as sent.
    await user.clear(merchant);
    await user.type(merchant, 'Jumbo Market');
    expect(merchant).toHaveValue('Jumbo Market');
    // Nothing to look up in a text without a letter or digit.
    await user.clear(merchant);
    await user.type(merchant, '--');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(merchantLookups().some((path) => path.includes('q=--'))).toBe(false);
  });

  it('fills an empty merchant from a new link’s shop, and leaves a merchant typed alone', async () => {
    const user = userEvent.setup();
    await openCreate();
    const merchant = screen.getByRole('combobox', { name: 'Marchand' });
    const link = screen.getByRole('textbox', { name: 'Lien de l’offre' });
    await user.type(link, 'https://www.jumia.dz/casque-jbl-tune-520bt.html');
    await waitFor(() => expect(merchant).toHaveValue('Jumia DZ'), wait);
    expect(merchantLookups()).toContain(
      `/api/merchants?url=${encodeURIComponent('https://www.jumia.dz/casque-jbl-tune-520bt.html')}`,
    );

    // A name of one's own stays, whatever link follows.
    await user.clear(merchant);
    await user.type(merchant, 'Boutique du coin');
    const before = merchantLookups().filter((path) => path.startsWith('/api/merchants?url=')).length;
    await user.clear(link);
    await user.type(link, 'https://www.jumia.dz/ecouteurs.html');
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(merchant).toHaveValue('Boutique du coin');
    expect(merchantLookups().filter((path) => path.startsWith('/api/merchants?url=')).length).toBe(before);
  });

  it('fills nothing when no shop owns the link', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Lien de l’offre' }), 'https://exemple.dz/offre');
    await waitFor(() => expect(merchantLookups().some((path) => path.includes('url='))).toBe(true), wait);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('combobox', { name: 'Marchand' })).toHaveValue('');
  });
});
