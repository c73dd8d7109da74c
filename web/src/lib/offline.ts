import { useSyncExternalStore } from 'react';

/**
 * The header the service worker adds to an API answer it served from its cache because the
 * network failed (web/vite.config.ts; docs/architecture.md#installable-app-pwa).
 */
export const KEPT_ANSWER_HEADER = 'x-dzdeals-kept';

/** The attribute the worker adds to the root element of a screen it served from its cache. */
export const KEPT_PAGE_ATTRIBUTE = 'data-kept';

const listeners = new Set<() => void>();
// A kept screen shows what was last seen, until an answer comes from the network.
let keptShown = typeof document !== 'undefined' && document.documentElement.hasAttribute(KEPT_PAGE_ATTRIBUTE);

const notify = () => listeners.forEach((listener) => listener());

/** The api client reports each answer: from the network, or the copy the worker kept. */
export function noteAnswer(kept: boolean) {
  if (kept === keptShown) return;
  keptShown = kept;
  notify();
}

const offlineNow = () => keptShown || (typeof navigator !== 'undefined' && navigator.onLine === false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const online = () => {
    // Back online: what is shown is read again at the next call; the notice goes now.
    keptShown = false;
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

/**
 * True while the browser is offline or the page shows answers the worker kept (the network
 * failed): the layout says so. False on the server, where the page is rendered for a guest online.
 */
export const useOffline = () => useSyncExternalStore(subscribe, offlineNow, () => false);
