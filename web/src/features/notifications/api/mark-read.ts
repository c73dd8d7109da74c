import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AppNotification, Page, UnreadCount } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError, api } from '@web/lib/api-client';
import { isNotificationsKeyOf } from './list-notifications';
import { unreadKey } from './unread-count';

/** Marks notifications read (all of them without ids); resolves with the unread count left. */
export const markRead = (ids?: string[]) =>
  api.call('POST /api/notifications/read', { body: ids ? { ids } : {}, fallback: CLIENT_MSG.notificationsRead });

/**
 * Marks notifications read (`ids`: unread ones; none: all) at once wherever they are shown, the
 * badge with them; then the server's count replaces the guess. On failure both are read again.
 */
export function useMarkRead(userId: string | null | undefined) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids?: string[]) => {
      if (!userId) return;
      const pages = isNotificationsKeyOf(userId);
      const count = unreadKey(userId);
      const hit = (n: AppNotification) => !ids || n.ids.some((id) => ids.includes(id));
      await mutate(
        pages,
        (page?: Page<AppNotification>) =>
          page && { ...page, content: page.content.map((n) => (hit(n) && !n.read ? { ...n, read: true } : n)) },
        { revalidate: false },
      );
      await mutate(
        count,
        (current?: UnreadCount) => current && { unread: ids ? Math.max(0, current.unread - ids.length) : 0 },
        { revalidate: false },
      );
      try {
        const answer = await markRead(ids);
        if (typeof answer?.unread === 'number') await mutate(count, answer, { revalidate: false });
        else void mutate(count);
      } catch (err) {
        void mutate(count);
        void mutate(pages);
        throw err;
      }
    },
    [mutate, userId],
  );
}

/**
 * "Tout marquer comme lu" as the dropdown and the page offer it: whether it runs, and its
 * failure's French message (`version` changes with each failure, so the same text shows again).
 */
export function useMarkAllRead(userId: string | null | undefined) {
  const markRead = useMarkRead(userId);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; version: number } | null>(null);
  const markAll = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await markRead();
    } catch (err) {
      setProblem({ text: err instanceof ApiError ? err.message : CLIENT_MSG.notificationsRead, version: Date.now() });
    } finally {
      setBusy(false);
    }
  };
  return { markAll, busy, problem, dismiss: () => setProblem(null) };
}
