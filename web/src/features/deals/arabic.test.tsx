import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@shared/api-types';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { DealCard } from '@web/components/deals/deal-card';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signOut } from '@web/lib/session';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { DealForm } from './components/deal-form';
import { aDeal } from '@web/test/deals';

// The deal card and the deal form on an Arabic page (/ar/...): every interface word in Arabic,
// prices in دج, wilayas and categories by their Arabic names (canonical values kept), and the
// member's own words (a French title, a shop's name, a username) in their own direction.

/** A deal written in French: on an Arabic page, its words are content, set apart by dir="auto". */
const deal: Deal = aDeal({
  description: 'Installation offerte pour tout achat en magasin.',
  originalPrice: 70000,
  discountPercent: 10,
  merchant: 'Condor Store',
  city: 'Oran',
  upvotes: 12,
  score: 12,
  temperature: 120,
  hot: true,
  commentsCount: 3,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  updatedAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
});

/** What a member wrote: allowed in the page's attributes (a button named with the deal's title). */
const MEMBER_WORDS = [deal.title, deal.merchant!, deal.authorUsername];

/** Where a member's words (or a code, an address) keep their own direction: not interface text. */
const OWN_DIRECTION = '[dir="auto"], bdi, code';

/**
 * Interface text of `root` that is not Arabic: every word of two Latin letters or more in its
 * text and in its accessible names, hints and placeholders, outside the member's own words and
 * addresses. Each as "where: text".
 */
function latinWords(root: HTMLElement) {
  const found: string[] = [];
  const check = (where: string, text: string) => {
    let rest = text.replace(/https?:\/\/\S*/g, ' ');
    for (const words of MEMBER_WORDS) rest = rest.split(words).join(' ');
    const latin = rest.match(/[A-Za-zÀ-ÿ]{2,}/g);
    if (latin) found.push(`${where}: ${text.trim()} (${latin.join(', ')})`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node instanceof Element ? node : node.parentElement;
    if (!element || element.closest(OWN_DIRECTION)) continue;
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = node.getAttribute(name);
        if (value) check(`<${node.localName} ${name}>`, value);
      }
    } else if (node.textContent?.trim()) {
      check(`<${element.localName}>`, node.textContent);
    }
  }
  return found;
}

beforeAll(async () => {
  await loadLanguage('ar');
  setLanguageSource(() => 'ar');
});

afterAll(() => {
  setLanguageSource(() => 'fr');
});

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  stubApi((call) => {
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie', 'Mode']);
    return envelope(404, null);
  });
});

describe('a deal card in Arabic', () => {
  it('speaks Arabic around the member’s French words, with the price in دج', () => {
    renderRoutes([{ path: '*', element: <DealCard deal={deal} /> }], '/');
    const card = screen.getByTestId('deal-card');

    // The title keeps its own direction (a French title on a right-to-left page).
    const title = within(card).getByRole('heading', { name: deal.title });
    expect(title).toHaveAttribute('dir', 'auto');
    expect(within(card).getByText(deal.merchant!)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('link', { name: deal.authorUsername }).closest('[dir="auto"]')).not.toBeNull();

    const price = card.querySelector('.price')!;
    // Thousands apart by a narrow no-break space, the unit held by a no-break one.
    expect(price.querySelector('.price-now')?.textContent).toBe('62\u202F900\u00A0دج');
    expect(price.querySelector('del')?.textContent).toBe('بدلًا من 70\u202F000\u00A0دج');
    expect(price.querySelector('.badge-discount')?.textContent).toBe('−10%، أي بتخفيض 10%');

    expect(within(card).getByRole('img', { name: 'الحرارة: 120 درجة، ساخن (مع: 12، ضد: 0)' })).toHaveTextContent(
      '120°',
    );
    expect(within(card).getByRole('link', { name: '3 تعليقات' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `إضافة إلى مفضلاتي: ${deal.title}` })).toBeInTheDocument();
    expect(within(card).getByRole('group', { name: `التصويت على «${deal.title}»` })).toBeInTheDocument();

    // The wilaya and the category by their Arabic names; their links keep the canonical values.
    expect(within(card).getByRole('link', { name: 'وهران' })).toHaveAttribute('href', '/?city=Oran');
    expect(within(card).getByRole('link', { name: 'تكنولوجيا' })).toHaveAttribute('href', '/?category=Technologie');

    expect(latinWords(card)).toEqual([]);
  });

  it('counts comments with the Arabic plural forms', () => {
    const counts: [number, string][] = [
      [0, 'علّق'],
      [1, 'تعليق واحد'],
      [2, 'تعليقان'],
      [5, '5 تعليقات'],
      [11, '11 تعليقًا'],
      [100, '100 تعليق'],
    ];
    for (const [commentsCount, label] of counts) {
      const { unmount } = renderRoutes([{ path: '*', element: <DealCard deal={{ ...deal, commentsCount }} /> }], '/');
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('the deal form in Arabic', () => {
  it('labels, hints, choices and the price preview in Arabic; the wilayas by name, their values canonical', async () => {
    const user = userEvent.setup();
    const { container } = renderRoutes(
      [
        {
          path: '*',
          element: <DealForm submitLabel="انشر العرض" busyLabel="جارٍ النشر…" cancelTo="/" onSubmit={vi.fn()} />,
        },
      ],
      '/deals/create',
    );

    const city = await screen.findByRole('combobox', { name: 'المدينة' });
    // The wilayas by code and Arabic name; the value sent stays canonical.
    const list = document.getElementById(city.getAttribute('list')!)!;
    expect(list.querySelector('option[value="31 – وهران"]')).not.toBeNull();
    await user.type(city, 'وهران');
    expect(container.querySelector<HTMLInputElement>('input[type="hidden"][name="city"]')?.value).toBe('Oran');
    expect(
      within(screen.getByRole('combobox', { name: 'الفئة' })).getByRole('option', { name: 'تكنولوجيا' }),
    ).toHaveValue('Technologie');
    // What a member types keeps its own direction; an address and a code read left to right.
    expect(screen.getByRole('textbox', { name: 'العنوان' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'الوصف' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByRole('textbox', { name: 'رابط العرض' })).toHaveAttribute('dir', 'ltr');

    await user.type(screen.getByRole('textbox', { name: 'السعر' }), '45000');
    await user.type(screen.getByRole('textbox', { name: 'السعر الأصلي' }), '60000');
    expect(container.querySelector('.price-preview')?.textContent).toBe(
      'يظهر هكذا: 45\u202F000\u00A0دج بدلًا من 60\u202F000\u00A0دج −25%',
    );

    // Sent empty: every message beside its field, in Arabic too.
    await user.clear(screen.getByRole('textbox', { name: 'السعر' }));
    await user.click(screen.getByRole('button', { name: 'انشر العرض' }));
    await waitFor(() => expect(container.querySelectorAll('.field-error').length).toBeGreaterThan(0));

    expect(latinWords(container)).toEqual([]);
  });
});
