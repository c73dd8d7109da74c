import { PAGE_DEFAULT_SIZE } from '@shared/limits';
import { loadDealList } from '@web/lib/deals/use-deal-list';
import type { PageReads } from '@web/lib/page-reads';
import { homeQueryOf, listFiltersOf } from './components/home-query';

/** Home's reads: the first page of the list its URL asks for (as DealList reads it). */
export const homeReads: PageReads = ({ request }, load) =>
  loadDealList(load, listFiltersOf(homeQueryOf(new URL(request.url).searchParams)), PAGE_DEFAULT_SIZE, {
    main: true,
  });
