/**
 * The SPA fallback rule, for the local server and CloudFront alike: a path whose last segment
 * has no dot is a screen, served a shell (shared/page-shells.ts); anything else is a file that
 * exists or a 404.
 */
export const isScreenPath = (path: string) => !/\.[^/]*$/.test(path);

/** The shell of a screen: Home's frame for `/`, the empty one for every other screen. */
export const shellOf = (path: string) => (path === '/' ? '/index.html' : '/app.html');

/**
 * Screens under the server-rendered `/deals/{id}` that stay the static SPA, as CloudFront path
 * patterns (`*`: one path segment here): CloudFront sends them to the site's bucket, and the
 * local server does not hand them to the deal page's handler.
 */
export const STATIC_DEAL_SCREENS = ['/deals/create', '/deals/*/edit'] as const;

export const isStaticDealScreen = (path: string) =>
  STATIC_DEAL_SCREENS.some((pattern) => new RegExp(`^${pattern.replace('*', '[^/]+')}$`).test(path));
