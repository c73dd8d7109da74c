import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { cityName } from '@shared/i18n/places';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession } from '@web/lib/session';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

// The sign-in screens read in Arabic, right to left (docs/architecture.md#languages): no French
// word left in the card, the fields' direction fitting what is typed in them.

/**
 * Words in Latin letters in `root`'s text and accessible texts, as the Arabic browser walk looks
 * for them (tests/e2e/support/arabic.ts): member text ([dir=auto], <bdi>), parts in another
 * language ([lang]), e-mail addresses and the brand are left out. The options of a select are
 * checked apart (wilayas are named by places.ts).
 */
function latinWords(root: Element) {
  const out = (el: Element | null) =>
    !el ||
    !!el.closest('[dir="auto"], bdi, option, script, style') ||
    !/^ar(-|$)/.test(el.closest('[lang]')?.getAttribute('lang') ?? 'ar');
  const words = (text: string | null) =>
    (text ?? '')
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
      .replace(/DzDeals/g, ' ')
      .match(/\p{Script=Latin}{2,}/gu) ?? [];
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!out(node.parentElement)) found.push(...words(node.nodeValue));
  }
  for (const el of [root, ...root.querySelectorAll('*')]) {
    if (out(el)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) found.push(...words(el.getAttribute(name)));
  }
  return found;
}

beforeAll(async () => {
  await loadLanguage('ar');
  setLanguageSource(() => 'ar');
});

afterAll(() => setLanguageSource(() => 'fr'));

beforeEach(() => {
  setNavigator(vi.fn());
  initSession();
  stubApi((call) => {
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran', 'Tizi Ouzou']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Mode']);
    return envelope(404, null, 'المورد غير موجود');
  });
});

/** The sign-in card with what is around it (its footer's link). */
const card = () => screen.getByRole('heading', { level: 1 }).closest<HTMLElement>('.auth-page')!;

describe('sign-in screens in Arabic', () => {
  it('login: every word of the card in Arabic, the email and password typed left to right', async () => {
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' });
    expect(latinWords(card())).toEqual([]);
    expect(within(card()).getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute('href', '/forgot-password');
    expect(within(card()).getByRole('link', { name: 'أنشئ حسابًا' })).toHaveAttribute('href', '/register');
    const inputs = card().querySelectorAll('input');
    expect([...inputs].map((input) => [input.type, input.dir])).toEqual([
      ['email', 'ltr'],
      ['password', 'ltr'],
    ]);
  });

  it('register: every word in Arabic, its hints too, the wilayas by their names in the page', async () => {
    renderRoutes(routes, '/register');
    await screen.findByRole('heading', { level: 1, name: 'إنشاء حساب' });
    const city = within(card()).getByRole('combobox');
    const options = () => [...document.getElementById(city.getAttribute('list')!)!.querySelectorAll('option')];
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(latinWords(card())).toEqual([]);
    expect(card()).toHaveTextContent('من 3 إلى 30 حرفًا');
    expect(within(card()).getByRole('link', { name: 'الإشعار القانوني' })).toHaveAttribute('href', '/legal');
    // The options show each wilaya's code and name in the page's language, in code order; the
    // value a name picks stays canonical (`Oran`).
    expect(options().map((o) => o.value)).toEqual(['15 – تيزي وزو', '16 – الجزائر', `31 – ${cityName('Oran')}`]);
    await userEvent.setup().type(city, 'وهران');
    expect(card().querySelector('input[type="hidden"][name="city"]')).toHaveValue('Oran');
    // A username may be written in either script; an address reads left to right.
    expect(card().querySelector('input[autocomplete="username"]')).toHaveAttribute('dir', 'auto');
    expect(card().querySelector('input[type="email"]')).toHaveAttribute('dir', 'ltr');
  });
});
