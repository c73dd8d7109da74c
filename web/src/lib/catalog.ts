import useSWR from 'swr';
import { CATEGORIES } from '@shared/categories';
import { CLIENT_MSG } from '@shared/client-messages';
import { api, apiPath } from './api-client';

/** The two catalog routes. */
export type CatalogRoute = 'GET /api/deals/cities' | 'GET /api/deals/categories';

// The city and category lists serve several features (footer, forms, filters), so they live here.

/** They change with a deploy at most: kept a day, across reloads. */
export const CATALOG_TTL_MS = 24 * 60 * 60_000;

/** localStorage keys the lists are kept under, with the time they expire. */
export const CATALOG_KEYS = { cities: 'supported_cities', categories: 'supported_categories' } as const;

interface Stored {
  value: string[];
  expiresAt: number;
}

function readStored(storageKey: string): string[] | undefined {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? 'null') as Stored | null;
    const fresh = !!stored && Array.isArray(stored.value) && stored.value.length > 0 && stored.expiresAt > Date.now();
    return fresh ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

function store(storageKey: string, value: readonly string[]) {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify({ value, expiresAt: Date.now() + CATALOG_TTL_MS }));
  } catch {
    // No storage: the list is asked again on the next visit.
  }
}

/** A catalog call: failures are only logged (the shared list stands in). */
function loadList(route: CatalogRoute, fallback: string, storageKey: string) {
  return async () => {
    try {
      const list = await api.call(route, { fallback });
      if (Array.isArray(list) && list.length > 0) store(storageKey, list);
      return list;
    } catch (err) {
      console.warn(`${route} load failed`, err);
      throw err;
    }
  };
}

/**
 * A list the API serves, kept 24 h in localStorage under `storageKey`: a fresh stored copy is
 * used without a call; meanwhile, and when the call fails, `fallback` (the shared list) shows.
 */
export function useList(route: CatalogRoute, fallbackMessage: string, storageKey: string, fallback: readonly string[]) {
  const stored = readStored(storageKey);
  const { data, error } = useSWR<readonly string[]>(apiPath(route), loadList(route, fallbackMessage, storageKey), {
    fallbackData: stored,
    revalidateOnMount: stored === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  const loaded = Array.isArray(data) && data.length > 0;
  return { list: [...(loaded ? data : fallback)], loaded, error: error as Error | undefined };
}

/** Supported categories, kept 24 h under `supported_categories`; the shared list stands in meanwhile. */
export const useCategories = () =>
  useList('GET /api/deals/categories', CLIENT_MSG.categories, CATALOG_KEYS.categories, CATEGORIES);
