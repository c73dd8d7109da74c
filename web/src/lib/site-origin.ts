// The site's origin for absolute URLs (canonical, Open Graph, JSON-LD): the browser's, or the one
// the server renders a page for (web/src/entry-server.tsx sets it).

let serverOrigin = '';

/** Set by the server renderer before it renders a page. */
export function setServerOrigin(origin: string) {
  serverOrigin = origin;
}

/** `https://deals.example.dz`: where the page is served from. */
export const siteOrigin = () => (typeof window === 'undefined' ? serverOrigin : window.location.origin);
