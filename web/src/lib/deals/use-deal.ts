import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Deal } from '@shared/api-types';
import { ApiError } from '../api-client';
import { useInlineEntry } from '../page-data';
import type { Load } from '../page-reads';
import { useSession } from '../session';
import { dealKey, readDeal } from './api';
import { findCachedDeal, useDealCache } from './deal-cache';

/** A deal page's read (its route's loader): the server inlines it, the browser starts it early. */
export const loadDeal = (load: Load, id: string) => load(dealKey(id), () => readDeal(id), { main: true, eager: true });

/**
 * A deal, read fresh each time its screen opens (for the caller's marks and the latest counts);
 * the copy the server-rendered page came with, or one a list holds, shows meanwhile. A guest's
 * page is not read again: it came as a guest sees it. `missing`: the server does not know it (404).
 */
export function useDeal(id: string) {
  const { cache } = useSWRConfig();
  const deals = useDealCache();
  const { user } = useSession();
  const inline = useInlineEntry(dealKey(id));
  const inlineError = inline && 'error' in inline ? new ApiError(inline.error.message, inline.error.status) : undefined;
  const { data, error, mutate } = useSWR<Deal, Error>(dealKey(id), () => readDeal(id), {
    fallbackData: findCachedDeal(cache, id),
    revalidateOnMount: !inline,
    dedupingInterval: 0,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // The lists show the fresh counts too.
    onSuccess: (deal) => deals.putDeal(deal),
  });
  // A member's marks are not in the guest's page, and a hidden deal is theirs to see if they wrote
  // it: read again once the session is known (after hydration, or a sign-in on the page).
  const fromPage = !!inline;
  const viewer = user?.id;
  useEffect(() => {
    if (fromPage && viewer) void mutate();
  }, [fromPage, viewer, mutate]);
  const failure = error ?? (data ? undefined : inlineError);
  const missing = failure instanceof ApiError && failure.status === 404;
  return { deal: missing ? undefined : data, missing, error: failure, reload: () => void mutate() };
}
