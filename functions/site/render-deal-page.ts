import { dealHead } from '@shared/page-head';
import { WEB_CSP, securityHeaders } from '@shared/security-headers';
import { getDealFor, toDeal } from '../data/deals/record';
import { api, siteOrigin, type Event, type Result } from '../http/api';
import { dealBody, loadShell, missingBody, missingHead, renderPage, unavailableBody } from './deal-page-html';

/**
 * How long CloudFront may keep a page (browsers revalidate every time): a minute, then served
 * stale while it is read again. A request that carries credentials is never stored, though its
 * answer is the guest's page too; nor is a failure, nor a 404: a hidden deal's must not outlive
 * its restoring, and every 404 alike, or the header would tell a hidden deal from a missing one.
 */
function cacheControl(status: number, event: Event) {
  if (status >= 400 || event.headers?.authorization || event.headers?.cookie) return 'private, no-store';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
}

const page = (status: number, body: string, event: Event): Result => ({
  statusCode: status,
  headers: {
    ...securityHeaders(WEB_CSP),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl(status, event),
  },
  body,
});

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
