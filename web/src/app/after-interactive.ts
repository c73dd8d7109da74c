import { apiRequestsInFlight } from '@web/lib/api-client';

/** How long the network must stay quiet (no API request waiting, no resource arriving). */
export const QUIET_MS = 2000;
/** The longest wait after `load`: a page that keeps fetching still gets its service worker. */
export const MAX_WAIT_MS = 20_000;
const CHECK_MS = 250;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });

/**
 * Resolves once the page is interactive: loaded, then the network quiet for {@link QUIET_MS} (no
 * API request waiting for its answer, no script, stylesheet or picture arriving), then an idle
 * moment of the main thread; at most {@link MAX_WAIT_MS} after `load`. `load` alone comes too
 * early: on a slow phone Home's route chunks and its list arrive after it, and the service worker's
 * precache would take their bandwidth (`npm run bench:web` shows when it starts).
 */
export async function afterInteractive() {
  await loaded();
  let lastActivity = performance.now();
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            lastActivity = Math.max(lastActivity, entry.startTime + entry.duration);
        })
      : undefined;
  observer?.observe({ type: 'resource', buffered: true });
  const deadline = performance.now() + MAX_WAIT_MS;
  try {
    while (performance.now() < deadline) {
      // An answer arriving counts as activity too, though no resource entry may say so yet.
      if (apiRequestsInFlight() > 0) lastActivity = performance.now();
      else if (performance.now() - lastActivity >= QUIET_MS) break;
      await sleep(CHECK_MS);
    }
  } finally {
    observer?.disconnect();
  }
  await idle();
}
