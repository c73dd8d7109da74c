import { LANGUAGE_CODES, pathInLanguage } from '@shared/i18n/languages';
import { api } from '../http/api';

/** Members' screens and forms: not for crawlers, in any language (`/profile`, `/ar/profile`...). */
const PRIVATE_SCREENS = [
  '/profile',
  '/admin/',
  '/deals/create',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/** `/robots.txt`: crawl the public pages, not the API or members' screens; points at the sitemap. */
export const handler = api('GET /robots.txt', {}, async ({ origin }) => ({
  raw: {
    statusCode: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
    body: [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...LANGUAGE_CODES.flatMap((lang) => PRIVATE_SCREENS.map((path) => `Disallow: ${pathInLanguage(path, lang)}`)),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n'),
  },
}));
