import { CATEGORIES } from '../../../shared/categories';
import { CLIENT_MSG } from '../../../shared/client-messages';
import { api } from './api-client';
import { CACHE_KEYS, CACHE_TTL } from './cache';
import { useCached } from './use-cached';

// The city and category lists serve several features (footer, forms, filters), so they live here.

export async function fetchCategories() {
  try {
    return await api.get<string[]>('/deals/categories', { fallback: CLIENT_MSG.categories });
  } catch (err) {
    console.warn('categories load failed', err);
    throw err;
  }
}

export function useList(key: string, fetcher: () => Promise<string[]>, fallback: readonly string[]) {
  const { data, error } = useCached(key, CACHE_TTL.lists, fetcher);
  const loaded = Array.isArray(data) && data.length > 0;
  return { list: loaded ? data : [...fallback], loaded, error };
}

/** Supported categories, cached 24 h under `supported_categories`; the shared list stands in meanwhile. */
export const useCategories = () => useList(CACHE_KEYS.categories, fetchCategories, CATEGORIES);
