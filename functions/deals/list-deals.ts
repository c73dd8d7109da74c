import { MSG } from '@shared/messages';
import { listDealsQuery } from '@shared/schemas/deal';
import { listDeals, listDealsByAuthor, searchDeals } from '../data/deals/list-pages';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { SEARCH_SORTS, type SearchSort } from '@shared/api-types';

const isSearchSort = (sort: string): sort is SearchSort => (SEARCH_SORTS as readonly string[]).includes(sort);

/**
 * Deals newest first (or in the Hot order with sort=hot): all, by city, by category, by both, by
 * search text (sort=relevance by default, new or hot; exact=true: no correction), or one
 * member's (no other option); hideExpired=true leaves expired deals out.
 */
export const handler = api('GET /api/deals', { query: listDealsQuery }, async ({ query, userId }) => {
  const { page, size, city, category, search, author, hideExpired = false } = query;
  if (author) {
    if (city || category || search || query.sort || query.hideExpired !== undefined || query.exact !== undefined) {
      throw badRequest(MSG.authorFilterAlone);
    }
    return ok(await listDealsByAuthor(author, page, size, userId));
  }
  if (search) {
    const order = query.sort ?? 'relevance';
    if (!isSearchSort(order)) throw badRequest(MSG.searchSort, { sort: MSG.searchSort });
    return ok(
      await searchDeals(search, { city, category, hideExpired }, page, size, userId, { order, exact: query.exact }),
    );
  }
  const sort = query.sort ?? 'new';
  if (sort === 'relevance') throw badRequest(MSG.relevanceList, { sort: MSG.relevanceList });
  return ok(await listDeals({ city, category }, { sort, hideExpired }, page, size, userId));
});
