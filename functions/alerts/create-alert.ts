import { MSG } from '@shared/messages';
import { alertSchema } from '@shared/schemas/alert';
import { createAlert } from '../data/alerts/alerts';
import { api, created } from '../http/api';
import { count } from '../lib/metrics';

/** Creates a keyword alert (at most ALERTS_PER_MEMBER, no two alike: 409). */
export const handler = api('POST /api/alerts', { body: alertSchema }, async ({ body, userId, session }) => {
  const alert = await createAlert(userId, body, session);
  count('AlertsCreated');
  return created(alert, MSG.alertCreated);
});
