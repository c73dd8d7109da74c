import { pageQuery } from '@shared/schemas/deal';
import { listAudit } from '../data/moderation/audit';
import { api, ok } from '../http/api';

/** The moderation audit trail, newest first, with the exact total. */
export const handler = api('GET /api/admin/audit', { query: pageQuery }, async ({ query }) =>
  ok(await listAudit(query.page, query.size)),
);
