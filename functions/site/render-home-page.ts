import { api } from '../http/api';
import { renderPage } from './render-page';

/** `/` with its query (search, city, category, tab): Home and its first page of deals. A failure the wrapper answers (a malformed path) is the page's own state too. */
export const handler = api('GET /', { errorPage: (_status, event) => renderPage(event) }, async ({ event }) => ({
  raw: await renderPage(event),
}));
