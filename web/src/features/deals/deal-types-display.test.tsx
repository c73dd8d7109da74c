import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@shared/api-types';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { routes } from '@web/app/routes';
import { DealCard } from '@web/components/deals/deal-card';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signOut } from '@web/lib/session';
import { envelope, stubApi } from '@web/test/http';
import { PromoCode } from './components/promo-code';
import { renderRoutes } from '@web/test/render';
import { aDeal } from '@web/test/deals';

// How each kind of deal shows (docs/api.md#deal-types): a code promo's and a free deal's badge on
// the card and the page, "Gratuit" for a free deal's price, a code's minimum basket by its code.

const NBSP = '\u00A0';
const NNBSP = '\u202F';
const wait = { timeout: 5000 };

const bonPlan: Deal = aDeal({ id: 'd-deal', title: 'Casque Bluetooth à 7 900 DA', price: 7900 });
const code: Deal = aDeal({
  id: 'd-code',
  title: 'Baskets de running avec le code RUN25',
  type: 'code',
  price: 7500,
  originalPrice: 10000,
  discountPercent: 25,
  promoCode: 'RUN25',
  minBasket: 5000,
});
const free: Deal = aDeal({ id: 'd-free', title: 'Contrôle de la vue gratuit', type: 'free', price: 0 });

const card = (deal: Deal) => {
  const { container } = renderRoutes([{ path: '*', element: <DealCard deal={deal} /> }], '/');
  return within(container).getByTestId('deal-card');
};

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  stubApi((call) => {
    const found = [bonPlan, code, free].find((d) => call.path === `/api/deals/${d.id}`);
    if (found) return envelope(200, found);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie', 'Sport']);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path.startsWith('/api/deals/') && call.path.includes('/comments')) {
      return envelope(200, {
        content: [],
        number: 0,
        size: 20,
        totalElements: 0,
        totalPages: 0,
        first: true,
        last: true,
      });
    }
    return envelope(404, null);
  });
});

describe('a deal card', () => {
  it('badges a code promo and a free deal, not a bon plan', () => {
    const codeCard = card(code);
    expect(codeCard.querySelector('.badge-code')).toHaveTextContent(/^Code promo$/);
    expect(codeCard.querySelector('.badge-free')).toBeNull();
    expect(codeCard.querySelector('.price-now')?.textContent).toBe(`7${NNBSP}500${NBSP}DA`);
  });

  it('says "Gratuit" for a free deal’s price, never "0 DA"', () => {
    const freeCard = card(free);
    expect(freeCard.querySelector('.badge-free')).toHaveTextContent(/^Gratuit$/);
    expect(freeCard.querySelector('.price-now')?.textContent).toBe('Gratuit');
    expect(freeCard.textContent).not.toMatch(/\b0\sDA/);
  });

  it('gives a bon plan no badge', () => {
    const plain = card(bonPlan);
    expect(plain.querySelector('.badge-code, .badge-free')).toBeNull();
  });
});

describe('the deal page', () => {
  it('shows a code promo’s badge, its code with the copy button and its minimum basket', async () => {
    // user-event stands in for the clipboard.
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-code');
    await screen.findByRole('heading', { level: 1, name: code.title }, wait);
    const summary = document.querySelector<HTMLElement>('.deal-summary')!;
    expect(summary.querySelector('.badge-code')).toHaveTextContent(/^Code promo$/);
    const promo = summary.querySelector<HTMLElement>('.promo')!;
    expect(promo.querySelector('code')?.textContent).toBe('RUN25');
    // The basket in dinars as prices are written: narrow no-break space between thousands.
    expect(promo.querySelector('.promo-min')?.textContent).toBe(`Dès 5${NNBSP}000${NBSP}DA d’achat`);
    await user.click(within(promo).getByRole('button', { name: 'Copier le code' }));
    expect(await within(promo).findByRole('status')).toHaveTextContent('Le code promo est copié.');
    expect(await navigator.clipboard.readText()).toBe('RUN25');
  });

  it('says nothing of a basket for a code without a minimum (or a minimum of 0)', () => {
    for (const minBasket of [null, 0]) {
      const { container, unmount } = renderRoutes(
        [{ path: '*', element: <PromoCode code="ETE" minBasket={minBasket} /> }],
        '/',
      );
      expect(container.querySelector('code')?.textContent).toBe('ETE');
      expect(container.querySelector('.promo-min')).toBeNull();
      unmount();
    }
  });

  it('shows a free deal as free, with no code to copy', async () => {
    renderRoutes(routes, '/deals/d-free');
    await screen.findByRole('heading', { level: 1, name: free.title }, wait);
    const summary = document.querySelector<HTMLElement>('.deal-summary')!;
    expect(summary.querySelector('.badge-free')).toHaveTextContent(/^Gratuit$/);
    expect(summary.querySelector('.price-now')?.textContent).toBe('Gratuit');
    expect(summary.querySelector('.promo')).toBeNull();
  });
});

describe('in Arabic', () => {
  beforeEach(async () => {
    await loadLanguage('ar');
    setLanguageSource(() => 'ar');
  });
  afterEach(() => setLanguageSource(() => 'fr'));

  it('names the kinds and the minimum basket in Arabic, prices in دج', async () => {
    expect(card(code).querySelector('.badge-code')?.textContent).toBe('رمز تخفيض');
    const freeCard = card(free);
    expect(freeCard.querySelector('.badge-free')?.textContent).toBe('مجاني');
    expect(freeCard.querySelector('.price-now')?.textContent).toBe('مجاني');

    renderRoutes(routes, '/deals/d-code');
    await screen.findByRole('heading', { level: 1, name: code.title }, wait);
    expect(document.querySelector('.promo-min')?.textContent).toBe(`ابتداءً من 5${NNBSP}000${NBSP}دج من المشتريات`);
  });
});
