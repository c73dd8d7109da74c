import { api } from '../http/api';
import { renderPage } from './render-page';

/** `/deals/{id}`: the deal's page (or its 404), for guests, crawlers and link previews alike. A failure the wrapper answers (a malformed path) is the page's own state too. */
export const handler = api(
  'GET /deals/{id}',
  { errorPage: (_status, event) => renderPage(event) },
  async ({ event }) => ({ raw: await renderPage(event) }),
);
