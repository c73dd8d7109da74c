import { dealHead } from '@shared/page-head';
import { getDealFor, toDeal } from '../data/deals/record';
import { api, siteOrigin, type Event } from '../http/api';
import { page } from './page-response';
import { dealBody, loadShell, missingBody, missingHead, renderPage, unavailableBody } from './deal-page-html';

/**
 * The 404 page (noindex) of a deal that is not there, or no longer. The app shows it without a
 * call, unless `askApp`: a hidden deal's author or an admin, signed in, gets it from the API.
 */
async function missingPage(event: Event, id: string, askApp = false) {
  const origin = siteOrigin(event);
  const body = renderPage(await loadShell(), {
    head: missingHead(origin, id),
    origin,
    body: missingBody(),
    data: askApp ? undefined : { missingDeal: id },
    noindex: true,
  });
  return page(404, body, event);
}

/** `/deals/{id}` as HTML: the deal's page for crawlers, link previews and a first paint without script. */
export const handler = api(
  'GET /deals/{id}',
  {
    // A malformed id is the 404 page; a failure a page that lets the app try again.
    errorPage: async (status, event) => {
      if (status === 404) return missingPage(event, event.pathParameters?.id ?? '');
      const origin = siteOrigin(event);
      const body = renderPage(await loadShell(), {
        head: missingHead(origin, event.pathParameters?.id ?? ''),
        origin,
        body: unavailableBody(),
        noindex: true,
      });
      return page(status, body, event);
    },
  },
  async ({ params, origin, event }) => {
    const [shell, { deal }] = await Promise.all([loadShell(), getDealFor(params.id, null)]);
    // A hidden deal is not found for a guest; its author and admins see it in the app.
    if (!deal || deal.hiddenAt) return { raw: await missingPage(event, params.id, !!deal) };
    const shown = toDeal(deal);
    const html = renderPage(shell, {
      head: dealHead(shown, origin),
      origin,
      body: dealBody(shown),
      data: { deal: shown },
    });
    return { raw: page(200, html, event) };
  },
);
