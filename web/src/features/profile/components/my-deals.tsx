import { Link } from 'react-router-dom';
import { DealCard } from '@web/components/deals/deal-card';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { formatNumber } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { paths } from '@web/lib/paths';

const T = uiText('profile');

/** Six cards a page: two rows on a wide profile. */
export const MY_DEALS_PAGE_SIZE = 6;

/** The member's own deals, newest first, page by page. */
export function MyDeals({ userId }: { userId: string }) {
  const list = useDealList({ author: userId }, MY_DEALS_PAGE_SIZE);

  return (
    <section
      className="profile-card my-deals"
      aria-labelledby="my-deals-title"
      aria-busy={list.loading || list.loadingMore}
    >
      <div className="deals-head">
        <h2 id="my-deals-title">{T.myDealsTitle}</h2>
        {!list.loading && !list.error && (
          <p className="deals-total">{T.dealsTotal(list.total, formatNumber(list.total))}</p>
        )}
      </div>
      {list.error && (
        <p className="alert alert-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.loading && <DealSkeletons count={2} />}
      {!list.loading && !list.error && list.deals.length === 0 && (
        <div className="empty-state">
          <p>{T.noDeals}</p>
          <Link to={paths.dealCreate.href()} className="button button-primary">
            {T.shareDeal}
          </Link>
        </div>
      )}
      {list.deals.length > 0 && (
        <ul className="deal-grid deal-grid-narrow">
          {list.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
      {list.deals.length > 0 && !list.last && (
        <div className="load-more">
          <button type="button" className="button button-ghost" disabled={list.loadingMore} onClick={list.loadMore}>
            {list.loadingMore ? T.loading : T.loadMore}
          </button>
        </div>
      )}
    </section>
  );
}
