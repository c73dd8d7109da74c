import { isUsername } from '@shared/ids';
import { memberHead } from '@shared/member-head';
import { getMemberProfile } from '../data/members/profiles';
import { api, siteOrigin, type Event } from '../http/api';
import { page } from './page-response';
import { loadShell, renderPage } from './deal-page-html';
import { memberBody, missingMemberBody, missingMemberHead, unavailableMemberBody } from './member-page-html';

/** The 404 page (noindex) of a name nobody holds, or of a suspended member; the app shows it without a call. */
async function missingPage(event: Event, username: string) {
  const origin = siteOrigin(event);
  const body = renderPage(await loadShell(), {
    head: missingMemberHead(origin, username),
    origin,
    body: missingMemberBody(),
    // A name that cannot be one is not echoed into the page: the app asks the API.
    data: isUsername(username) ? { missingMember: username } : undefined,
    noindex: true,
    route: 'member',
  });
  return page(404, body, event);
}

/** `/membres/{username}` as HTML: the member's public profile for crawlers, link previews and a first paint. */
export const handler = api(
  'GET /membres/{username}',
  {
    // A name that cannot be one is the 404 page; a failure a page that lets the app try again.
    errorPage: async (status, event) => {
      const username = event.pathParameters?.username ?? '';
      if (status === 404) return missingPage(event, username);
      const origin = siteOrigin(event);
      const body = renderPage(await loadShell(), {
        head: missingMemberHead(origin, username),
        origin,
        body: unavailableMemberBody(),
        noindex: true,
        route: 'member',
      });
      return page(status, body, event);
    },
  },
  async ({ params, origin, event }) => {
    const [shell, member] = await Promise.all([loadShell(), getMemberProfile(params.username)]);
    if (!member) return { raw: await missingPage(event, params.username) };
    const html = renderPage(shell, {
      head: memberHead(member, origin),
      origin,
      body: memberBody(member),
      data: { member },
      route: 'member',
    });
    return { raw: page(200, html, event) };
  },
);
