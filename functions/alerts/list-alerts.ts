import { listAlerts } from '../data/alerts/alerts';
import { api, ok } from '../http/api';

/** The caller's keyword alerts, newest first. */
export const handler = api('GET /api/alerts', {}, async ({ userId }) => ok(await listAlerts(userId)));
