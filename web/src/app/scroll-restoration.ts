import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigationType } from 'react-router-dom';
import {
  entryOf,
  flushScrollMemory,
  forgetEntry,
  openedAfresh,
  savedPosition,
  savePosition,
} from '@web/lib/scroll-memory';

/** How long a restore waits for the page to be tall enough (and ready) before it settles for less. */
export const RESTORE_LIMIT_MS = 5000;

/** What the visitor does to scroll: once they do, a restore in progress stops. */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `y` once the page can show it: when the document is tall enough and nothing in
 * the page is busy (a list reading its pages marks itself `aria-busy`). It follows the layout
 * (ResizeObserver) and the busy marks (MutationObserver) rather than a timer, stops when the
 * visitor scrolls, and after RESTORE_LIMIT_MS settles for the closest position. Returns a cancel.
 */
function restoreWhenReady(y: number, done: () => void) {
  if (typeof ResizeObserver === 'undefined' || typeof MutationObserver === 'undefined') {
    window.scrollTo(0, y);
    done();
    return () => {};
  }
  let finished = false;
  const main = document.getElementById('main') ?? document.body;
  const finish = () => {
    if (finished) return;
    finished = true;
    resize.disconnect();
    mutations.disconnect();
    clearTimeout(limit);
    for (const type of USER_SCROLL) window.removeEventListener(type, finish);
    done();
  };
  const attempt = () => {
    if (finished) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    if (room >= y) {
      window.scrollTo(0, y);
      if (!main.querySelector('[aria-busy="true"]')) finish();
    }
  };
  const resize = new ResizeObserver(attempt);
  resize.observe(document.body);
  const mutations = new MutationObserver(attempt);
  mutations.observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
  const limit = setTimeout(() => {
    window.scrollTo(0, Math.min(y, document.documentElement.scrollHeight - window.innerHeight));
    finish();
  }, RESTORE_LIMIT_MS);
  for (const type of USER_SCROLL) window.addEventListener(type, finish, { passive: true });
  attempt();
  return finish;
}

/** The element a `#hash` names, if the page has it. */
function hashTarget(hash: string) {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The site's scroll behaviour (docs/architecture.md#scroll), in place of the browser's and
 * react-router's: a page opened afresh starts at the top (or at its `#hash`); a link followed
 * inside the app too, unless it asked to keep the position (`preventScrollReset`, e.g. Home's
 * filters); back and forward (and a reload) return to where that history entry was left, once
 * its page shows as much as it did. Positions are remembered per history entry and address.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const preventReset = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset ?? false;
  const entry = entryOf(location);
  const current = useRef<string | null>(null);
  const restoring = useRef<{ cancel: () => void } | null>(null);

  // The browser leaves scrolling to us; every scroll is remembered for the entry shown.
  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        // A restore in progress scrolls through positions that are not the visitor's.
        if (current.current && !restoring.current) savePosition(current.current, window.scrollY);
      });
    };
    const onHide = () => {
      if (current.current && !restoring.current) savePosition(current.current, window.scrollY);
      flushScrollMemory();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
      history.scrollRestoration = before;
    };
  }, []);

  // Before paint, each time another entry shows.
  useLayoutEffect(() => {
    if (current.current === entry) return;
    const first = current.current === null;
    current.current = entry;
    restoring.current?.cancel();
    flushScrollMemory();

    const saved = savedPosition(entry);
    const goBack = first ? !openedAfresh() : action === 'POP';
    if (first && !goBack) forgetEntry(entry);
    if (goBack && saved !== undefined) {
      const restore = { cancel: () => {} };
      restoring.current = restore;
      restore.cancel = restoreWhenReady(saved, () => {
        if (restoring.current === restore) restoring.current = null;
      });
      return;
    }
    if (!first && !goBack && preventReset) return;
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView();
    else if (window.scrollY !== 0) window.scrollTo(0, 0);
  }, [entry, action, preventReset, location.hash]);

  useEffect(() => () => restoring.current?.cancel(), []);
}
