import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { Merchant } from '@shared/api-types';
import { api, apiPath, ApiError, type ApiPath } from '@web/lib/api-client';
import { useInlineEntry } from '@web/lib/page-data';
import type { Load } from '@web/lib/page-reads';
import { getSession, useSession } from '@web/lib/session';

/** The SWR key of a merchant's page data (the API path, the slug encoded). */
export const merchantKey = (slug: string) => apiPath('GET /api/merchants/{slug}', { params: { slug } });

const getMerchant = (key: ApiPath<'GET /api/merchants/{slug}'>) => api.read(key);

/** A merchant page's read (its route's loader): the server inlines it, the browser starts it early. */
export function loadMerchant(load: Load, slug: string) {
  const key = merchantKey(slug);
  return load(key, () => getMerchant(key), { main: true, eager: true });
}

/**
 * A merchant, read fresh each time its page opens, unless the server-rendered page came with it;
 * read again when the member signed in is not the one it was read for (`followed` is theirs).
 * An alias answers the merchant it was merged into: its `slug` is then not the one asked.
 * `missing`: no such merchant (404).
 */
export function useMerchant(slug: string) {
  const inline = useInlineEntry(merchantKey(slug));
  const { user } = useSession();
  const viewer = user?.id ?? null;
  // Who the data was read for: a served page is a guest's; undefined until a read.
  const readFor = useRef<string | null | undefined>(inline ? null : undefined);
  const { data, error, mutate } = useSWR<Merchant, Error>(
    merchantKey(slug),
    (key: ApiPath<'GET /api/merchants/{slug}'>) => {
      readFor.current = getSession().user?.id ?? null;
      return getMerchant(key);
    },
    { revalidateOnMount: !inline, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  useEffect(() => {
    if (readFor.current !== undefined && readFor.current !== viewer) void mutate();
  }, [viewer, mutate]);
  const failure =
    error ??
    (!data && inline && 'error' in inline ? new ApiError(inline.error.message, inline.error.status) : undefined);
  const missing = failure instanceof ApiError && failure.status === 404;
  return { merchant: missing ? undefined : data, missing, error: failure, reload: () => void mutate() };
}
