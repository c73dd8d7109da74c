import { api } from '../http/api';
import { inEveryLanguage, renderPage } from './render-page';

/**
 * `/membres/{username}` (and `/ar/membres/{username}`, in Arabic): a member's public page (or its
 * 404). A failure the wrapper answers (a malformed path) is the page's own state too.
 */
export const handler = inEveryLanguage(
  api('GET /membres/{username}', { errorPage: (_status, event) => renderPage(event) }, async ({ event }) => ({
    raw: await renderPage(event),
  })),
);
