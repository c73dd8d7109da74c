import { similarDealsQuery } from '@shared/schemas/deal';
import { findSimilarDeals } from '../data/deals/similar';
import { api, ok } from '../http/api';

/** Earlier deals the one being written may repeat: the same link, or a very close title (deals/similar.ts). */
export const handler = api('GET /api/deals/similar', { query: similarDealsQuery }, async ({ query, userId }) =>
  ok(await findSimilarDeals(query, userId, query.exclude)),
);
