import { APP_SHELL, STATIC_PAGE_SHELLS } from './page-shells';

/**
 * The SPA fallback rule, for the local server and CloudFront alike: a path whose last segment
 * has no dot is a screen, served a shell (shared/page-shells.ts); anything else is a file that
 * exists or a 404.
 */
export const isScreenPath = (path: string) => !/\.[^/]*$/.test(path);

/** The screens with a shell of their own (shared/page-shells.ts), by path. */
export const SHELL_BY_PATH: Record<string, string> = Object.fromEntries(
  Object.entries(STATIC_PAGE_SHELLS).map(([file, page]) => [page.path, `/${file}`]),
);

/** The shell of a screen: Home's, About's and Legal's own, the app's for every other screen. */
export const shellOf = (path: string) => SHELL_BY_PATH[path] ?? `/${APP_SHELL}`;

/**
 * Screens under the server-rendered `/deals/{id}` that stay the static SPA, as CloudFront path
 * patterns (`*`: one path segment here): CloudFront sends them to the site's bucket, and the
 * local server does not hand them to the deal page's handler.
 */
export const STATIC_DEAL_SCREENS = ['/deals/create', '/deals/*/edit'] as const;

export const isStaticDealScreen = (path: string) =>
  STATIC_DEAL_SCREENS.some((pattern) => new RegExp(`^${pattern.replace('*', '[^/]+')}$`).test(path));
