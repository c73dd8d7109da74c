/// <reference types="vite/client" />
import { lazy, Suspense, useEffect, useState } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { afterInteractive } from './after-interactive';

// The service worker's registration and its update notice: production builds only (the development
// server has no worker), in a chunk of their own loaded once the page is interactive (off the first
// bundle and off the first screen's network: its precache would take a slow phone's bandwidth).
const UpdatePrompt = lazy(() => import('./update-prompt'));

const WITH_WORKER = import.meta.env.PROD && 'serviceWorker' in navigator;

function useInteractive() {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    if (!WITH_WORKER) return;
    let live = true;
    void afterInteractive().then(() => live && setInteractive(true));
    return () => {
      live = false;
    };
  }, []);
  return interactive;
}

/** The app: the router and its routes (data lives in SWR's cache, the session in lib/session.ts). */
export function App({ router }: { router: DataRouter }) {
  const interactive = useInteractive();
  // Rendered or hydrated: a hook for the browser tests and the web bench.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <>
      <RouterProvider router={router} />
      {WITH_WORKER && interactive && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  );
}
