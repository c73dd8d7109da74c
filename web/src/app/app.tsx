/// <reference types="vite/client" />
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';

// The service worker's registration and its update notice: production builds only (the development
// server has no worker), in a chunk of their own loaded once the page has (off the first bundle
// and off the first screen's network).
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** False until the page's load event (and during hydration: the server rendered no prompt). */
function usePageLoaded() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (document.readyState === 'complete') return setLoaded(true);
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}

/** The app: the router and its routes (data lives in SWR's cache, the session in lib/session.ts). */
export function App({ router }: { router: DataRouter }) {
  const loaded = usePageLoaded();
  // Rendered or hydrated: a hook for the browser tests and the web bench.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      {import.meta.env.PROD && loaded && 'serviceWorker' in navigator && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
