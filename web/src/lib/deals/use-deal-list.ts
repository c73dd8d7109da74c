import { useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { BULK_VOTES_MAX } from '@shared/limits';
import { useSession } from '../session';
import { getBulkVotes, listPageKey, readListPage, type ListFilters, type ListPage } from './api';
import { listCacheKey, useDealCache } from './deal-cache';

/** The caller's votes on these deals, in as few bulk calls as the batch limit allows. */
async function votesOn(ids: string[]): Promise<Record<string, boolean>> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BULK_VOTES_MAX) batches.push(ids.slice(i, i + BULK_VOTES_MAX));
  const answers = await Promise.all(batches.map((batch) => getBulkVotes(batch)));
  return Object.assign({}, ...answers);
}

interface Options {
  /**
   * A list shown again within this time is not read again (Home: 5 minutes); without it, a
   * list is read again each time it is shown, its cached pages showing meanwhile.
   */
  freshForMs?: number;
}

/**
 * A list of deals, newest first, page by page ("Charger plus" asks the next page). Its votes are
 * those of the member signed in: after a sign-in the shown deals' votes come in one bulk call,
 * after a sign-out they are dropped.
 */
export function useDealList(filters: ListFilters, pageSize: number, { freshForMs }: Options = {}) {
  const { user } = useSession();
  const cache = useDealCache();
  const { city, category, search, author } = filters;
  const query = useMemo(() => ({ city, category, search, author }), [city, category, search, author]);
  const list = useSWRInfinite<ListPage>(
    (index, previous: ListPage | null) => (previous?.last ? null : listPageKey(query, index, pageSize)),
    readListPage,
    {
      // Shown again: every page read is read again (unless fresh); "Charger plus" reads only the next.
      revalidateOnMount: true,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...(freshForMs ? { dedupingInterval: freshForMs } : {}),
    },
  );
  const { data, size, setSize, isValidating } = list;

  // Signed in or out since the list was read: its votes follow.
  const viewer = user?.id ?? null;
  const syncing = useRef<string | null>(null);
  useEffect(() => {
    const listed = data?.[0]?.viewer;
    const key = listCacheKey(query, pageSize);
    if (!data || listed === undefined || listed === viewer || syncing.current === `${key}|${viewer}`) return;
    const ids = data.flatMap((page) => page.content.map((d) => d.id));
    if (viewer === null || ids.length === 0) {
      void cache.setListVotes(key, viewer, {});
      return;
    }
    syncing.current = `${key}|${viewer}`;
    void votesOn(ids)
      .then((votes) => cache.setListVotes(key, viewer, votes))
      .finally(() => {
        syncing.current = null;
      });
  }, [data, viewer, query, pageSize, cache]);

  const deals = useMemo(() => {
    // A deal posted meanwhile shifts the pages by one: what is already shown is not repeated.
    const seen = new Set<string>();
    return (data ?? []).flatMap((page) => page.content).filter((d) => !seen.has(d.id) && !!seen.add(d.id));
  }, [data]);
  const lastPage = data?.at(-1);
  return {
    deals,
    total: lastPage?.totalElements ?? 0,
    /** No page yet (first read, or another list). */
    loading: !data && !list.error,
    loadingMore: isValidating && !!data && size > data.length,
    last: lastPage?.last ?? true,
    error: list.error as Error | undefined,
    loadMore: () => void setSize(size + 1),
    reload: () => void list.mutate(),
  };
}
