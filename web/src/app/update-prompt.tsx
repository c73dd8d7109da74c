import { useEffect, useRef, useState } from 'react';
import { Workbox } from 'workbox-window';
import { UI } from '../lib/i18n';
import './update-prompt.css';

/**
 * The worker's address: PWA_FILES.worker of shared/page-shells.ts, written out, as importing that
 * module here would split the first bundle's shared code into more chunks (update-prompt.test.tsx
 * checks that they agree).
 */
export const WORKER_URL = '/sw.js';

/** How often a tab left open asks whether a new version is out (opening a page asks too). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (web/vite.config.ts) and, when a new version waits for every tab
 * of the site to close before it takes over, says so discreetly: "Recharger" lets it take over
 * now and loads the page again with it; left alone, it applies on the next visit. Loaded lazily,
 * after the page, by a production build only (web/src/app/app.tsx).
 */
export default function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const workbox = useRef<Workbox | null>(null);

  useEffect(() => {
    const wb = new Workbox(WORKER_URL, { scope: '/' });
    workbox.current = wb;
    // Also dispatched at registration for a version already waiting (installed on an earlier visit).
    const onWaiting = () => setWaiting(true);
    wb.addEventListener('waiting', onWaiting);
    let timer: number | undefined;
    wb.register()
      .then((registration) => {
        if (!registration) return;
        // Offline, the check fails: the next one will do.
        timer = window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
      })
      .catch((error: unknown) => console.warn('Service worker not registered:', error));
    return () => {
      wb.removeEventListener('waiting', onWaiting);
      window.clearInterval(timer);
    };
  }, []);

  const reload = () => {
    const wb = workbox.current;
    if (!wb) return;
    // Once the new version controls this page, load the page again with it.
    wb.addEventListener('controlling', () => window.location.reload());
    wb.messageSkipWaiting();
  };

  // The live region stays in the page, so the message is announced when it appears (a plain
  // live region, not a `status` role: pages have their own status messages).
  return (
    <div className="update-prompt-region" aria-live="polite" data-testid="update-prompt">
      {waiting && (
        <div className="update-prompt">
          <p className="update-prompt-text">{UI.updateAvailable}</p>
          <button type="button" className="button button-primary" onClick={reload}>
            {UI.updateReload}
          </button>
          <button
            type="button"
            className="update-prompt-close"
            aria-label={UI.updateLater}
            onClick={() => setWaiting(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
