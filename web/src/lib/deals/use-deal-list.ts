import { useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { BULK_VOTES_MAX } from '@shared/limits';
import { ApiError } from '../api-client';
import { useInlineEntry } from '../page-data';
import type { Load } from '../page-reads';
import { usePageCountMemory } from '../scroll-memory';
import { useSession } from '../session';
import { getBulkSaved, getBulkVotes, listPageKey, readListPage, type ListFilters, type ListPage } from './api';
import { listCacheKey, useDealCache } from './deal-cache';

/**
 * A list's first page for a server-rendered page (its route's reads): under its page's key, and
 * as the pages useDealList keeps under the list's key, so neither is read again when it hydrates.
 */
export async function loadDealList(load: Load, filters: ListFilters, pageSize: number, { main = false } = {}) {
  const first = listPageKey(filters, 0, pageSize);
  const page = await load(first, () => readListPage(first), { main });
  if (page) await load(listCacheKey(filters, pageSize), () => Promise.resolve([page]));
}

/** The caller's votes on these deals and those they saved, in as few bulk calls as the batch limit allows. */
async function marksOn(ids: string[]) {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BULK_VOTES_MAX) batches.push(ids.slice(i, i + BULK_VOTES_MAX));
  const [votes, saved] = await Promise.all([
    Promise.all(batches.map((batch) => getBulkVotes(batch))),
    Promise.all(batches.map((batch) => getBulkSaved(batch))),
  ]);
  return { votes: Object.assign({}, ...votes) as Record<string, boolean>, saved: saved.flat() };
}

interface Options {
  /**
   * A list shown again within this time is not read again (Home: 5 minutes); without it, a
   * list is read again each time it is shown, its cached pages showing meanwhile.
   */
  freshForMs?: number;
}

/**
 * A list of deals, newest first or Hot, or the member's saved deals, page by page ("Charger plus"
 * asks the next page). Its votes and saves are those of the member signed in: after a sign-in the
 * shown deals' marks come in bulk calls, after a sign-out they are dropped.
 */
export function useDealList(filters: ListFilters, pageSize: number, { freshForMs }: Options = {}) {
  const { user } = useSession();
  const cache = useDealCache();
  const { city, category, search, author, merchant, sort, period, exact, hideExpired, type, saved } = filters;
  const query = useMemo(
    () => ({ city, category, search, author, merchant, sort, period, exact, hideExpired, type, saved }),
    [city, category, search, author, merchant, sort, period, exact, hideExpired, type, saved],
  );
  // The page came with this list (server-rendered): it is not read again, and its failure shows as it did.
  // (A failed read is kept under the first page's key.)
  const inlinePages = useInlineEntry(listCacheKey(query, pageSize));
  const inlineFirst = useInlineEntry(listPageKey(query, 0, pageSize));
  const inline = inlinePages ?? inlineFirst;
  // Back on a history entry, the list shows as many pages as it did (so its scroll position can
  // come back), whether or not the cache still holds them. Asked for after the first render, which
  // stays the server's (a page rendered on the server is hydrated).
  const pages = usePageCountMemory(listCacheKey(query, pageSize));
  const list = useSWRInfinite<ListPage>(
    (index, previous: ListPage | null) => (previous?.last ? null : listPageKey(query, index, pageSize)),
    readListPage,
    {
      // Shown again: every page read is read again (unless fresh); "Charger plus" reads only the next.
      revalidateOnMount: !inline,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...(freshForMs ? { dedupingInterval: freshForMs } : {}),
    },
  );
  const { data, size, setSize, isValidating, mutate } = list;
  const inlineError = inline && 'error' in inline ? new ApiError(inline.error.message, inline.error.status) : undefined;
  const error = (list.error as Error | undefined) ?? (data ? undefined : inlineError);

  const restored = useRef(false);
  const restoring = useRef<number | null>(null);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (pages.remembered === undefined || pages.remembered === size) return;
    restoring.current = pages.remembered;
    void setSize(pages.remembered);
  }, [pages.remembered, size, setSize]);
  const { remember } = pages;
  useEffect(() => {
    // Once the pages asked for are in: a count being restored is not overwritten meanwhile.
    if (!data || !restored.current || isValidating) return;
    if (restoring.current !== null && size < restoring.current) return;
    restoring.current = null;
    remember(data.length);
  }, [data, size, isValidating, remember]);

  // Signed in or out since the list was read: its votes follow.
  const viewer = user?.id ?? null;
  const syncing = useRef<string | null>(null);
  useEffect(() => {
    const listed = data?.[0]?.viewer;
    const key = listCacheKey(query, pageSize);
    if (!data || listed === undefined || listed === viewer || syncing.current === `${key}|${viewer}`) return;
    syncing.current = `${key}|${viewer}`;
    const synced = () => {
      syncing.current = null;
    };
    // Another member's saved deals are not this one's: read them again.
    if (saved) return void mutate().finally(synced);
    const ids = data.flatMap((page) => page.content.map((d) => d.id));
    if (viewer === null || ids.length === 0) return void cache.setListMarks(key, viewer, {}, []).finally(synced);
    void marksOn(ids)
      .then((marks) => cache.setListMarks(key, viewer, marks.votes, marks.saved))
      .finally(synced);
  }, [data, viewer, query, pageSize, cache, saved, mutate]);

  // Saved deals read for another member are not shown while the list is read again.
  const shown = saved && data?.[0]?.viewer !== undefined && data[0].viewer !== viewer ? undefined : data;
  const deals = useMemo(() => {
    // A deal posted meanwhile shifts the pages by one: what is already shown is not repeated.
    const seen = new Set<string>();
    return (shown ?? []).flatMap((page) => page.content).filter((d) => !seen.has(d.id) && !!seen.add(d.id));
  }, [shown]);
  const lastPage = shown?.at(-1);
  return {
    deals,
    total: lastPage?.totalElements ?? 0,
    /** A search past 1,000 matches: `total` is an estimate. */
    totalEstimated: lastPage?.totalEstimated === true,
    /** A search whose misspelt words were set right: the text searched instead. */
    correctedQuery: shown?.[0]?.correctedQuery,
    /** No page yet (first read, or another list). */
    loading: !shown && !error,
    loadingMore: isValidating && !!shown && size > shown.length,
    last: lastPage?.last ?? true,
    error,
    loadMore: () => void setSize(size + 1),
    reload: () => void mutate(),
  };
}
