import { MSG } from '@shared/messages';
import { listDealsQuery } from '@shared/schemas/deal';
import { listDeals, listDealsByAuthor, searchDeals } from '../data/deal-lists';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';

/** Deals newest first: all, by city, by category, by both, by search text, or one member's. */
export const handler = api('GET /api/deals', { query: listDealsQuery }, async ({ query, userId }) => {
  const { page, size, city, category, search, author } = query;
  if (author) {
    if (city || category || search) throw badRequest(MSG.authorFilterAlone);
    return ok(await listDealsByAuthor(author, page, size, userId));
  }
  if (search) return ok(await searchDeals(search, { city, category }, page, size, userId));
  return ok(await listDeals({ city, category }, page, size, userId));
});
