import { describe, expect, inject, it } from 'vitest';
import { call, registerMember } from '../support/http';
import { adminToken, postDeal, uniqueWord } from '../support/deals';
import { canonicalOf, decode, metaOf, page, titleOf } from '../support/pages';

// The site in Arabic as a crawler or a link preview reads it: `/ar`, `/ar/deals/{id}` and
// `/ar/membres/{username}` rendered on the server like their French pages, the other `/ar/...`
// screens served the Arabic shells; both versions name each other (hreflang), each its own
// canonical (docs/architecture.md#pages-in-each-language).

const base = inject('baseUrl');
const GUEST_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** The page's `<html>` tag. */
const htmlTag = (html: string) => html.match(/<html\b[^>]*>/)![0];

/** Every `<meta property="{key}">`'s content (og:locale:alternate may repeat). */
const metasOf = (html: string, key: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`"${key}"`))
    .map((tag) => tag.match(/content="([^"]*)"/)![1]);

/** The page's `<link rel="alternate" hreflang>` links, by hreflang (React writes `hrefLang`). */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)].map((m) => [
      m[0].match(/\bhreflang="([^"]*)"/i)![1],
      decode(m[0].match(/\bhref="([^"]*)"/)![1]),
    ]),
  );

/** Both versions of a page: French at `path`, Arabic under `/ar`, French the default. */
const bothVersions = (path: string) => ({
  'fr-DZ': `${base}${path}`,
  'ar-DZ': `${base}${path === '/' ? '/ar' : `/ar${path}`}`,
  'x-default': `${base}${path}`,
});

describe('server-rendered pages in Arabic', () => {
  it('renders /ar/deals/{id} in Arabic, right to left, with its Arabic head, locales and versions', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, {
      title: 'هاتف ذكي بسعر مخفض',
      description: 'تخفيض كبير على الهاتف مع توصيل مجاني إلى كل الولايات.',
    });
    const res = await page(`/ar/deals/${deal.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(GUEST_CACHE);
    const { html } = res;
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe(`${deal.title} | DzDeals`);
    // Arabic punctuation: the colon right after the title.
    // The share text is the deal's own description, not its title again.
    expect(decode(metaOf(html, 'description')!)).toBe(deal.description);
    expect(metaOf(html, 'og:locale')).toBe('ar_DZ');
    expect(metasOf(html, 'og:locale:alternate')).toEqual(['fr_DZ']);
    expect(canonicalOf(html)).toBe(`${base}/ar/deals/${deal.id}`);
    expect(metaOf(html, 'og:url')).toBe(`${base}/ar/deals/${deal.id}`);
    expect(alternatesOf(html)).toEqual(bothVersions(`/deals/${deal.id}`));
    // The page's links stay in Arabic; its manifest is the Arabic app's.
    expect(html).toContain(`href="/ar/membres/${author.username}"`);
    expect(html).toContain('<link rel="manifest" href="/ar/manifest.webmanifest">');
    expect(html).not.toContain('data-default');
  });

  it('gives the French deal page the same versions, its own canonical and locale', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Climatiseur split en promotion' });
    const { html } = await page(`/deals/${deal.id}`);
    expect(htmlTag(html)).toBe('<html lang="fr" dir="ltr">');
    expect(canonicalOf(html)).toBe(`${base}/deals/${deal.id}`);
    expect(metaOf(html, 'og:locale')).toBe('fr_DZ');
    expect(metasOf(html, 'og:locale:alternate')).toEqual(['ar_DZ']);
    expect(alternatesOf(html)).toEqual(bothVersions(`/deals/${deal.id}`));
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it("speaks the page's language whatever the reader's browser asks (the cache keys on the path)", async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Réfrigérateur combiné' });
    const french = await page(`/deals/${deal.id}`, { 'accept-language': 'ar-DZ,ar;q=0.9' });
    expect(htmlTag(french.html)).toBe('<html lang="fr" dir="ltr">');
    expect(metaOf(french.html, 'og:locale')).toBe('fr_DZ');
    const arabic = await page(`/ar/deals/${deal.id}`, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(htmlTag(arabic.html)).toBe('<html lang="ar" dir="rtl">');
    expect(metaOf(arabic.html, 'og:locale')).toBe('ar_DZ');
  });

  it('answers the Arabic 404 page, never cached, for a deal that does not exist', async () => {
    for (const id of ['abcdefghijklmnop', 'pas-un-id']) {
      const res = await page(`/ar/deals/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers.get('cache-control'), id).toBe('private, no-store');
      expect(htmlTag(res.html), id).toBe('<html lang="ar" dir="rtl">');
      expect(metaOf(res.html, 'robots'), id).toBe('noindex');
      expect(canonicalOf(res.html), id).toBeUndefined();
    }
  });

  it('renders Arabic Home at /ar (and /ar/), with its query, its head and both versions', async () => {
    const author = await registerMember();
    const word = `arhome${Date.now().toString(36)}`;
    const deal = await postDeal(author.token, { title: `Tablette ${word}`, city: 'Oran' });
    for (const path of ['/ar', '/ar/', `/ar?q=${word}&utm_source=facebook`, '/ar?city=Oran']) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe(GUEST_CACHE);
      expect(htmlTag(res.html), path).toBe('<html lang="ar" dir="rtl">');
      expect(res.html, path).toContain(`href="/ar/deals/${deal.id}"`);
      expect(res.html, path).not.toContain('skeleton-card');
    }
    const { html } = await page('/ar');
    expect(canonicalOf(html)).toBe(`${base}/ar`);
    expect(metaOf(html, 'og:locale')).toBe('ar_DZ');
    expect(alternatesOf(html)).toEqual(bothVersions('/'));
    expect(titleOf(html)).toBe('عروض وتخفيضات وأكواد خصم في الجزائر | DzDeals');
    expect(decode(metaOf(html, 'description')!)).toMatch(/^يجمع DzDeals أفضل العروض في الجزائر/);
    // French Home names its Arabic version too.
    expect(alternatesOf((await page('/')).html)).toEqual(bothVersions('/'));
  });

  it('renders /ar/membres/{username} with its Arabic head, and its 404', async () => {
    const member = await registerMember();
    await postDeal(member.token);
    const res = await page(`/ar/membres/${member.username}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(GUEST_CACHE);
    const { html } = res;
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe(`ملف العضو ${member.username} | DzDeals`);
    expect(decode(metaOf(html, 'description')!)).toBe(
      `${member.username}، عضو بمستوى «جديد» في مجتمع DzDeals. السمعة: 0 نقطة، عرض واحد منشور، لا تعليقات.`,
    );
    expect(canonicalOf(html)).toBe(`${base}/ar/membres/${member.username}`);
    expect(metaOf(html, 'og:locale')).toBe('ar_DZ');
    expect(alternatesOf(html)).toEqual(bothVersions(`/membres/${member.username}`));
    expect(alternatesOf((await page(`/membres/${member.username}`)).html)).toEqual(
      bothVersions(`/membres/${member.username}`),
    );
    const missing = await page('/ar/membres/personne_ici_42');
    expect(missing.status).toBe(404);
    expect(htmlTag(missing.html)).toBe('<html lang="ar" dir="rtl">');
    expect(metaOf(missing.html, 'robots')).toBe('noindex');
  });

  it('renders /ar/marchands/{slug} (an Arabic slug, encoded) with its Arabic head, an alias’s 301 and the 404', async () => {
    const author = await registerMember();
    const word = uniqueWord('shop');
    const name = `متجر ${word}`;
    const deal = await postDeal(author.token, { title: 'Téléphone reconditionné en promotion', merchant: name });
    const other = await postDeal(author.token, { title: 'Chargeur rapide soldé', merchant: `${name} الجزائر` });
    const slug = deal.merchantSlug!;
    expect(slug).toBe(`متجر-${word}`);
    const path = `/marchands/${encodeURIComponent(slug)}`;
    const merged = await call('POST', `/api/admin/merchants/${encodeURIComponent(other.merchantSlug!)}/merge`, {
      token: await adminToken(),
      body: { into: slug },
    });
    expect(merged.status).toBe(200);

    const res = await page(`/ar${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(GUEST_CACHE);
    const { html } = res;
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    // The name keeps its own direction inside the Arabic sentence (U+2068…U+2069).
    expect(titleOf(html)).toBe(`عروض \u2068${name}\u2069: أكواد خصم وتخفيضات | DzDeals`);
    expect(decode(metaOf(html, 'description')!)).toBe(
      `عروض \u2068${name}\u2069 وأكواد الخصم والتخفيضات التي يشاركها مجتمع DzDeals ويصوّت عليها: ` +
        'عرضان، منها عرضان متاحان حاليًا.',
    );
    expect(canonicalOf(html)).toBe(`${base}/ar${path}`);
    expect(metaOf(html, 'og:locale')).toBe('ar_DZ');
    expect(alternatesOf(html)).toEqual(bothVersions(path));
    expect(alternatesOf((await page(path)).html)).toEqual(bothVersions(path));
    expect(html).toContain(`href="/ar${path}"`);

    // The alias's Arabic page moves to the merchant's, in Arabic.
    const moved = await fetch(`${base}/ar/marchands/${encodeURIComponent(other.merchantSlug!)}`, {
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/ar${path}`);

    const missing = await page('/ar/marchands/personne-ici-42');
    expect(missing.status).toBe(404);
    expect(htmlTag(missing.html)).toBe('<html lang="ar" dir="rtl">');
    expect(metaOf(missing.html, 'robots')).toBe('noindex');
    expect(missing.html).toContain('<h1>التاجر غير موجود</h1>');
  });

  it('serves every other /ar/... screen the Arabic app shell, and About and Legal their Arabic pages', async () => {
    for (const path of [
      '/ar/login',
      '/ar/profile',
      '/ar/deals/create',
      '/ar/deals/abcdefghijklmnop/edit',
      '/ar/nulle-part',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(200);
      expect(htmlTag(res.html), path).toBe('<html lang="ar" dir="rtl">');
      expect(res.html, path).toContain('<!--page--><!--/page-->');
      expect(res.html, path).not.toContain('id="page-data"');
      expect(res.html, path).toContain('<link rel="manifest" href="/ar/manifest.webmanifest">');
      expect(titleOf(res.html), path).toBe('عروض وتخفيضات وأكواد خصم في الجزائر | DzDeals');
      expect(metaOf(res.html, 'og:locale'), path).toBe('ar_DZ');
      // A shell served at many addresses names none.
      expect(canonicalOf(res.html), path).toBeUndefined();
      expect(res.html, path).not.toContain('hreflang');
      // Its frame, painted before the app, in Arabic and linking to Arabic pages.
      expect(res.html, path).toContain('placeholder="ابحث عن عرض…"');
      expect(res.html, path).toContain('action="/ar"');
      expect(res.html, path).not.toContain('origin.dzdeals.invalid');
    }
    // A French screen keeps the French shell.
    expect(htmlTag((await page('/login')).html)).toBe('<html lang="fr" dir="ltr">');
    for (const [path, title] of [
      ['/ar/about', 'من نحن | DzDeals'],
      ['/ar/legal', 'الإشعار القانوني | DzDeals'],
    ]) {
      const { html } = await page(path);
      expect(htmlTag(html), path).toBe('<html lang="ar" dir="rtl">');
      expect(titleOf(html), path).toBe(title);
      expect(canonicalOf(html), path).toBe(`${base}${path}`);
      expect(alternatesOf(html), path).toEqual(bothVersions(path.slice(3)));
      expect(html, path).toContain('id="page-data"');
    }
  });

  it('offers an installable app per language: the Arabic manifest and offline page', async () => {
    const res = await fetch(`${base}/ar/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      id: '/ar/',
      name: 'DzDeals – عروض الجزائر',
      short_name: 'DzDeals',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar/',
      scope: '/ar/',
      display: 'standalone',
    });
    expect(manifest.description).toMatch(/^أفضل العروض في الجزائر/);
    const french = (await (await fetch(`${base}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(french).toMatchObject({ lang: 'fr', dir: 'ltr', start_url: '/', scope: '/' });
    expect((french as { icons: unknown }).icons).toEqual(manifest.icons);

    const offline = await (await fetch(`${base}/ar/offline.html`)).text();
    expect(htmlTag(offline)).toBe('<html lang="ar" dir="rtl">');
    expect(offline).toContain('<h1>أنت غير متصل بالإنترنت</h1>');
    expect(offline).toContain('<a href="/ar" class="button">');
    const offlineFr = await (await fetch(`${base}/offline.html`)).text();
    expect(htmlTag(offlineFr)).toBe('<html lang="fr" dir="ltr">');
    expect(offlineFr).toContain('<h1>Vous êtes hors ligne</h1>');
  });

  it('lists both versions of every page in the sitemap, each with its alternates', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token);
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    const entry = (loc: string) => urls.find((u) => u.startsWith(`<loc>${loc}</loc>`));
    for (const path of ['/', '/about', '/legal', `/deals/${deal.id}`]) {
      const versions = bothVersions(path);
      for (const loc of [versions['fr-DZ'], versions['ar-DZ']]) {
        const url = entry(loc);
        expect(url, loc).toBeDefined();
        const links = Object.fromEntries(
          [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
            m[1],
            m[2],
          ]),
        );
        expect(links, loc).toEqual(versions);
      }
    }
    expect(entry(`${base}/ar/deals/${deal.id}`)).toContain(`<lastmod>${deal.updatedAt}</lastmod>`);
  });

  it('keeps crawlers off the Arabic members’ screens too', async () => {
    const text = await (await fetch(`${base}/robots.txt`)).text();
    for (const path of ['/profile', '/login', '/ar/profile', '/ar/login', '/ar/deals/create'])
      expect(text.split('\n'), path).toContain(`Disallow: ${path}`);
  });
});
