import { reportQueueQuery } from '@shared/schemas/report';
import { listReports } from '../data/moderation/report-queue';
import { api, ok } from '../http/api';

/** The moderation queue: reported targets of one status, last reported first, with the exact total. */
export const handler = api('GET /api/admin/reports', { query: reportQueueQuery }, async ({ query }) =>
  ok(await listReports(query.status, query.page, query.size)),
);
