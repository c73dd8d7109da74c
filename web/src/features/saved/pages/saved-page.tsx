import { Link } from 'react-router-dom';
import { DealCard } from '@web/components/deals/deal-card';
import { LoadMore } from '@web/components/deals/load-more';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { formatNumber } from '@web/lib/format';
import { UI, uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { paths } from '@web/lib/paths';
import { RetryAlert } from '@web/components/error-alert';

/** Twelve cards a page: two full screens of the grid on a wide screen. */
export const SAVED_PAGE_SIZE = 12;

const T = uiText('saved');

const count = (n: number) => T.count(n, formatNumber(n));

/** `/saved`, "Mes favoris": the deals the member saved, newest saved first, page by page. */
export function SavedPage() {
  const list = useDealList({ saved: true }, SAVED_PAGE_SIZE);
  return (
    <section
      className="container deals-section"
      aria-labelledby="saved-title"
      aria-busy={list.loading || list.loadingMore}
    >
      <PageTitle title={UI.saved} />
      <meta name="robots" content="noindex" />
      <div className="deals-head">
        <h1 id="saved-title">{UI.saved}</h1>
        <p className="deals-total" aria-live="polite">
          {list.loading || list.error || list.total === 0 ? '' : count(list.total)}
        </p>
      </div>
      {list.error && <RetryAlert message={list.error.message} onRetry={list.reload} retryLabel={T.retry} />}
      {list.loading && (
        <div role="status">
          <span className="visually-hidden">{T.loading}</span>
          <DealSkeletons />
        </div>
      )}
      {!list.loading && !list.error && list.deals.length === 0 && (
        <div className="empty-state">
          <h2>{T.emptyTitle}</h2>
          <p>{T.emptyText}</p>
          <Link to={paths.home.href()} className="button button-primary">
            {T.seeDeals}
          </Link>
        </div>
      )}
      {list.deals.length > 0 && (
        <ul className="deal-grid" data-testid="deal-list">
          {list.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
