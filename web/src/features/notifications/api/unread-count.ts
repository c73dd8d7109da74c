import useSWR from 'swr';
import { api, apiPath, type ApiPath } from '@web/lib/api-client';

/**
 * The header asks for the unread count this often while the page is in view, and again as soon as
 * it comes back into view or takes the focus; never while hidden. Cheap: one read of the member's
 * counter item (docs/api.md#notifications), so a matching deal shows in the bell within 10 s.
 */
export const UNREAD_POLL_MS = 10_000;

/** The SWR key of the member's unread count (keyed by member too: another sign-in never sees it). */
export const unreadKey = (userId: string) => [apiPath('GET /api/notifications/unread-count'), userId] as const;

const getUnreadCount = ([path]: readonly [ApiPath<'GET /api/notifications/unread-count'>, string]) => api.read(path);

/**
 * How many of the member's notifications are unread (0 for a guest, or while unknown). A failed
 * read is not shown: the next poll tries again.
 */
export function useUnreadCount(userId: string | null | undefined) {
  const { data } = useSWR(userId ? unreadKey(userId) : null, getUnreadCount, {
    refreshInterval: UNREAD_POLL_MS,
    refreshWhenHidden: false,
    refreshWhenOffline: false,
    revalidateOnFocus: true,
    // Back in view after a while: ask at once (SWR's default waits 5 s between focus reads).
    focusThrottleInterval: 2_000,
    shouldRetryOnError: false,
  });
  const unread = data?.unread;
  return typeof unread === 'number' && unread > 0 ? Math.floor(unread) : 0;
}
