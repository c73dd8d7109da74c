import {
  DEAL_PERIODS,
  DEAL_SORTS,
  DEAL_TYPES,
  SEARCH_SORTS,
  type DealPeriod,
  type DealSort,
  type DealType,
  type SearchSort,
} from './api-types';
import { CATEGORIES } from './categories';
import { CITIES } from './cities';
import { SEARCH_MAX_LENGTH } from './limits';
import { HOME_QUERY_MSG } from './client-messages';

/**
 * Home's address (docs/architecture.md#server-rendered-home): its state is its query, read the same
 * way by the page's handler, the local server, CloudFront's viewer-request function (the cache
 * key) and the app. `q` the search, `city`, `category`, `sort` the tab (`hot`, `discussed`, `top`;
 * absent or `new`: newest first), `period` the window of `sort=top` (`week`, `month`; absent:
 * `day`), `type` one kind of deal (`deal`, `code`, `free`; absent: all), `expired=1` expired deals
 * shown, `page` the page (from 1). With a search, `sort` is absent for relevance (its default),
 * `new` or `hot`; `exact=1` searches the words as typed.
 */

/** Home's path: the one screen rendered with its query. */
export const HOME_PATH = '/';

/** The query parameters that change Home, in their canonical (alphabetical) order: the cache key's. */
export const HOME_PARAMS = ['category', 'city', 'exact', 'expired', 'page', 'period', 'q', 'sort', 'type'] as const;
export type HomeParam = (typeof HOME_PARAMS)[number];

/** What {@link normalizeHomePairs} keeps: Home's parameters, and the values that say the same as none (dropped). */
export const HOME_QUERY_RULES: HomeQueryRules = {
  keys: HOME_PARAMS,
  defaults: { page: '1', period: 'day', sort: 'new' },
  // A search's default order is relevance: its `sort=new` is a choice, kept.
  keptWith: { sort: 'q' },
};

export interface HomeQueryRules {
  keys: readonly string[];
  defaults: Readonly<Record<string, string>>;
  /** A default value kept when the parameter named here is there (`sort=new` with `q`). */
  keptWith?: Readonly<Record<string, string>>;
}

/** A search deeper than this is not a page of Home: the API stops at its page 100 000 (shared/schemas/deal.ts). */
export const HOME_PAGE_MAX = 100_000;

/**
 * The canonical form of Home's query, as decoded (name, value) pairs: only the parameters of
 * `rules.keys` (tracking ones such as `fbclid` or `utm_source`, and any other, are dropped), the
 * first value of each (as `URLSearchParams.get` reads it), trimmed, a page number without its
 * leading zeros, blank and default values dropped, sorted by name. Values it cannot judge
 * (an unknown city, a sort not in the list) are kept: {@link parseHomeQuery} refuses them.
 *
 * CloudFront runs this very function (infra/aws/constructs/web.ts embeds its source, with
 * `rules`), so it stays within what CloudFront Functions' JavaScript 2.0 runtime runs and uses
 * nothing outside itself.
 */
export const normalizeHomePairs = (
  pairs: ReadonlyArray<readonly [string, string]>,
  rules: HomeQueryRules,
): Array<[string, string]> => {
  const seen: Record<string, boolean> = {};
  const out: Array<[string, string]> = [];
  for (let i = 0; i < pairs.length; i++) {
    const key = pairs[i][0];
    if (rules.keys.indexOf(key) < 0 || seen[key] === true) continue;
    seen[key] = true;
    let value = String(pairs[i][1]).trim();
    // `page=02` is page 2; a number too long to be a page is left for the parser to refuse.
    if (key === 'page' && /^\d{1,9}$/.test(value)) value = String(Number(value));
    if (value !== '') out.push([key, value]);
  }
  const present: Record<string, boolean> = {};
  for (let i = 0; i < out.length; i++) present[out[i][0]] = true;
  for (let i = out.length - 1; i >= 0; i--) {
    const key = out[i][0];
    const keeper = rules.keptWith ? rules.keptWith[key] : undefined;
    if (out[i][1] === rules.defaults[key] && !(keeper && present[keeper] === true)) out.splice(i, 1);
  }
  out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return out;
};

/** Name-value pairs of a query string (`?` optional), decoded as URLSearchParams decodes them. */
const pairsOf = (search: string | URLSearchParams) =>
  [...(typeof search === 'string' ? new URLSearchParams(search) : search)] as Array<[string, string]>;

/** Home's canonical query string, `?…` or '' for the default page: the cache key's and the local server's. */
export function canonicalHomeSearch(search: string | URLSearchParams) {
  const query = new URLSearchParams(normalizeHomePairs(pairsOf(search), HOME_QUERY_RULES)).toString();
  return query ? `?${query}` : '';
}

/** Home's state, from a valid query. */
export interface HomeQuery {
  /** The search text ('' without one). */
  search: string;
  city: string;
  category: string;
  /** The tab chosen; with a search, relevance (its default), new or hot. */
  sort: DealSort | SearchSort;
  /** The window of the "Les + hot" tab (sort=top). */
  period: DealPeriod;
  /** One kind of deal (bons plans, codes promo, gratuit), '' for all. */
  type: DealType | '';
  /** A search as typed, its misspelt words not corrected (`exact=1`). */
  exact: boolean;
  /** "Masquer les expirés": on unless the query says `expired=1`. */
  hideExpired: boolean;
  /** The page, from 1. */
  page: number;
}

/**
 * A query Home cannot show: 400 for a value that cannot be one (a sort, type, `expired` or page
 * number of another form, a search too long or with control characters), 404 for a well-formed one that
 * names nothing (a city or category not in the lists, a page past the last Home can reach).
 */
export interface HomeQueryError {
  status: 400 | 404;
  /** The query parameter at fault. */
  param: HomeParam;
  /** What the page says, in French. */
  message: string;
}

export type HomeQueryResult = { ok: true; query: HomeQuery } | ({ ok: false } & HomeQueryError);

// Control characters and lone surrogates, as shared/schemas/text.ts refuses them in a search
// (not imported: that module loads zod).
const FORBIDDEN_IN_SEARCH = /[\p{Cc}\p{Cs}]/u;

/** Home's state from its query (normalised first, as {@link normalizeHomePairs}), or why it has none. */
export function parseHomeQuery(search: string | URLSearchParams): HomeQueryResult {
  const params = new Map(normalizeHomePairs(pairsOf(search), HOME_QUERY_RULES));
  const fail = (status: 400 | 404, param: HomeQueryError['param'], message: string): HomeQueryResult => ({
    ok: false,
    status,
    param,
    message,
  });
  const q = params.get('q') ?? '';
  if (q.length > SEARCH_MAX_LENGTH) return fail(400, 'q', HOME_QUERY_MSG.searchLength);
  if (FORBIDDEN_IN_SEARCH.test(q)) return fail(400, 'q', HOME_QUERY_MSG.searchChars);
  const city = params.get('city') ?? '';
  if (city && !(CITIES as readonly string[]).includes(city)) return fail(404, 'city', HOME_QUERY_MSG.city);
  const category = params.get('category') ?? '';
  if (category && !(CATEGORIES as readonly string[]).includes(category))
    return fail(404, 'category', HOME_QUERY_MSG.category);
  const sort = params.get('sort') ?? (q ? 'relevance' : 'new');
  const sorts: readonly string[] = q ? SEARCH_SORTS : DEAL_SORTS;
  if (!sorts.includes(sort)) return fail(400, 'sort', HOME_QUERY_MSG.sort);
  const period = params.get('period') ?? 'day';
  if (!(DEAL_PERIODS as readonly string[]).includes(period) || (period !== 'day' && sort !== 'top'))
    return fail(400, 'period', HOME_QUERY_MSG.period);
  const type = params.get('type') ?? '';
  if (type && !(DEAL_TYPES as readonly string[]).includes(type)) return fail(400, 'type', HOME_QUERY_MSG.type);
  const exact = params.get('exact');
  if (exact !== undefined && exact !== '1') return fail(400, 'exact', HOME_QUERY_MSG.exact);
  const expired = params.get('expired');
  if (expired !== undefined && expired !== '1') return fail(400, 'expired', HOME_QUERY_MSG.expired);
  const page = params.get('page') ?? '1';
  if (!/^\d+$/.test(page) || Number(page) < 1) return fail(400, 'page', HOME_QUERY_MSG.page);
  if (Number(page) > HOME_PAGE_MAX) return fail(404, 'page', HOME_QUERY_MSG.pageTooFar);
  return {
    ok: true,
    query: {
      search: q,
      city,
      category,
      sort: sort as DealSort | SearchSort,
      period: period as DealPeriod,
      type: type as DealType | '',
      exact: !!q && exact === '1',
      hideExpired: expired !== '1',
      page: Number(page),
    },
  };
}

/** The canonical query string of a state, `?…` or '' (defaults left out), for links and the canonical URL. */
export function homeSearchOf(query: HomeQuery) {
  const pairs: Array<[string, string]> = [
    ['q', query.search],
    ['city', query.city],
    ['category', query.category],
    ['sort', query.sort === 'relevance' ? '' : query.sort],
    ['period', query.sort === 'top' ? query.period : ''],
    ['type', query.type],
    ['exact', query.search && query.exact ? '1' : ''],
    ['expired', query.hideExpired ? '' : '1'],
    ['page', String(query.page)],
  ];
  return canonicalHomeSearch(new URLSearchParams(pairs));
}
