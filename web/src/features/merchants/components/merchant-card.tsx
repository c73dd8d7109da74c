import type { Merchant } from '@shared/api-types';
import { FollowToggle } from '@web/components/follow-toggle';
import { formatNumber } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useFollowMerchant } from '../api/follow-merchant';

const T = uiText('merchants');

/**
 * "Suivre": told of the merchant's new deals (aria-pressed while followed). Signed out, it asks to
 * sign in and sends nothing, as the deal page's button does.
 */
function FollowMerchantButton({ merchant }: { merchant: Merchant }) {
  const follow = useFollowMerchant();
  return (
    <FollowToggle
      className="merchant-follow"
      followed={merchant.followed}
      onToggle={(wanted) => follow(merchant, wanted)}
      labels={{ follow: T.follow, following: T.following, hint: T.followHint }}
      failure={T.followFailed}
    />
  );
}

/** A merchant: its name, its deals' counts ("12 bons plans · 5 actifs · 2 hot"), sites, followers and "Suivre". */
export function MerchantCard({ merchant }: { merchant: Merchant }) {
  const count = (n: number, text: (n: number, shown: string) => string) => text(n, formatNumber(n));
  return (
    <section className="merchant-card" aria-labelledby="merchant-name">
      <div className="merchant-head">
        <div className="merchant-identity">
          <h1 id="merchant-name" dir="auto">
            {merchant.name}
          </h1>
          <p className="merchant-counts">
            <span>{count(merchant.dealsCount, T.dealsCount)}</span>
            <span aria-hidden="true"> · </span>
            <span>{count(merchant.activeDealsCount, T.activeCount)}</span>
            <span aria-hidden="true"> · </span>
            <span>{count(merchant.hotDealsCount, T.hotCount)}</span>
          </p>
          {merchant.domains.length > 0 && (
            // Plain text, not links: the page sends no one to a shop but through its deals.
            <div className="merchant-sites muted">
              <span>{T.sites(merchant.domains.length)}</span>
              <ul>
                {merchant.domains.map((domain) => (
                  <li key={domain} dir="ltr">
                    {domain}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="merchant-actions">
          <FollowMerchantButton merchant={merchant} />
          <p className="merchant-followers muted">{count(merchant.followers, T.followers)}</p>
        </div>
      </div>
    </section>
  );
}

/** Grey stand-in of the merchant while it loads. */
export function MerchantCardSkeleton() {
  return (
    <section className="merchant-card" aria-busy="true" aria-label={T.loadingMerchant}>
      <div className="merchant-skeleton-lines">
        <div className="skeleton skeleton-line skeleton-short" />
        <div className="skeleton skeleton-line skeleton-mid" />
      </div>
    </section>
  );
}
