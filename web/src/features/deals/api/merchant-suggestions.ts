import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { MerchantRef } from '@shared/api-types';
import { merchantSlug } from '@shared/merchants';
import { api, apiPath } from '@web/lib/api-client';

/** Typing pauses this long before the names are looked up. */
const TYPING_PAUSE_MS = 300;
/** A link is looked up once the writer stops typing or pasting it. */
const LINK_PAUSE_MS = 600;

/** An http(s) address, as the API takes a deal's link. */
export const isLink = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The merchants the deal form suggests as the name is typed (GET /api/merchants?q=): those whose
 * name starts as typed, the link's own merchant first when there is a link. A failed lookup
 * suggests nothing: the field takes any name.
 */
export function useMerchantSuggestions(input: { text: string; url: string }): MerchantRef[] {
  const text = useSettled(input.text.trim(), TYPING_PAUSE_MS);
  const url = input.url.trim();
  // A text without a letter or digit names no merchant (the API would match none).
  const key = merchantSlug(text)
    ? apiPath('GET /api/merchants', { query: { q: text, url: isLink(url) ? url : undefined } })
    : null;
  const { data } = useSWR(key, (k) => api.read(k), {
    revalidateOnFocus: false,
    keepPreviousData: true,
    shouldRetryOnError: false,
  });
  return key ? (data ?? []) : [];
}

/**
 * Calls `fill` with the name of the merchant that owns a new link's domain (GET
 * /api/merchants?url=, its first answer), once per link typed or pasted, while `wanted()` says the
 * merchant field is still empty. The link a deal was opened with is not looked up: opening an
 * edit changes nothing.
 */
export function useMerchantFromLink(url: string, wanted: () => boolean, fill: (name: string) => void) {
  const settled = useSettled(url.trim(), LINK_PAUSE_MS);
  const opened = useRef(settled);
  // The latest callbacks, without making the lookup depend on them.
  const latest = useRef({ wanted, fill });
  useEffect(() => {
    latest.current = { wanted, fill };
  });
  useEffect(() => {
    if (settled === opened.current || !isLink(settled) || !latest.current.wanted()) return;
    let current = true;
    api
      .read(apiPath('GET /api/merchants', { query: { url: settled } }))
      .then((merchants) => {
        const first = merchants?.[0];
        if (current && first && latest.current.wanted()) latest.current.fill(first.name);
      })
      // A lookup that fails fills nothing: the member types the name.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [settled]);
}
