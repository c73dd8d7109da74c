import { useMemo } from 'react';
import { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import type { Deal } from '@shared/api-types';
import { PRODUCT } from '@shared/limits';
import { commentsPageKey, dealKey, listPageKey, SAVED_PATH, type ListFilters, type ListPage } from './api';

/**
 * The deal transitions as mutations of the SWR cache: a deal appears in lists (each an
 * useSWRInfinite entry) and under its own key, and every copy follows a change. Nothing here
 * calls the API.
 */

/** useSWRInfinite keeps a list's pages under its first page's key with this prefix. */
const INFINITE = '$inf$';
const LIST_PREFIX = `${INFINITE}${listPageKey({}, 0, 0).split('?')[0]}?`;
/** The member's saved deals ("Mes favoris"), newest saved first. */
const SAVED_PREFIX = `${INFINITE}${SAVED_PATH}?`;

/** Name of the window event (and cross-tab message) sent after a deal is deleted; detail: `{ id }`. */
export const DEAL_DELETED_EVENT = 'dealDeleted';

type Pages = ListPage[] | undefined;

/** The cache key of a list: useSWRInfinite's, from its first page's. */
export const listCacheKey = (filters: ListFilters, pageSize: number) =>
  `${INFINITE}${listPageKey(filters, 0, pageSize)}`;

const listKeys = (cache: Cache) =>
  [...cache.keys()].filter((key) => key.startsWith(LIST_PREFIX) || key.startsWith(SAVED_PREFIX));
const savedKeys = (cache: Cache) => listKeys(cache).filter((key) => key.startsWith(SAVED_PREFIX));
/** Lists of active deals only: those that hide expired ones, and the Hot order (expired deals leave it). */
const activeKeys = (cache: Cache) =>
  listKeys(cache).filter((key) => {
    const query = new URLSearchParams(key.slice(key.indexOf('?') + 1));
    return query.get('hideExpired') === 'true' || query.get('sort') === 'hot';
  });
const pagesOf = (cache: Cache, key: string) => cache.get(key)?.data as Pages;
const lists = (cache: Cache, id: string) =>
  listKeys(cache).filter((key) => pagesOf(cache, key)?.some((page) => page.content.some((d) => d.id === id)));

/** The first copy of a deal the cache holds (its page, else a list): shown while it loads. */
export function findCachedDeal(cache: Cache, id: string): Deal | undefined {
  const own = cache.get(dealKey(id))?.data as Deal | undefined;
  if (own) return own;
  for (const key of listKeys(cache)) {
    const found = pagesOf(cache, key)
      ?.flatMap((page) => page.content)
      .find((d) => d.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Would a list with these filters (read from its key) hold this deal? Null: the server decides. */
function listWouldHold(key: string, deal: Deal): boolean | null {
  if (key.startsWith(SAVED_PREFIX)) return deal.saved;
  const query = new URLSearchParams(key.slice(LIST_PREFIX.length));
  // Words only the server matches; a Hot rank only the server computes (a new deal is not its top).
  if (query.get('search') || query.get('sort') === 'hot') return null;
  if (query.get('hideExpired') === 'true' && deal.expired) return false;
  const wanted = (name: string, value: string) => !query.get(name) || query.get(name) === value;
  return wanted('city', deal.city) && wanted('category', deal.category) && wanted('author', deal.author);
}

/** Storage entries whose key holds the deal id (drafts and the like) go with the deal. */
function forgetStoredEntries(id: string) {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const doomed: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.includes(id)) doomed.push(key);
      }
      doomed.forEach((key) => storage.removeItem(key));
    } catch {
      // Storage may be unavailable (private mode): nothing was stored there either.
    }
  }
}

/**
 * The site's tabs tell each other about deleted deals. One channel sends and listens: a channel
 * does not hear its own messages, so this tab does not act twice.
 */
export const dealChannel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${PRODUCT}-${DEAL_DELETED_EVENT}`);

/** The mutations, bound to one SWR cache. */
export function dealCache(cache: Cache, mutate: ScopedMutator) {
  const mapLists = (key: string, map: (pages: ListPage[]) => ListPage[]) =>
    mutate<ListPage[]>(key, (pages) => pages && map(pages), { revalidate: false });

  /**
   * Empties a list so that it is read again when shown: its pages go (a list shown again under
   * the same hook reuses them), and it is emptied through `mutate`, which also lifts the deduping
   * that would otherwise wait on its last read for the list's freshness time.
   */
  function forgetList(key: string) {
    const query = (k: string) => {
      const params = new URLSearchParams(k.slice(k.indexOf('?') + 1));
      params.delete('page');
      return params.toString();
    };
    const pages = `${key.slice(INFINITE.length).split('?')[0]}?`;
    for (const page of [...cache.keys()]) {
      if (page.startsWith(pages) && query(page) === query(key)) cache.delete(page);
    }
    void mutate(key, undefined, { revalidate: true });
  }

  /** Replaces a deal wherever it is shown (lists, its page). */
  function putDeal(deal: Deal) {
    for (const key of lists(cache, deal.id)) {
      void mapLists(key, (pages) =>
        pages.map((page) => ({ ...page, content: page.content.map((d) => (d.id === deal.id ? deal : d)) })),
      );
    }
    if (cache.get(dealKey(deal.id))?.data) void mutate(dealKey(deal.id), deal, { revalidate: false });
  }

  /** Takes a deal out of a list; its total goes down by 1. */
  const leaveList = (key: string, id: string) =>
    mapLists(key, (pages) =>
      pages.map((page) => ({
        ...page,
        content: page.content.filter((d) => d.id !== id),
        totalElements: Math.max(0, page.totalElements - 1),
      })),
    );

  /** Puts a deal on top of a list (newest first, or newest saved first); its total goes up by 1. */
  const topList = (key: string, deal: Deal) =>
    mapLists(key, (pages) =>
      pages.map((page, i) => ({
        ...page,
        content: i === 0 ? [deal, ...page.content.filter((d) => d.id !== deal.id)] : page.content,
        totalElements: page.totalElements + 1,
      })),
    );

  /**
   * Replaces a deal wherever it is shown, and follows a change of state: expired, it leaves the
   * lists of active deals (Hot, "Masquer les expirés"); active again, those are read again when
   * shown (only the server knows its place in them).
   */
  function changeDeal(deal: Deal) {
    const before = findCachedDeal(cache, deal.id);
    putDeal(deal);
    if (!before || before.expired === deal.expired) return;
    const shown = new Set(lists(cache, deal.id));
    for (const key of activeKeys(cache)) {
      if (deal.expired && shown.has(key)) void leaveList(key, deal.id);
      else if (listWouldHold(key, deal) !== false) forgetList(key);
    }
  }

  return {
    putDeal,
    changeDeal,

    /** Saved or unsaved: the deal says so everywhere, and goes on top of, or leaves, "Mes favoris". */
    setSaved(deal: Deal) {
      putDeal(deal);
      for (const key of savedKeys(cache)) {
        const listed = pagesOf(cache, key)?.some((page) => page.content.some((d) => d.id === deal.id));
        if (deal.saved && !listed) void topList(key, deal);
        else if (!deal.saved && listed) void leaveList(key, deal.id);
      }
    },

    /** Changes a deal's copies with `change` (e.g. its comment count). */
    updateDeal(id: string, change: (deal: Deal) => Deal) {
      const deal = findCachedDeal(cache, id);
      if (deal) putDeal(change(deal));
    },

    /**
     * A created deal goes on top of every newest-first list that would hold it (not one that
     * hides expired deals, if it is expired), and each of those totals goes up by 1; a search or
     * a Hot list, which only the server can order, is read again when shown. Its page shows it
     * at once.
     */
    insertDeal(deal: Deal) {
      for (const key of listKeys(cache)) {
        const holds = listWouldHold(key, deal);
        if (holds === null) forgetList(key);
        else if (holds) void topList(key, deal);
      }
      void mutate(dealKey(deal.id), deal, { revalidate: false });
    },

    /**
     * A deleted deal leaves every list (each total goes down by 1) and its page; its comments go
     * from the cache and the storage entries whose key holds its id are removed. `reread` (another
     * tab deleted it) reads its page again, if shown, so that it says the deal is gone.
     */
    dropDeal(id: string, reread = false) {
      for (const key of lists(cache, id)) void leaveList(key, id);
      void mutate(dealKey(id), undefined, { revalidate: reread });
      const comments = commentsPageKey(id, 0).split('?')[0];
      for (const key of [...cache.keys()]) {
        if (key.startsWith(comments) || key.startsWith(`${INFINITE}${comments}`)) cache.delete(key);
      }
      forgetStoredEntries(id);
    },

    /**
     * Sets whose marks a list carries: `votes` maps deal ids to the member's votes, `saved` holds
     * the ids of the deals they saved.
     */
    setListMarks(key: string, viewer: string | null, votes: Record<string, boolean>, saved: string[]) {
      const kept = new Set(saved);
      return mapLists(key, (pages) =>
        pages.map((page) => ({
          ...page,
          viewer,
          content: page.content.map((d) => ({
            ...d,
            userVote: d.id in votes ? { isPositive: votes[d.id] } : null,
            saved: kept.has(d.id),
          })),
        })),
      );
    },
  };
}

export type DealCache = ReturnType<typeof dealCache>;

/** The deal mutations on the SWR cache of this part of the tree. */
export function useDealCache(): DealCache {
  const { cache, mutate } = useSWRConfig();
  return useMemo(() => dealCache(cache, mutate), [cache, mutate]);
}
