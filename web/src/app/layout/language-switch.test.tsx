import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { setNavigator } from '@web/lib/api-client';
import { initSession } from '@web/lib/session';
import { LANGUAGE_KEY } from '@web/lib/storage';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSuggestionSlot, LanguageSwitch, suggestedLanguage } from './language-switch';

// Issue 29: the link to the same page in the other language (header, phone menu, footer), and
// the one-time suggestion for a browser that prefers Arabic.

const layout = [
  {
    path: '*',
    element: (
      <>
        <Header />
        <Outlet />
        <Footer />
        <LanguageSuggestionSlot />
      </>
    ),
  },
];

/** The switch's links: header (desktop), phone menu, footer. */
const switches = (name: string) => screen.getAllByRole('link', { name, hidden: true });

/** The app's pages are in Arabic while `run` runs (as on a /ar page). */
async function inArabic() {
  await loadLanguage('ar');
  setLanguageSource(() => 'ar');
}

const preferring = (...languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

// jsdom cannot load another document: a followed link stays on the page (its click handlers run).
const stayOnPage = (event: MouseEvent) => event.preventDefault();

beforeEach(() => {
  setNavigator(vi.fn());
  initSession();
  stubApi(() => envelope(200, ['Technologie', 'Maison']));
  document.addEventListener('click', stayOnPage);
});

afterEach(() => {
  setLanguageSource(() => 'fr');
  document.removeEventListener('click', stayOnPage);
});

describe('the language switch', () => {
  it('links a French page to the same page in Arabic, query and hash kept, in the header, the phone menu and the footer', () => {
    preferring('fr-FR');
    renderRoutes(layout, '/deals/7?from=share&x=1#commentaires');
    const links = switches('العربية');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/ar/deals/7?from=share&x=1#commentaires');
      expect(link).toHaveAttribute('lang', 'ar');
      expect(link).toHaveAttribute('hreflang', 'ar');
    }
    const header = document.querySelector<HTMLElement>('.header-actions')!;
    expect(within(header).getByRole('link', { name: 'العربية' })).toBeInTheDocument();
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'العربية', hidden: true })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'العربية' })).toBeInTheDocument();
  });

  it("goes from Home to Arabic Home (/ar) keeping Home's search", () => {
    preferring('fr-FR');
    renderRoutes(layout, '/?q=climatiseur&city=Oran');
    for (const link of switches('العربية')) expect(link).toHaveAttribute('href', '/ar?q=climatiseur&city=Oran');
  });

  it('links an Arabic page back to the same page in French, and speaks Arabic meanwhile', async () => {
    await inArabic();
    preferring('ar-DZ', 'fr');
    // The router runs under /ar (its basename): its paths are bare, as here.
    renderRoutes(layout, '/deals/7?x=1');
    const links = switches('Français');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).toHaveAttribute('href', '/deals/7?x=1');
      expect(link).toHaveAttribute('lang', 'fr');
      expect(link).toHaveAttribute('hreflang', 'fr');
    }
    expect(screen.queryByRole('link', { name: 'العربية', hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login');
    renderRoutes(layout, '/');
    expect(switches('Français').at(-1)).toHaveAttribute('href', '/');
  });

  it('remembers the choice, and never switches on its own', async () => {
    const user = userEvent.setup();
    preferring('fr-FR');
    renderRoutes(layout, '/about');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    await user.click(switches('العربية')[0]!);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });

  it('keeps the query and hash out of a served page until it is hydrated (the render may be a cached copy)', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/deals/7?utm_source=facebook#commentaires']}>
        <LanguageSwitch />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/ar/deals/7"');
  });
});

describe('the suggestion to read the site in Arabic', () => {
  it('is for French pages, browsers that rank Arabic before French, and visitors who have not chosen', () => {
    expect(suggestedLanguage('fr', ['ar-DZ', 'fr-FR', 'en'], null)).toBe('ar');
    expect(suggestedLanguage('fr', ['en-US', 'ar'], null)).toBe('ar');
    expect(suggestedLanguage('fr', ['fr-DZ', 'ar'], null)).toBeNull();
    expect(suggestedLanguage('fr', ['en-US', 'de'], null)).toBeNull();
    expect(suggestedLanguage('fr', [], null)).toBeNull();
    // A choice made (the switch, the suggestion taken or declined) ends it.
    expect(suggestedLanguage('fr', ['ar'], 'fr')).toBeNull();
    expect(suggestedLanguage('fr', ['ar'], 'ar')).toBeNull();
    // Never on an Arabic page.
    expect(suggestedLanguage('ar', ['ar'], null)).toBeNull();
    expect(suggestedLanguage('ar', ['fr'], null)).toBeNull();
  });

  it('shows once, in Arabic, to an Arabic-preferring browser on a French page, and not after it is declined', async () => {
    const user = userEvent.setup();
    preferring('ar-DZ', 'ar', 'fr-FR', 'fr');
    const first = renderRoutes(layout, '/about?x=1');
    const card = await screen.findByTestId('language-suggestion');
    expect(card).toHaveAttribute('lang', 'ar');
    expect(card).toHaveAttribute('dir', 'rtl');
    expect(card).toHaveTextContent('هذا الموقع متوفر باللغة العربية.');
    // A line in the page's language beside it.
    expect(within(card).getByText('Cette page existe aussi dans votre langue.')).toHaveAttribute('lang', 'fr');
    expect(within(card).getByRole('link', { name: 'تصفّح بالعربية' })).toHaveAttribute('href', '/ar/about?x=1');

    await user.click(within(card).getByRole('button', { name: 'لا، شكرًا' }));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('fr');

    // The next page load: not again.
    first.unmount();
    renderRoutes(layout, '/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });

  it('goes once taken, the choice remembered', async () => {
    const user = userEvent.setup();
    preferring('ar');
    renderRoutes(layout, '/');
    const card = await screen.findByTestId('language-suggestion');
    await user.click(within(card).getByRole('link', { name: 'تصفّح بالعربية' }));
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('ar');
  });

  it('is never shown on an Arabic page, nor to a French-preferring browser', async () => {
    preferring('fr-FR', 'ar');
    const view = renderRoutes(layout, '/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
    view.unmount();

    await inArabic();
    preferring('ar');
    renderRoutes(layout, '/');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('language-suggestion')).toBeNull();
  });

  it('is not in a server render (it comes after hydration)', () => {
    preferring('ar');
    const html = renderToString(
      <MemoryRouter>
        <LanguageSuggestionSlot />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });

  it('waits for the visitor: no redirect, no choice made for them', async () => {
    preferring('ar');
    const { router } = renderRoutes(layout, '/about');
    await screen.findByTestId('language-suggestion');
    expect(router.state.location.pathname).toBe('/about');
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});
