import {
  DEAL_PERIODS,
  DEAL_SORTS,
  DEAL_TYPES,
  type DealPeriod,
  type DealSort,
  type DealType,
  type SearchSort,
} from '@shared/api-types';
import type { ListFilters } from '@web/lib/deals/api';
import { paths } from '@web/lib/paths';

// Home's state lives in its URL, so a list can be shared, bookmarked and reached with Back:
// q (the header search), city and category (footer links, the filter bar), sort (the tab: hot,
// discussed, top; absent: newest first), period (the window of sort=top: week, month; absent: day),
// type (deal, code, free: the Bons plans, Codes promo, Gratuit tabs; absent: all) and expired=1
// (the "Masquer les expirés" switch turned off).

export interface HomeQuery {
  search: string;
  city: string;
  category: string;
  /** The tab chosen; with a search, relevance (absent from the URL), new or hot. */
  sort: DealSort | SearchSort;
  /** The window of the "Les + hot" tab. */
  period: DealPeriod;
  /** One kind of deal, '' for all ("Tous"). */
  type: DealType | '';
  /** A search as typed (`exact=1`): its misspelt words are not corrected. */
  exact: boolean;
  /** "Masquer les expirés", on unless the URL says `expired=1`. */
  hideExpired: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** The order a URL asks: a search is by relevance unless it says new or hot; a list is newest first unless it names a tab. */
function sortOf(params: URLSearchParams): HomeQuery['sort'] {
  const sort = params.get('sort');
  if (params.get('q')?.trim()) return sort === 'new' || sort === 'hot' ? sort : 'relevance';
  return oneOf(DEAL_SORTS, sort, 'new');
}

export function homeQueryOf(params: URLSearchParams): HomeQuery {
  return {
    search: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort: sortOf(params),
    period: oneOf(DEAL_PERIODS, params.get('period'), 'day'),
    type: oneOf<DealType | ''>(DEAL_TYPES, params.get('type')?.trim() ?? null, ''),
    exact: params.get('exact') === '1',
    hideExpired: params.get('expired') !== '1',
  };
}

/** The URL query of a state; defaults are left out (`/` is the newest deals, expired hidden). */
export function searchOf(query: HomeQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.search) out.q = query.search;
  if (query.city) out.city = query.city;
  if (query.category) out.category = query.category;
  if (query.search) {
    // A search's newest first is a choice (its default is relevance).
    if (query.sort === 'hot' || query.sort === 'new') out.sort = query.sort;
    if (query.exact) out.exact = '1';
  } else {
    // A list's default is newest first; relevance (a cleared search's) is no list order.
    if (query.sort !== 'new' && query.sort !== 'relevance') out.sort = query.sort;
    if (query.sort === 'top' && query.period !== 'day') out.period = query.period;
  }
  if (query.type) out.type = query.type;
  if (!query.hideExpired) out.expired = '1';
  return out;
}

/** `?…` of a state, for links. */
export function hrefOf(query: HomeQuery) {
  const search = new URLSearchParams(searchOf(query)).toString();
  return search ? `${paths.home.path}?${search}` : paths.home.href();
}

/** What the list asks the API. */
export function listFiltersOf(query: HomeQuery): ListFilters {
  return {
    city: query.city,
    category: query.category,
    search: query.search,
    sort: query.search ? query.sort : query.sort === 'relevance' ? 'new' : query.sort,
    period: !query.search && query.sort === 'top' ? query.period : undefined,
    exact: !!query.search && query.exact,
    hideExpired: query.hideExpired,
    type: query.type || undefined,
  };
}

/** A search, a city or a category narrows the list ("Effacer" clears them). */
export const isFiltered = (query: HomeQuery) => !!(query.search || query.city || query.category);
