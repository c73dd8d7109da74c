import { listSitemapEntries } from '../data/deals/sitemap';
import { api } from '../http/api';

const STATIC_PAGES = ['/', '/about', '/legal'];

const xml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** `/sitemap.xml`: the public pages and every deal with its last modification, from the request's origin. */
export const handler = api('GET /sitemap.xml', {}, async ({ origin }) => {
  const deals = await listSitemapEntries();
  const urls = [
    ...STATIC_PAGES.map((path) => `  <url><loc>${xml(`${origin}${path}`)}</loc></url>`),
    ...deals.map(
      (d) =>
        `  <url><loc>${xml(`${origin}/deals/${encodeURIComponent(d.id)}`)}</loc><lastmod>${xml(d.lastmod)}</lastmod></url>`,
    ),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
