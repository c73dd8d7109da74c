import { MSG } from '@shared/messages';
import { listDealsQuery } from '@shared/schemas/deal';
import { listDeals, listDealsByAuthor, searchDeals } from '../data/deals/list-pages';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';

/**
 * Deals newest first (or in the Hot order with sort=hot): all, by city, by category, by both, by
 * search text (newest first only), or one member's (no other option); hideExpired=true leaves
 * expired deals out.
 */
export const handler = api('GET /api/deals', { query: listDealsQuery }, async ({ query, userId }) => {
  const { page, size, city, category, search, author, sort = 'new', hideExpired = false } = query;
  if (author) {
    if (city || category || search || query.sort || query.hideExpired !== undefined) {
      throw badRequest(MSG.authorFilterAlone);
    }
    return ok(await listDealsByAuthor(author, page, size, userId));
  }
  if (search) {
    if (sort === 'hot') throw badRequest(MSG.hotSearch, { sort: MSG.hotSearch });
    return ok(await searchDeals(search, { city, category, hideExpired }, page, size, userId));
  }
  return ok(await listDeals({ city, category }, { sort, hideExpired }, page, size, userId));
});
