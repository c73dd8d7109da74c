/// <reference types="vite/client" />
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

// The service worker's registration and its update notice: production builds only (the development
// server has no worker), in a chunk of their own loaded once the page has (off the first bundle
// and off the first screen's network).
const UpdatePrompt = lazy(() => import('./update-prompt'));

function usePageLoaded() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  return loaded;
}

/** The app: the router and its routes (data lives in SWR's default cache, the session in lib/session.ts). */
export function App() {
  const loaded = usePageLoaded();
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
