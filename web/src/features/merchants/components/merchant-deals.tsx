import { useState } from 'react';
import type { DealPeriod, DealSort, Merchant } from '@shared/api-types';
import { PAGE_DEFAULT_SIZE } from '@shared/limits';
import { DealCard } from '@web/components/deals/deal-card';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { LoadMore } from '@web/components/deals/load-more';
import type { ListFilters } from '@web/lib/deals/api';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { uiText } from '@web/lib/i18n';
import { RetryAlert } from '@web/components/error-alert';

const T = uiText('merchants');

/** As many as a page of Home. */
export const MERCHANT_DEALS_PAGE_SIZE = PAGE_DEFAULT_SIZE;

/**
 * How the list is ordered and narrowed. Kept in the page's state, not its URL: CloudFront keys
 * the server-rendered pages by their path alone, so a query would hydrate a page rendered without it.
 */
export interface MerchantView {
  sort: DealSort;
  /** The window of "Les + hot". */
  period: DealPeriod;
  hideExpired: boolean;
}

/** What the page opens with, and what the server renders: newest first, expired deals hidden (as Home). */
export const DEFAULT_VIEW: MerchantView = { sort: 'new', period: 'day', hideExpired: true };

/** The list of a merchant's deals, as the API reads it. */
export const merchantDealsFilters = (slug: string, view: MerchantView): ListFilters => ({
  merchant: slug,
  sort: view.sort,
  period: view.sort === 'top' ? view.period : undefined,
  hideExpired: view.hideExpired,
});

/** The tabs, in Home's order, each named where it is shown (the page's language). */
const TABS: readonly { sort: DealSort; label: () => string }[] = [
  { sort: 'hot', label: () => T.sortHot },
  { sort: 'new', label: () => T.sortNew },
  { sort: 'discussed', label: () => T.sortDiscussed },
  { sort: 'top', label: () => T.sortTop },
];

const PERIODS: readonly { period: DealPeriod; label: () => string }[] = [
  { period: 'day', label: () => T.periodDay },
  { period: 'week', label: () => T.periodWeek },
  { period: 'month', label: () => T.periodMonth },
];

/** Why the list is empty, in the words of what was asked. */
function Empty({ merchant, view }: { merchant: Merchant; view: MerchantView }) {
  const name = <bdi key="name">{merchant.name}</bdi>;
  if (view.sort === 'top') return <p className="empty-state muted">{T.noDealsInPeriod}</p>;
  const expiredOnly = view.hideExpired && merchant.dealsCount > 0;
  return <p className="empty-state muted">{expiredOnly ? T.noActiveDeals(name) : T.noDeals(name)}</p>;
}

/**
 * A merchant's deals with Home's tabs (Hot, Nouveaux, Discutés, Les + hot and its period), the
 * "Masquer les expirés" switch, the same cards and "Charger plus".
 */
export function MerchantDeals({ merchant }: { merchant: Merchant }) {
  const [view, setView] = useState<MerchantView>(DEFAULT_VIEW);
  const list = useDealList(merchantDealsFilters(merchant.slug, view), MERCHANT_DEALS_PAGE_SIZE);
  const change = (next: Partial<MerchantView>) => setView((current) => ({ ...current, ...next }));
  return (
    <section
      className="merchant-deals"
      aria-labelledby="merchant-deals-title"
      aria-busy={list.loading || list.loadingMore}
    >
      <div className="deals-head">
        <h2 id="merchant-deals-title">{T.dealsOf(<bdi key="name">{merchant.name}</bdi>)}</h2>
      </div>
      <div className="deals-toolbar">
        <div className="sort-tabs" role="group" aria-label={T.sortLabel}>
          {TABS.map((tab) => (
            <button
              key={tab.sort}
              type="button"
              className="sort-tab"
              aria-pressed={view.sort === tab.sort}
              onClick={() => change({ sort: tab.sort })}
            >
              {tab.label()}
            </button>
          ))}
        </div>
        {view.sort === 'top' && (
          <div className="sort-tabs period-tabs" role="group" aria-label={T.periodLabel}>
            {PERIODS.map((choice) => (
              <button
                key={choice.period}
                type="button"
                className="sort-tab"
                aria-pressed={view.period === choice.period}
                onClick={() => change({ period: choice.period })}
              >
                {choice.label()}
              </button>
            ))}
          </div>
        )}
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={view.hideExpired}
            onChange={(event) => change({ hideExpired: event.target.checked })}
          />
          {T.hideExpired}
        </label>
      </div>
      {list.error && <RetryAlert message={list.error.message} onRetry={list.reload} retryLabel={T.retry} />}
      {list.loading ? (
        <div role="status">
          <span className="visually-hidden">{T.loadingDeals}</span>
          <DealSkeletons count={3} />
        </div>
      ) : list.deals.length === 0 && !list.error ? (
        <Empty merchant={merchant} view={view} />
      ) : (
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
