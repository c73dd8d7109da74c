import useSWR, { preload, useSWRConfig } from 'swr';
import type { Deal } from '@shared/api-types';
import { ApiError } from '../api-client';
import { dealKey, readDeal } from './api';
import { findCachedDeal, useDealCache } from './deal-cache';

/** Starts reading a deal before its screen's code is there (the route's loader calls it). */
export const preloadDeal = (id: string) => void preload(dealKey(id), readDeal).catch(() => undefined);

/**
 * A deal, read fresh each time its screen opens; a copy a list holds shows meanwhile. `missing`:
 * the server does not know it (404).
 */
export function useDeal(id: string) {
  const { cache } = useSWRConfig();
  const deals = useDealCache();
  const { data, error, mutate } = useSWR<Deal, Error>(dealKey(id), readDeal, {
    fallbackData: findCachedDeal(cache, id),
    dedupingInterval: 0,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // The lists show the fresh counts too.
    onSuccess: (deal) => deals.putDeal(deal),
  });
  const missing = error instanceof ApiError && error.status === 404;
  return { deal: missing ? undefined : data, missing, error, reload: () => void mutate() };
}
