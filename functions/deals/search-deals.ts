import { searchDealsQuery } from '@shared/schemas/deal';
import { searchDeals } from '../data/deals/list-pages';
import { api, ok } from '../http/api';

/** Words without accents or case, all required, the last one also as a prefix; sort=relevance (default), new or hot; misspelt words corrected unless exact=true. */
export const handler = api('GET /api/deals/search', { query: searchDealsQuery }, async ({ query, userId }) =>
  ok(await searchDeals(query.q, {}, query.page, query.size, userId, { order: query.sort, exact: query.exact })),
);
