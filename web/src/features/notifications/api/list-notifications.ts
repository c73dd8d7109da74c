import useSWR from 'swr';
import { CLIENT_MSG } from '@shared/client-messages';
import { api, apiPath, type ApiPath } from '@web/lib/api-client';

/** The SWR key of a page of the member's notifications (newest first). */
export const notificationsKey = (userId: string, page: number, size: number) =>
  [apiPath('GET /api/notifications', { query: { page, size } }), userId] as const;

/** Whether an SWR key is one of this member's pages of notifications (the header's and the page's). */
export const isNotificationsKeyOf = (userId: string) => (key: unknown) =>
  Array.isArray(key) &&
  key[1] === userId &&
  typeof key[0] === 'string' &&
  key[0].startsWith(`${apiPath('GET /api/notifications')}?`);

const listNotifications = ([path]: readonly [ApiPath<'GET /api/notifications'>, string]) =>
  api.read(path, { fallback: CLIENT_MSG.notifications });

/** A page of the member's notifications, read again each time it is shown; the previous page shows meanwhile. */
export const useNotifications = (userId: string | null | undefined, page: number, size: number) =>
  useSWR(userId ? notificationsKey(userId, page, size) : null, listNotifications, {
    revalidateOnMount: true,
    keepPreviousData: true,
  });
