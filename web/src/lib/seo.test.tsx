import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { Seo } from './seo';

// A screen's head in the page's language, as React hoists it into <head>: the same tags the
// server's shells carry (shared/page-shells.ts withHead).

const head = () => ({
  title: document.title,
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  locale: document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
  alternateLocales: [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
    m.getAttribute('content'),
  ),
  versions: Object.fromEntries(
    [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  ),
});

afterEach(() => setLanguageSource(() => 'fr'));

describe('Seo', () => {
  it('names the French page, its Arabic version and x-default', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/login']}>
        <Seo profile="login" />
      </MemoryRouter>,
    );
    const origin = window.location.origin;
    expect(head()).toEqual({
      title: 'Connexion | DzDeals',
      canonical: `${origin}/login`,
      locale: 'fr_DZ',
      alternateLocales: ['ar_DZ'],
      versions: { 'fr-DZ': `${origin}/login`, 'ar-DZ': `${origin}/ar/login`, 'x-default': `${origin}/login` },
    });
    unmount();
  });

  it('gives an Arabic page (under the router’s /ar basename) its Arabic head and address', async () => {
    await loadLanguage('ar');
    setLanguageSource(() => 'ar');
    const { unmount } = render(
      <MemoryRouter basename="/ar" initialEntries={['/ar/login']}>
        <Seo profile="login" />
      </MemoryRouter>,
    );
    const origin = window.location.origin;
    expect(head()).toEqual({
      title: 'تسجيل الدخول | DzDeals',
      canonical: `${origin}/ar/login`,
      locale: 'ar_DZ',
      alternateLocales: ['fr_DZ'],
      versions: { 'fr-DZ': `${origin}/login`, 'ar-DZ': `${origin}/ar/login`, 'x-default': `${origin}/login` },
    });
    unmount();
  });
});
