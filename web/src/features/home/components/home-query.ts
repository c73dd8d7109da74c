import { DEAL_PERIODS, DEAL_SORTS, type DealPeriod, type DealSort } from '@shared/api-types';
import type { ListFilters } from '@web/lib/deals/api';
import { paths } from '@web/lib/paths';

// Home's state lives in its URL, so a list can be shared, bookmarked and reached with Back:
// q (the header search), city and category (footer links, the filter bar), sort (the tab: hot,
// discussed, top; absent: newest first), period (the window of sort=top: week, month; absent: day) and expired=1 (the "Masquer les expirés" switch turned off).

export interface HomeQuery {
  search: string;
  city: string;
  category: string;
  /** The tab chosen; a search lists newest first whatever it says (see {@link listFiltersOf}). */
  sort: DealSort;
  /** The window of the "Les + hot" tab. */
  period: DealPeriod;
  /** "Masquer les expirés", on unless the URL says `expired=1`. */
  hideExpired: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

export function homeQueryOf(params: URLSearchParams): HomeQuery {
  return {
    search: params.get('q')?.trim() ?? '',
    city: params.get('city')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    sort: oneOf(DEAL_SORTS, params.get('sort'), 'new'),
    period: oneOf(DEAL_PERIODS, params.get('period'), 'day'),
    hideExpired: params.get('expired') !== '1',
  };
}

/** The URL query of a state; defaults are left out (`/` is the newest deals, expired hidden). */
export function searchOf(query: HomeQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.search) out.q = query.search;
  if (query.city) out.city = query.city;
  if (query.category) out.category = query.category;
  if (query.sort !== 'new') out.sort = query.sort;
  if (query.sort === 'top' && query.period !== 'day') out.period = query.period;
  if (!query.hideExpired) out.expired = '1';
  return out;
}

/** `?…` of a state, for links. */
export function hrefOf(query: HomeQuery) {
  const search = new URLSearchParams(searchOf(query)).toString();
  return search ? `${paths.home.path}?${search}` : paths.home.href();
}

/** What the list asks the API: search results come newest first only (the API refuses Hot with a search). */
export function listFiltersOf(query: HomeQuery): ListFilters {
  return {
    city: query.city,
    category: query.category,
    search: query.search,
    sort: query.search ? 'new' : query.sort,
    period: !query.search && query.sort === 'top' ? query.period : undefined,
    hideExpired: query.hideExpired,
  };
}

/** A search, a city or a category narrows the list ("Effacer" clears them). */
export const isFiltered = (query: HomeQuery) => !!(query.search || query.city || query.category);
