import { useDeferredValue } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_DEFAULT_SIZE, SEARCH_EXACT_TOTAL } from '@shared/limits';
import { DealCard } from '@web/components/deals/deal-card';
import { LoadMore } from '@web/components/deals/load-more';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { formatNumber } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { DealFilters } from './deal-filters';
import { around, DealsHeading } from './deals-heading';
import { homeQueryOf, hrefOf, isFiltered, listFiltersOf, searchOf, type HomeQuery } from './home-query';
import { categoryName } from '@shared/i18n/places';
import { useCategories } from '@web/lib/catalog';
import { SearchAlert } from './search-alert';
import { paths } from '@web/lib/paths';
import { RetryAlert } from '@web/components/error-alert';

/** Home's lists are read again when shown after this long. */
export const LIST_FRESH_MS = 5 * 60_000;

const T = uiText('home');

const count = (n: number) => T.count(n, formatNumber(n));
/** A search's total the API estimated: past the exact count, or where it stopped counting early. */
const estimate = (n: number) =>
  n > SEARCH_EXACT_TOTAL
    ? T.estimateMore(SEARCH_EXACT_TOTAL, formatNumber(SEARCH_EXACT_TOTAL))
    : T.estimateAbout(n, formatNumber(n));

/**
 * Home's deal list: one heading (with the total, and "Effacer" when searched or filtered), the
 * tabs, switch and filters, the cards, "Charger plus", the empty state and skeletons.
 */
export function DealList() {
  const [params, setParams] = useSearchParams();
  const query = homeQueryOf(params);
  const list = useDealList(listFiltersOf(query), PAGE_DEFAULT_SIZE, { freshForMs: LIST_FRESH_MS });
  const { list: categories } = useCategories();
  const corrected = query.search ? list.correctedQuery : undefined;
  // A screen that sent the visitor here may say why (e.g. "Bon plan supprimé").
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  // A change merges with the rest of the URL; the list of the new URL starts at page 0.
  const change = (next: Partial<HomeQuery>) =>
    setParams((current) => searchOf({ ...homeQueryOf(current), ...next }), { preventScrollReset: true });
  // The tab and the switch are how one likes to browse, not filters: they stay.
  const clear = () => change({ search: '', city: '', category: '' });

  // A page of cards renders in a transition React can split, so a long list never blocks input.
  const deals = useDeferredValue(list.deals);
  const filtered = isFiltered(query);
  // Skeletons until the first cards are ready (loading, or rendering behind the deferred value).
  const firstLoad = list.loading || (deals.length === 0 && list.deals.length > 0);
  return (
    <section
      className="container deals-section"
      aria-labelledby="deals-title"
      aria-busy={firstLoad || list.loadingMore}
    >
      <div className="deals-head">
        <h1 id="deals-title">
          <DealsHeading query={query} searched={corrected} />
        </h1>
        <p className="deals-total" aria-live="polite">
          {firstLoad ? '' : list.totalEstimated ? estimate(list.total) : count(list.total)}
        </p>
        {filtered && (
          <button type="button" className="button button-ghost deals-clear" aria-label={T.clearLabel} onClick={clear}>
            {T.clear}
          </button>
        )}
      </div>
      {corrected && (
        <p className="search-corrected">
          {around(T.correctedNote, query.search)}{' '}
          <Link to={hrefOf({ ...query, exact: true })} preventScrollReset>
            {around(T.searchExactly, query.search)}
          </Link>
        </p>
      )}
      {/* A new search, city or category is another alert to offer: the last one's outcome goes. */}
      {query.search && <SearchAlert key={`${query.search}|${query.city}|${query.category}`} query={query} />}
      {notice && (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      )}
      <DealFilters query={query} onChange={change} />
      {list.error && <RetryAlert message={list.error.message} onRetry={list.reload} retryLabel={T.retry} />}
      {firstLoad ? (
        <div role="status">
          <span className="visually-hidden">{T.loadingDeals}</span>
          <DealSkeletons />
        </div>
      ) : list.deals.length === 0 && !list.error ? (
        <div className="empty-state">
          {filtered ? (
            <>
              <h2>{T.emptyFilteredTitle}</h2>
              <p>{T.emptyFilteredText}</p>
              {query.search && (
                // Ways on from a search that found nothing: a category, the Hot tab.
                <div className="empty-search-ways">
                  <p>{T.emptySearchCategories}</p>
                  <ul className="chips">
                    {categories.slice(0, 8).map((name) => (
                      <li key={name}>
                        <Link className="chip" to={paths.home.href({ category: name })}>
                          {categoryName(name)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={hrefOf({ ...query, search: '', city: '', category: '', sort: 'hot' })}
                    className="button button-primary"
                  >
                    {T.emptySearchHot}
                  </Link>
                </div>
              )}
            </>
          ) : (
            <>
              <h2>{T.emptyTitle}</h2>
              <p>{T.emptyText}</p>
              <Link to={paths.dealCreate.href()} className="button button-primary">
                {T.shareDeal}
              </Link>
            </>
          )}
        </div>
      ) : (
        <ul className="deal-grid" data-testid="deal-list">
          {deals.map((deal, index) => (
            <li key={deal.id}>
              {/* The first two are in a phone's first screen: their pictures come without waiting for layout. */}
              <DealCard deal={deal} headingLevel={2} eagerPicture={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
