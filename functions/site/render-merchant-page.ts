import { api } from '../http/api';
import { inEveryLanguage, renderPage } from './render-page';

/**
 * `/marchands/{slug}` (and `/ar/marchands/{slug}`, in Arabic): a merchant's page (or its 404); an
 * alias's slug answers a 301 to the page of the merchant it was merged into. A failure the wrapper
 * answers (a malformed slug) is the page's own state too.
 */
export const handler = inEveryLanguage(
  api('GET /marchands/{slug}', { errorPage: (_status, event) => renderPage(event) }, async ({ event }) => ({
    raw: await renderPage(event),
  })),
);
