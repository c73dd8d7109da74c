import { useMemo } from 'react';
import { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import type { Deal } from '@shared/api-types';
import { PRODUCT } from '@shared/limits';
import { commentsPageKey, dealKey, listPageKey, type ListFilters, type ListPage } from './api';

/**
 * The deal transitions as mutations of the SWR cache: a deal appears in lists (each an
 * useSWRInfinite entry) and under its own key, and every copy follows a change. Nothing here
 * calls the API.
 */

/** useSWRInfinite keeps a list's pages under its first page's key with this prefix. */
const INFINITE = '$inf$';
const LIST_PREFIX = `${INFINITE}${listPageKey({}, 0, 0).split('?')[0]}?`;

/** Name of the window event (and cross-tab message) sent after a deal is deleted; detail: `{ id }`. */
export const DEAL_DELETED_EVENT = 'dealDeleted';

type Pages = ListPage[] | undefined;

/** The cache key of a list: useSWRInfinite's, from its first page's. */
export const listCacheKey = (filters: ListFilters, pageSize: number) =>
  `${INFINITE}${listPageKey(filters, 0, pageSize)}`;

const listKeys = (cache: Cache) => [...cache.keys()].filter((key) => key.startsWith(LIST_PREFIX));
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
  const query = new URLSearchParams(key.slice(LIST_PREFIX.length));
  if (query.get('search')) return null;
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

  /** Replaces a deal wherever it is shown (lists, its page). */
  function putDeal(deal: Deal) {
    for (const key of lists(cache, deal.id)) {
      void mapLists(key, (pages) =>
        pages.map((page) => ({ ...page, content: page.content.map((d) => (d.id === deal.id ? deal : d)) })),
      );
    }
    if (cache.get(dealKey(deal.id))?.data) void mutate(dealKey(deal.id), deal, { revalidate: false });
  }

  return {
    putDeal,

    /** Changes a deal's copies with `change` (e.g. its comment count). */
    updateDeal(id: string, change: (deal: Deal) => Deal) {
      const deal = findCachedDeal(cache, id);
      if (deal) putDeal(change(deal));
    },

    /**
     * A created deal goes on top of every list that would hold it, and each of those totals
     * goes up by 1; a list whose words only the server can match (a search) is read again when
     * shown. Its page shows it at once.
     */
    insertDeal(deal: Deal) {
      for (const key of listKeys(cache)) {
        const holds = listWouldHold(key, deal);
        if (holds === null) cache.delete(key);
        else if (holds) {
          void mapLists(key, (pages) =>
            pages.map((page, i) => ({
              ...page,
              content: i === 0 ? [deal, ...page.content.filter((d) => d.id !== deal.id)] : page.content,
              totalElements: page.totalElements + 1,
            })),
          );
        }
      }
      void mutate(dealKey(deal.id), deal, { revalidate: false });
    },

    /**
     * A deleted deal leaves every list (each total goes down by 1) and its page; its comments go
     * from the cache and the storage entries whose key holds its id are removed. `reread` (another
     * tab deleted it) reads its page again, if shown, so that it says the deal is gone.
     */
    dropDeal(id: string, reread = false) {
      for (const key of lists(cache, id)) {
        void mapLists(key, (pages) =>
          pages.map((page) => ({
            ...page,
            content: page.content.filter((d) => d.id !== id),
            totalElements: Math.max(0, page.totalElements - 1),
          })),
        );
      }
      void mutate(dealKey(id), undefined, { revalidate: reread });
      const comments = commentsPageKey(id, 0).split('?')[0];
      for (const key of [...cache.keys()]) {
        if (key.startsWith(comments) || key.startsWith(`${INFINITE}${comments}`)) cache.delete(key);
      }
      forgetStoredEntries(id);
    },

    /** Sets whose votes a list carries: `votes` maps deal ids to the member's votes. */
    setListVotes(key: string, viewer: string | null, votes: Record<string, boolean>) {
      return mapLists(key, (pages) =>
        pages.map((page) => ({
          ...page,
          viewer,
          content: page.content.map((d) => ({ ...d, userVote: d.id in votes ? { isPositive: votes[d.id] } : null })),
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
