import { api } from '../http/api';
import { inEveryLanguage, renderPage } from './render-page';

/**
 * `/deals/{id}` (and `/ar/deals/{id}`, in Arabic): the deal's page (or its 404), for guests,
 * crawlers and link previews alike. A failure the wrapper answers (a malformed path) is the
 * page's own state too.
 */
export const handler = inEveryLanguage(
  api('GET /deals/{id}', { errorPage: (_status, event) => renderPage(event) }, async ({ event }) => ({
    raw: await renderPage(event),
  })),
);
