import { listDealsQuery } from '@shared/schemas/deal';
import { FIELD_MSG, MSG } from '@shared/messages';
import { listDeals, listDealsByAuthor, searchDeals } from '../data/deals/list-pages';
import { listDiscussedDeals, listTopDeals } from '../data/deals/ranked-pages';
import { badRequest } from '../lib/errors';
import { api, ok } from '../http/api';
import { SEARCH_SORTS, type SearchSort } from '@shared/api-types';

const isSearchSort = (sort: string): sort is SearchSort => (SEARCH_SORTS as readonly string[]).includes(sort);

/**
 * Deals newest first, or in the Hot order (sort=hot), most discussed (sort=discussed) or hottest
 * of a period (sort=top&period=day|week|month): all, by city, by category, by both, by search
 * text (sort=relevance by default, new or hot; exact=true: no correction), by merchant (not with a
 * city, a category or a search), each of one type (type=deal|code|free), or one member's (no other
 * option); hideExpired=true leaves expired deals out.
 */
export const handler = api('GET /api/deals', { query: listDealsQuery }, async ({ query, userId }) => {
  const { page, size, city, category, search, author, period, type, merchant, hideExpired = false } = query;
  if (period && query.sort !== 'top') throw badRequest(FIELD_MSG.periodAlone, { period: FIELD_MSG.periodAlone });
  if (author) {
    const others = [city, category, search, type, merchant, query.sort, query.hideExpired, query.exact];
    if (others.some((option) => option !== undefined)) {
      throw badRequest(MSG.authorFilterAlone);
    }
    return ok(await listDealsByAuthor(author, page, size, userId));
  }
  if (merchant && (city || category || search)) throw badRequest(MSG.merchantFilterAlone);
  const filter = { city, category, type, merchant };
  if (search) {
    const order = query.sort ?? 'relevance';
    if (!isSearchSort(order)) throw badRequest(MSG.searchSort, { sort: MSG.searchSort });
    return ok(await searchDeals(search, { ...filter, hideExpired }, page, size, userId, { order, exact: query.exact }));
  }
  const sort = query.sort ?? 'new';
  if (sort === 'relevance') throw badRequest(MSG.relevanceList, { sort: MSG.relevanceList });
  if (sort === 'top') return ok(await listTopDeals(filter, period ?? 'day', hideExpired, page, size, userId));
  if (sort === 'discussed') return ok(await listDiscussedDeals(filter, hideExpired, page, size, userId));
  return ok(await listDeals(filter, { sort, hideExpired }, page, size, userId));
});
