import { unreadCount } from '../data/notifications/notifications';
import { api, ok } from '../http/api';

/** How many of the caller's notifications are unread (the header's bell). */
export const handler = api('GET /api/notifications/unread-count', {}, async ({ userId }) =>
  ok(await unreadCount(userId)),
);
