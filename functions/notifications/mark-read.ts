import { MSG } from '@shared/messages';
import { markReadSchema } from '@shared/schemas/alert';
import { markRead } from '../data/notifications/notifications';
import { api, ok } from '../http/api';

/** Marks the named notifications read, or all of them; answers the unread count. */
export const handler = api(
  'POST /api/notifications/read',
  { body: markReadSchema },
  async ({ body, userId, session }) => ok(await markRead(userId, body?.ids, session), MSG.notificationsRead),
);
