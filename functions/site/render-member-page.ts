import { api } from '../http/api';
import { renderPage } from './render-page';

/** `/membres/{username}`: a member's public page (or its 404). A failure the wrapper answers (a malformed path) is the page's own state too. */
export const handler = api(
  'GET /membres/{username}',
  { errorPage: (_status, event) => renderPage(event) },
  async ({ event }) => ({ raw: await renderPage(event) }),
);
