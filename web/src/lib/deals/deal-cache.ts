import { useMemo } from 'react';
import { useSWRConfig, type Cache, type ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { Deal } from '@shared/api-types';
import { PRODUCT } from '@shared/limits';
import { commentsPageKey, dealKey, listPageKey, SAVED_PATH, type ListFilters, type ListPage } from './api';

/**
 * The deal transitions as mutations of the SWR cache: a deal appears in lists (each an
 * useSWRInfinite entry) and under its own key, and every copy follows a change. Nothing here
 * calls the API.
 */

/**
 * The cache key useSWRInfinite keeps a list's pages under, from its first page's key: SWR's
 * public `unstable_serialize`, so that nothing here depends on how SWR spells it.
 */
const infiniteKey = (firstPage: string) => unstable_serialize(() => firstPage);

const LIST_PATH = listPageKey({}, 0, 0).split('?')[0];

/** Name of the window event (and cross-tab message) sent after a deal is deleted; detail: `{ id }`. */
export const DEAL_DELETED_EVENT = 'dealDeleted';

type Pages = ListPage[] | undefined;

/** The cache key of a list: useSWRInfinite's, from its first page's. */
export const listCacheKey = (filters: ListFilters, pageSize: number) => infiniteKey(listPageKey(filters, 0, pageSize));

/**
 * A list the cache holds: its first page's key (a deal list's, or "Mes favoris"), whose query
 * says its filters, and the key of its pages.
 */
interface CachedList {
  key: string;
  query: URLSearchParams;
  saved: boolean;
}

/**
 * The lists the cache holds, found from their first pages (each page is cached under its own
 * key too): those whose useSWRInfinite entry is there.
 */
function cachedLists(cache: Cache): CachedList[] {
  const found: CachedList[] = [];
  for (const first of cache.keys()) {
    const [path, search = ''] = first.split('?');
    const query = new URLSearchParams(search);
    if ((path !== LIST_PATH && path !== SAVED_PATH) || query.get('page') !== '0') continue;
    const key = infiniteKey(first);
    if (cache.get(key)) found.push({ key, query, saved: path === SAVED_PATH });
  }
  return found;
}
const listKeys = (cache: Cache) => cachedLists(cache).map((list) => list.key);
const savedKeys = (cache: Cache) =>
  cachedLists(cache)
    .filter((list) => list.saved)
    .map((list) => list.key);
/** Lists of active deals only: those that hide expired ones, and the Hot order (expired deals leave it). */
const activeLists = (cache: Cache) =>
  cachedLists(cache).filter(({ query }) => query.get('hideExpired') === 'true' || query.get('sort') === 'hot');
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

/** Would a list with these filters (read from its first page's key) hold this deal? Null: the server decides. */
function listWouldHold({ query, saved }: CachedList, deal: Deal): boolean | null {
  if (saved) return deal.saved;
  // Words only the server matches; a rank (Hot, Discutés, Les + hot) only the server computes.
  if (query.get('search') || (query.get('sort') ?? 'new') !== 'new') return null;
  if (query.get('hideExpired') === 'true' && deal.expired) return false;
  const wanted = (name: string, value: string) => !query.get(name) || query.get(name) === value;
  return (
    wanted('city', deal.city) &&
    wanted('category', deal.category) &&
    wanted('author', deal.author) &&
    wanted('merchant', deal.merchantSlug ?? '') &&
    wanted('type', deal.type)
  );
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
  typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(`${PRODUCT}-${DEAL_DELETED_EVENT}`);

/** The mutations, bound to one SWR cache. */
export function dealCache(cache: Cache, mutate: ScopedMutator) {
  const mapLists = (key: string, map: (pages: ListPage[]) => ListPage[]) =>
    mutate<ListPage[]>(key, (pages) => pages && map(pages), { revalidate: false });

  /**
   * Empties a list so that it is read again when shown: its pages go (a list shown again under
   * the same hook reuses them), and it is emptied through `mutate`, which also lifts the deduping
   * that would otherwise wait on its last read for the list's freshness time.
   */
  function forgetList({ key, query, saved }: CachedList) {
    const filters = (params: URLSearchParams) => {
      const rest = new URLSearchParams(params);
      rest.delete('page');
      return rest.toString();
    };
    const path = saved ? SAVED_PATH : LIST_PATH;
    for (const page of [...cache.keys()]) {
      const [pagePath, search = ''] = page.split('?');
      if (pagePath === path && filters(new URLSearchParams(search)) === filters(query)) cache.delete(page);
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
   * shown (only the server knows its place in them); of another kind, so are the lists of a kind.
   */
  function changeDeal(deal: Deal) {
    const before = findCachedDeal(cache, deal.id);
    putDeal(deal);
    // Of another kind now (an edit): the lists of one kind are read again when shown.
    if (before && before.type !== deal.type) {
      for (const list of cachedLists(cache)) if (list.query.get('type')) forgetList(list);
    }
    if (!before || before.expired === deal.expired) return;
    const shown = new Set(lists(cache, deal.id));
    for (const list of activeLists(cache)) {
      if (deal.expired && shown.has(list.key)) void leaveList(list.key, deal.id);
      else if (listWouldHold(list, deal) !== false) forgetList(list);
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
      for (const list of cachedLists(cache)) {
        const holds = listWouldHold(list, deal);
        if (holds === null) forgetList(list);
        else if (holds) void topList(list.key, deal);
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
      for (const key of [...cache.keys()]) if (key.split('?')[0] === comments) cache.delete(key);
      cache.delete(infiniteKey(commentsPageKey(id, 0)));
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
