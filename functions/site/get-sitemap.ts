import { LANGUAGE_CODES, pathInLanguage } from '@shared/i18n/languages';
import { dealPagePath, languageAlternates } from '@shared/page-head';
import { listSitemapEntries } from '../data/deals/sitemap';
import { api } from '../http/api';

const STATIC_PAGES = ['/', '/about', '/legal', '/plan-du-site'];

/** The sitemap protocol's limit of URLs in one file. */
const MAX_URLS = 50_000;

/** Deals listed at most: each is one URL per language, beside the static pages (the newest first). */
const MAX_DEALS = Math.floor(MAX_URLS / LANGUAGE_CODES.length) - STATIC_PAGES.length;

const xml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * One `<url>` per language of the page at `path` (the default language's), each naming every
 * version of it (`xhtml:link` hreflang, as the page's own head does) and its last modification.
 */
function urlsOf(origin: string, path: string, lastmod?: string) {
  const alternates = languageAlternates(`${origin}${path}`)
    .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${xml(alt.href)}"/>`)
    .join('');
  const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
  return LANGUAGE_CODES.map(
    (lang) => `  <url><loc>${xml(`${origin}${pathInLanguage(path, lang)}`)}</loc>${modified}${alternates}</url>`,
  );
}

/**
 * `/sitemap.xml`: the public pages and every deal (up to the protocol's 50,000 URLs) with its last
 * modification, in each language with its alternates, from the request's origin.
 */
export const handler = api('GET /sitemap.xml', {}, async ({ origin }) => {
  const deals = (await listSitemapEntries()).slice(0, MAX_DEALS);
  const urls = [
    ...STATIC_PAGES.flatMap((path) => urlsOf(origin, path)),
    ...deals.flatMap((d) => urlsOf(origin, dealPagePath(d.id), d.lastmod)),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return {
    raw: {
      statusCode: 200,
      headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      body,
    },
  };
});
