import { parseHomeQuery } from '@shared/home-query';
import { PAGE_DEFAULT_SIZE } from '@shared/limits';
import { ApiError } from '@web/lib/api-client';
import { loadDealList } from '@web/lib/deals/use-deal-list';
import type { PageReads } from '@web/lib/page-reads';
import { homeQueryOf, listFiltersOf } from './components/home-query';

/**
 * Home's reads: the first page of the list its URL asks for (as DealList reads it). A query Home
 * cannot show reads nothing: its refusal is the page's status (HomePage shows why).
 */
export const homeReads: PageReads = async ({ request }, load) => {
  const params = new URL(request.url).searchParams;
  const parsed = parseHomeQuery(params);
  if (!parsed.ok) {
    await load('home-query', () => Promise.reject(new ApiError(parsed.message, parsed.status)), { main: true });
    return;
  }
  await loadDealList(load, listFiltersOf(homeQueryOf(params)), PAGE_DEFAULT_SIZE, { main: true });
};
