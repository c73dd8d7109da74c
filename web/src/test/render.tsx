import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Shows the current path, search and hash, so tests can assert where navigation went. */
export function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

/** Renders routes in a memory router starting at `path`, with an SWR cache of its own (returned,
 * so tests can see what is cached). */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const cache = new Map();
  const view = render(
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return { ...view, router, cache: cache as Map<string, { data?: unknown }> };
}
