import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal, PublicProfile } from './api-types';
import { loadLanguages, setLanguageSource } from './i18n/catalogue';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { memberHead } from './member-head';
import { dealHead, languageAlternates, ogLocales, SEO_PROFILES } from './page-head';
import { APP_SHELLS, appShellOf, languageFile, localizeShell, STATIC_PAGE_SHELLS, withHead } from './page-shells';
import { HOME_PATHS, isStaticDealScreen, shellOf, STATIC_DEAL_SCREENS } from './spa-fallback';

// The server's side of the languages (docs/architecture.md#pages-in-each-language): which shell a
// path gets, the heads in each language and the links between a page's versions.

beforeAll(() => loadLanguages());
afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

const ORIGIN = 'https://deals.example.dz';

describe('shells by language', () => {
  it('puts the default language at the root and another in its prefix’s folder', () => {
    expect(APP_SHELLS).toEqual({ fr: 'app.html', ar: 'ar/app.html' });
    expect(languageFile('offline.html', 'ar')).toBe('ar/offline.html');
    expect(STATIC_PAGE_SHELLS['ar/about.html']).toEqual({ path: '/ar/about', profile: 'about', lang: 'ar' });
    expect(STATIC_PAGE_SHELLS['index.html']).toEqual({ path: '/', profile: 'home', lang: 'fr' });
    expect(appShellOf('/ar/deals/x')).toBe('ar/app.html');
    expect(appShellOf('/arabe')).toBe('app.html');
  });

  it.each([
    ['/login', '/app.html'],
    ['/about', '/about.html'],
    ['/ar/about', '/ar/about.html'],
    ['/ar/legal', '/ar/legal.html'],
    ['/ar/login', '/ar/app.html'],
    ['/ar/deals/create', '/ar/app.html'],
    ['/ar', '/ar/index.html'],
    ['/ar/', '/ar/app.html'],
    ['/arabe', '/app.html'],
    ['/', '/index.html'],
  ])('serves %s the shell %s', (path, shell) => {
    expect(shellOf(path)).toBe(shell);
  });

  it('knows Home in each language, and the deal forms that stay static in each', () => {
    expect(HOME_PATHS).toEqual({ '/': '/', '/ar': '/ar', '/ar/': '/ar' });
    expect(STATIC_DEAL_SCREENS).toEqual(['/deals/create', '/deals/*/edit', '/ar/deals/create', '/ar/deals/*/edit']);
    expect(isStaticDealScreen('/ar/deals/abcdefghijklmnop/edit')).toBe(true);
    expect(isStaticDealScreen('/ar/deals/abcdefghijklmnop')).toBe(false);
  });

  it('makes index.html Arabic: direction, texts, links and manifest; a missing text fails the build', () => {
    const html = [
      '<!doctype html><html lang="fr" dir="ltr"><head><link rel="manifest" href="/manifest.webmanifest">',
      '<link rel="icon" href="/favicon.svg"></head><body><noscript>{{noscript}}</noscript>',
      '<div id="root"><a href="/" aria-label="{{logoLabel}}"></a><form action="/"></form>',
      '<a href="/?sort=hot">{{hotTab}}</a><a href="/deals/create">{{shareDeal}}</a></div></body></html>',
    ].join('');
    const ar = localizeShell(html, 'ar');
    expect(ar).toContain('<html lang="ar" dir="rtl">');
    expect(ar).toContain('<link rel="manifest" href="/ar/manifest.webmanifest">');
    // Files keep their address; pages get the language's.
    expect(ar).toContain('<link rel="icon" href="/favicon.svg">');
    expect(ar).toContain('<a href="/ar" aria-label="DzDeals، العودة إلى الرئيسية">');
    expect(ar).toContain('<form action="/ar">');
    expect(ar).toContain('<a href="/ar?sort=hot">الرائجة</a><a href="/ar/deals/create">شارك عرضًا</a>');
    expect(ar).toContain('<noscript>يحتاج DzDeals إلى JavaScript لعرض العروض.</noscript>');
    const fr = localizeShell(html, 'fr');
    expect(fr).toContain('<a href="/" aria-label="DzDeals, retour à l’accueil">');
    expect(fr).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(() => localizeShell('<html><body>{{nothing}}</body></html>', 'ar')).toThrow(/nothing/);
  });
});

describe('heads in the page’s language', () => {
  const deal = {
    id: 'AbCdEfGhIjKlMn_-',
    title: 'Tablette',
    description: 'Une remise nette.',
    price: 1000,
    city: 'Oran',
    category: 'Technologie',
    expired: false,
    image: null,
  } as unknown as Deal;

  it('links both versions of a page and x-default (French), whatever version it starts from', () => {
    const versions = [
      { hreflang: 'fr-DZ', href: `${ORIGIN}/deals/x?q=1` },
      { hreflang: 'ar-DZ', href: `${ORIGIN}/ar/deals/x?q=1` },
      { hreflang: 'x-default', href: `${ORIGIN}/deals/x?q=1` },
    ];
    expect(languageAlternates(`${ORIGIN}/deals/x?q=1`)).toEqual(versions);
    expect(languageAlternates(`${ORIGIN}/ar/deals/x?q=1`)).toEqual(versions);
    expect(languageAlternates(`${ORIGIN}/ar`).map((v) => v.href)).toEqual([`${ORIGIN}/`, `${ORIGIN}/ar`, `${ORIGIN}/`]);
    expect(ogLocales('ar')).toEqual({ locale: 'ar_DZ', alternates: ['fr_DZ'] });
  });

  it('gives the deal and member pages their Arabic head, at their Arabic address', () => {
    setLanguageSource(() => 'ar');
    const head = dealHead(deal, ORIGIN);
    expect(head.url).toBe(`${ORIGIN}/ar/deals/${deal.id}`);
    expect(head.description).toBe('Une remise nette.');
    expect(SEO_PROFILES.login.title).toBe('تسجيل الدخول');
    const member = {
      id: 'u1',
      username: 'Karim',
      joinedAt: '2026-01-01T00:00:00.000Z',
      reputation: 12,
      level: { code: 'membre', label: 'Membre', next: null },
      badges: [],
      dealsPosted: 2,
      hotDeals: 1,
      commentsPosted: 11,
    } as unknown as PublicProfile;
    const profile = memberHead(member, ORIGIN);
    expect(profile.url).toBe(`${ORIGIN}/ar/membres/Karim`);
    expect(profile.title).toBe('ملف العضو Karim');
    expect(profile.description).toBe(
      'Karim، عضو بمستوى «عضو» في مجتمع DzDeals. السمعة: 12 نقطة، عرضان منشوران منها عرض ساخن، 11 تعليقًا.',
    );
    // French unchanged, in the same process.
    expect(dealHead(deal, ORIGIN, 'fr').description).toBe('Une remise nette.');
    // The share text is the description, not the title again; without one, the price.
    const long = { ...deal, description: `${'Remise '.repeat(30)}finale` };
    expect(dealHead(long, ORIGIN, 'fr').description).toMatch(/^Remise( Remise)+…$/);
    expect(dealHead(long, ORIGIN, 'fr').description.length).toBeLessThanOrEqual(160);
    expect(dealHead({ ...deal, description: '' }, ORIGIN, 'fr').description).toMatch(
      /^Tablette, à .+DA, sur DzDeals\.$/,
    );
    expect(dealHead({ ...deal, description: '  ' }, ORIGIN, 'ar').description).toMatch(
      /^Tablette بسعر .+ على DzDeals\.$/,
    );
    // The merchant is the offer's seller, not the product's brand.
    const sold = dealHead({ ...deal, merchant: 'Ooredoo' }, ORIGIN, 'fr').jsonLd;
    expect(sold).toMatchObject({ offers: { seller: { '@type': 'Organization', name: 'Ooredoo' } } });
    expect(sold).not.toHaveProperty('brand');
    expect(memberHead(member, ORIGIN, 'fr').description).toBe(
      'Karim, membre Membre de la communauté DzDeals\u00A0: 12\u00A0points de réputation, 2\u00A0bons plans partagés dont 1\u00A0hot, 11\u00A0commentaires.',
    );
  });

  it('writes a shell’s head in its language: locales, canonical and versions, none when unaddressed', () => {
    const head = { title: 'من نحن', description: 'وصف', ogType: 'website' as const, url: `${ORIGIN}/ar/about` };
    const html = withHead('<html><head></head><body></body></html>', head, ORIGIN, { lang: 'ar' });
    expect(html).toContain('<meta data-default property="og:locale" content="ar_DZ" />');
    expect(html).toContain('<meta data-default property="og:locale:alternate" content="fr_DZ" />');
    expect(html).toContain(`<link data-default rel="canonical" href="${ORIGIN}/ar/about" />`);
    expect(html).toContain(`<link data-default rel="alternate" hreflang="fr-DZ" href="${ORIGIN}/about" />`);
    expect(html).toContain(`<link data-default rel="alternate" hreflang="ar-DZ" href="${ORIGIN}/ar/about" />`);
    expect(html).toContain(`<link data-default rel="alternate" hreflang="x-default" href="${ORIGIN}/about" />`);
    const shell = withHead('<html><head></head></html>', head, ORIGIN, { lang: 'ar', url: false });
    expect(shell).not.toContain('hreflang');
    expect(shell).not.toContain('canonical');
  });
});
