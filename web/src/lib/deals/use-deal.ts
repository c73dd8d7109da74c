import useSWR, { preload, useSWRConfig } from 'swr';
import type { Deal } from '@shared/api-types';
import { ApiError } from '../api-client';
import { pageDataFor } from '../page-data';
import { paths } from '../paths';
import { dealKey, readDeal } from './api';
import { findCachedDeal, useDealCache } from './deal-cache';

/** What the server-rendered page says of this deal: the deal, 'missing', or nothing. */
function inlineDeal(id: string): Deal | 'missing' | undefined {
  const data = pageDataFor(paths.deal.href(id));
  if (!data) return undefined;
  if ('deal' in data) return data.deal.id === id ? data.deal : undefined;
  return 'missingDeal' in data && data.missingDeal === id ? 'missing' : undefined;
}

/**
 * Starts reading a deal before its screen's code is there (the route's loader calls it), unless
 * the page the server rendered already holds it.
 */
export const preloadDeal = (id: string) => {
  if (!inlineDeal(id)) void preload(dealKey(id), () => readDeal(id)).catch(() => undefined);
};

/**
 * A deal, read fresh each time its screen opens (for the caller's marks and the latest counts);
 * the copy the page came with, or one a list holds, shows meanwhile. `missing`: the server does
 * not know it (404, or the page it rendered said so).
 */
export function useDeal(id: string) {
  const { cache } = useSWRConfig();
  const deals = useDealCache();
  const inline = inlineDeal(id);
  const { data, error, mutate } = useSWR<Deal, Error>(inline === 'missing' ? null : dealKey(id), () => readDeal(id), {
    fallbackData: findCachedDeal(cache, id) ?? (inline === 'missing' ? undefined : inline),
    dedupingInterval: 0,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // The lists show the fresh counts too.
    onSuccess: (deal) => deals.putDeal(deal),
  });
  const missing = inline === 'missing' || (error instanceof ApiError && error.status === 404);
  return { deal: missing ? undefined : data, missing, error, reload: () => void mutate() };
}
