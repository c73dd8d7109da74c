import { parseHomeQuery, type HomeQueryError } from '@shared/home-query';
import { HOME_QUERY_MSG } from '@shared/messages';
import { escapeHtml, ORIGIN_PLACEHOLDER, PAGE_MARKERS, withHead } from '@shared/page-shells';
import { api, siteOrigin, type Event } from '../http/api';
import { HOME_SHELL, loadWebFile, page } from './page-response';

async function homeShell(origin: string) {
  const html = await loadWebFile(HOME_SHELL);
  if (!PAGE_MARKERS.test(html)) throw new Error(`${HOME_SHELL} has no <!--page--> markers`);
  // A replacer function: the origin is the site's, but `$` patterns have no place in it either way.
  return html.replaceAll(ORIGIN_PLACEHOLDER, () => origin);
}

/** Home's page for a query it cannot show (noindex): the status, why, and a way back to the list. */
function refusedPage(shell: string, origin: string, error: Pick<HomeQueryError, 'status' | 'message'>) {
  const title = error.status === 404 ? HOME_QUERY_MSG.notFoundTitle : HOME_QUERY_MSG.invalidTitle;
  const head = { title, description: error.message, ogType: 'website' as const, url: `${origin}/` };
  const body = `<section class="container page-narrow status-page">
          <p class="status-code" aria-hidden="true">${error.status}</p>
          <h1>${escapeHtml(title)}</h1>
          <p>${escapeHtml(error.message)}</p>
          <div class="status-actions"><a href="/" class="button button-primary">${escapeHtml(HOME_QUERY_MSG.backHome)}</a></div>
        </section>`;
  return withHead(shell, head, origin, { noindex: true }).replace(PAGE_MARKERS, () => `<!--page-->${body}<!--/page-->`);
}

/**
 * `/` with its query (docs/architecture.md#server-rendered-home): Home as the guest sees it, cached
 * by CloudFront under its normalised query; a query Home cannot show gets its 400 or 404 page.
 */
export const handler = api(
  'GET /',
  {
    // A failure: the shell all the same (the app, once loaded, reads the list itself), never cached.
    errorPage: async (status: number, event: Event) => page(status, await homeShell(siteOrigin(event)), event),
  },
  async ({ event, origin }) => {
    // The raw query, not queryStringParameters: API Gateway joins a repeated name's values with commas.
    const parsed = parseHomeQuery(event.rawQueryString ?? '');
    const shell = await homeShell(origin);
    if (!parsed.ok) return { raw: page(parsed.status, refusedPage(shell, origin, parsed), event) };
    return { raw: page(200, shell, event) };
  },
);
