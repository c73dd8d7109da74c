import { DealCard } from '@web/components/deals/deal-card';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { LoadMore } from '@web/components/deals/load-more';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { formatNumber } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';

const T = uiText('members');

/** Two rows of three on a wide screen. */
export const MEMBER_DEALS_PAGE_SIZE = 6;

/** The list of a member's deals. */
export const memberDealsFilters = (userId: string) => ({ author: userId });

/** A member's deals, newest first, page by page ("Charger plus"). */
export function MemberDeals({ userId, username }: { userId: string; username: string }) {
  const list = useDealList(memberDealsFilters(userId), MEMBER_DEALS_PAGE_SIZE);
  return (
    <section className="member-deals" aria-labelledby="member-deals-title" aria-busy={list.loading || list.loadingMore}>
      <div className="deals-head">
        <h2 id="member-deals-title">{T.dealsOf(<bdi key="name">{username}</bdi>)}</h2>
        {!list.loading && !list.error && (
          <p className="deals-total">{T.dealsTotal(list.total, formatNumber(list.total))}</p>
        )}
      </div>
      {list.error && (
        <p className="alert alert-error" role="alert">
          {list.error.message}
        </p>
      )}
      {list.loading && <DealSkeletons count={3} />}
      {!list.loading && !list.error && list.deals.length === 0 && (
        <p className="empty-state muted">{T.noDeals(<bdi key="name">{username}</bdi>)}</p>
      )}
      {list.deals.length > 0 && (
        <ul className="deal-grid">
          {list.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
