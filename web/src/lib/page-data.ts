import { createContext, useContext } from 'react';
import { PAGE_DATA_ID, type InlineError, type PageData } from '@shared/page-shells';

// A server-rendered page (functions/site/render-page.ts) carries what its loaders read, by SWR
// key, so the app hydrates it without asking the API again. It belongs to the page as served: the
// first navigation inside the app spends it (what it holds is then only a placeholder). The
// server renders with the same data through the same context (web/src/entry-server.tsx).

const PageDataContext = createContext<PageData | null>(null);

/** Gives the components the page's data: the server's render, or the browser's hydration. */
export const PageDataProvider = PageDataContext.Provider;

let served: PageData | null | undefined;
let spent = false;

/** The page the server rendered, if this document is one (the app hydrates it). */
export function servedPage(): PageData | null {
  if (served === undefined) {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    try {
      served = text ? (JSON.parse(text) as PageData) : null;
    } catch {
      served = null;
    }
  }
  return served;
}

/** The first navigation inside the app: the page's answers are no longer fresh. */
export function spendPageData() {
  spent = true;
}

/** The server's answer for an SWR key, while the page is still the one it rendered. */
export function useInlineEntry(key: string): { data: unknown } | { error: InlineError } | undefined {
  const page = useContext(PageDataContext);
  if (!page || spent) return undefined;
  if (key in page.entries) return { data: page.entries[key] };
  if (key in page.errors) return { error: page.errors[key] };
  return undefined;
}

/** When the server rendered the page (relative times hydrate as it wrote them), if it did. */
export const useRenderedAt = () => useContext(PageDataContext)?.renderedAt;

/** The browser app's SWR cache (seededCache), once made. */
let appCache: Map<string, unknown> | undefined;

/**
 * An SWR cache holding a page's answers, as SWR keeps them (`{ data }` by key): the server renders
 * from it, and the browser starts from the same answers, so nothing is read twice.
 */
export const seededCache = (entries: Record<string, unknown>) =>
  (appCache = new Map<string, { data: unknown }>(Object.entries(entries).map(([key, data]) => [key, { data }])));

/** Whether the app's SWR cache holds `key`: its answer, or a read of it under way (SWR records both). */
export const isCached = (key: string) => !!appCache?.has(key);
