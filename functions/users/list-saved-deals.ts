import { pageQuery } from '@shared/schemas/deal';
import { listSavedDeals } from '../data/deals/saves';
import { api, ok } from '../http/api';

/** The caller's saved deals, newest saved first, with the exact total. */
export const handler = api('GET /api/users/me/saved', { query: pageQuery }, async ({ query, userId }) =>
  ok(await listSavedDeals(userId, query.page, query.size)),
);
