import { useCallback } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { PRODUCT } from '@shared/limits';

// What a history entry looked like when it was left: its scroll position and how many pages of
// each list it showed (docs/architecture.md#scroll). Kept in sessionStorage, so it survives a
// reload and a visit to another site in the same tab, and ends with the tab.

const STORAGE_KEY = `${PRODUCT}_scroll`;
/** Entries remembered; the oldest go first. */
const MAX_ENTRIES = 60;

interface Remembered {
  /** Scroll position (px from the top). */
  y?: number;
  /** Pages shown, per list (the list's cache key). */
  pages?: Record<string, number>;
}

let memory: Map<string, Remembered> | null = null;

/** The entry this document opened on (none when rendered on the server). */
const firstEntry =
  typeof window === 'undefined'
    ? null
    : `${(window.history.state as { key?: string } | null)?.key ?? 'default'}|${window.location.pathname}${window.location.search}`;

/**
 * Whether this document was opened afresh (an address typed, a link from elsewhere), not by a
 * reload nor by the browser's back and forward buttons.
 */
export function openedAfresh() {
  const type = (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return type !== 'reload' && type !== 'back_forward';
}

function load(): Map<string, Remembered> {
  if (memory) return memory;
  // On the server: nothing remembered, nothing kept.
  if (firstEntry === null) return new Map();
  memory = new Map();
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed)) {
      for (const item of parsed) {
        if (Array.isArray(item) && typeof item[0] === 'string' && item[1] && typeof item[1] === 'object') {
          memory.set(item[0], item[1] as Remembered);
        }
      }
    }
  } catch {
    // Unreadable or refused storage: start with nothing remembered.
  }
  // A tab's first entry is keyed `default` whatever the document: opened afresh, what an earlier
  // document of this tab left under it at the same address is not this page's.
  if (openedAfresh()) memory.delete(firstEntry);
  return memory;
}

/** Writes what is remembered to sessionStorage (on navigation and when the page is hidden). */
export function flushScrollMemory() {
  if (!memory) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...memory]));
  } catch {
    // Storage refused: positions live in memory for this page view only.
  }
}

function update(entry: string, change: (item: Remembered) => Remembered) {
  const all = load();
  const next = change(all.get(entry) ?? {});
  // Re-inserted last: the map's order is least recently written first.
  all.delete(entry);
  all.set(entry, next);
  while (all.size > MAX_ENTRIES) all.delete(all.keys().next().value!);
}

/**
 * The key of a history entry: react-router's key for it, with its path and query (the first entry
 * of a tab has the key `default` whatever its address).
 */
export const entryOf = (location: Pick<Location, 'key' | 'pathname' | 'search'>) =>
  `${location.key}|${location.pathname}${location.search}`;

/** The scroll position remembered for a history entry, if any. */
export const savedPosition = (entry: string) => load().get(entry)?.y;

/** Remembers the scroll position of a history entry (in memory; flushScrollMemory writes it). */
export function savePosition(entry: string, y: number) {
  update(entry, (item) => ({ ...item, y: Math.max(0, Math.round(y)) }));
}

/** Forgets a history entry (a fresh load of its address starts anew). */
export function forgetEntry(entry: string) {
  load().delete(entry);
}

/**
 * How many pages a list showed when the current history entry was last left (undefined: never
 * shown there), and how to remember the count it shows now. Back on the entry, the list asks
 * for as many pages again, so the scroll position can be restored.
 */
export function usePageCountMemory(list: string) {
  const entry = entryOf(useLocation());
  const remember = useCallback(
    (count: number) => {
      if (load().get(entry)?.pages?.[list] === count) return;
      update(entry, (item) => ({ ...item, pages: { ...item.pages, [list]: count } }));
      flushScrollMemory();
    },
    [entry, list],
  );
  return { remembered: load().get(entry)?.pages?.[list], remember };
}
