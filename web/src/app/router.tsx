import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { PageData } from '@shared/page-shells';
import { setNavigator } from '../lib/api-client';
import { spendPageData } from '../lib/page-data';
import { routes } from './routes';

/** Loads the code of the routes `path` shows, so a server-rendered page hydrates at once. */
async function resolveLazyRoutes(path: string, basename: string | undefined) {
  const matches = matchRoutes(routes, path, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...(loaded as Partial<RouteObject>), lazy: undefined });
    }),
  );
}

/**
 * The browser's router, under the page's language prefix. On a server-rendered page it starts from the page's loader data (no
 * loader runs again) and with the page's code loaded; the first navigation spends the answers
 * the page came with (lib/page-data.ts).
 */
export async function startRouter(page: PageData | null, prefix: string) {
  // A language's pages live under its prefix (/ar): every link and path of the app stays bare.
  const basename = prefix || undefined;
  if (page) await resolveLazyRoutes(window.location.pathname, basename);
  const router = createBrowserRouter(routes, {
    basename,
    ...(page ? { hydrationData: { loaderData: page.loaderData } } : {}),
  });
  // After a 401 the api client sends the visitor to /login through the router (no page reload).
  setNavigator((path) => void router.navigate(path, { replace: true }));
  const start = router.state.location.key;
  const stop = router.subscribe((state) => {
    if (state.location.key === start) return;
    spendPageData();
    stop();
  });
  return router;
}
