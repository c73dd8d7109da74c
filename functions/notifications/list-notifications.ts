import { notificationsQuery } from '@shared/schemas/alert';
import { listNotifications } from '../data/notifications/notifications';
import { api, ok } from '../http/api';

/** The caller's notifications, newest first. */
export const handler = api('GET /api/notifications', { query: notificationsQuery }, async ({ query, userId }) =>
  ok(await listNotifications(userId, query.page, query.size)),
);
