import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { DEAL_TITLE_MIN } from '@shared/limits';
import { api, apiPath } from '@web/lib/api-client';

/** Typing pauses this long before the lookup runs. */
const PAUSE_MS = 600;

const isLink = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Earlier deals with the same link or a very close title (GET /api/deals/similar), looked up once
 * the writer pauses; `exclude`, the deal being edited. A failed lookup shows nothing: it never
 * stands in the way of publishing.
 */
export function useSimilarDeals(input: { url: string; title: string; exclude?: string }) {
  const url = input.url.trim();
  const title = input.title.trim();
  const [settled, setSettled] = useState({ url, title });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ url, title }), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [url, title]);
  const query = {
    url: isLink(settled.url) ? settled.url : undefined,
    title: settled.title.length >= DEAL_TITLE_MIN ? settled.title : undefined,
    exclude: input.exclude,
  };
  const key = query.url || query.title ? apiPath('GET /api/deals/similar', { query }) : null;
  const { data } = useSWR(key, (k) => api.read(k), {
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return key ? (data ?? []) : [];
}
