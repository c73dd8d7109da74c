import { api } from '../http/api';
import { inEveryLanguage, renderPage } from './render-page';

/**
 * `/` (and `/ar`, in Arabic) with its query (search, city, category, tab): Home and its first
 * page of deals. A failure the wrapper answers (a malformed path) is the page's own state too.
 */
export const handler = inEveryLanguage(
  api('GET /', { errorPage: (_status, event) => renderPage(event) }, async ({ event }) => ({
    raw: await renderPage(event),
  })),
);
