import { api } from '../http/api';

/** `/robots.txt`: crawl the public pages, not the API or members' screens; points at the sitemap. */
export const handler = api('GET /robots.txt', {}, async ({ origin }) => ({
  raw: {
    statusCode: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    body: [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /profile',
      'Disallow: /admin/',
      'Disallow: /deals/create',
      'Disallow: /login',
      'Disallow: /register',
      'Disallow: /forgot-password',
      'Disallow: /reset-password',
      'Disallow: /verify-email',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n'),
  },
}));
