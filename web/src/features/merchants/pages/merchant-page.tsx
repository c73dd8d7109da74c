import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundStatus, UnavailableStatus } from '@web/components/status-page';
import { merchantHead } from '@shared/merchant-head';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PageSeo, PageTitle } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { siteOrigin } from '@web/lib/site-origin';
import { useMerchant } from '../api/get-merchant';
import { MerchantCard, MerchantCardSkeleton } from '../components/merchant-card';
import { MerchantDeals } from '../components/merchant-deals';
import { MergeNotice, MerchantMergeForm, mergeOutcomeOf } from '../components/merchant-merge';
import '../merchants.css';

const T = uiText('merchants');

/**
 * `/marchands/{slug}`: a shop's page (its counts, followers, "Suivre") and its deals; for admins, a
 * form to merge it into another. An alias (a merchant merged into another) answers its merchant:
 * the page goes to that one's address (the server answers a 301 there).
 */
export function MerchantPage() {
  const { slug = '' } = useParams();
  const { search, state } = useLocation();
  const { isAdmin } = useSession();
  const { merchant, missing, error, reload } = useMerchant(slug);

  if (!merchant) {
    if (missing) return <NotFoundStatus title={T.notFoundTitle} text={T.notFoundText} seeDeals={T.seeDeals} />;
    if (error) {
      return (
        <UnavailableStatus pageTitle={T.pageTitle} heading={T.unavailable} message={error.message} onReload={reload} />
      );
    }
    return (
      <div className="container merchant-page">
        <PageTitle title={T.pageTitle} />
        <MerchantCardSkeleton />
      </div>
    );
  }
  if (merchant.slug !== slug) {
    return <Navigate to={`${paths.merchant.href(merchant.slug)}${search}`} replace state={state} />;
  }

  const merged = mergeOutcomeOf(state);
  return (
    <div className="container merchant-page">
      <PageSeo {...merchantHead(merchant, siteOrigin())} />
      {merged && <MergeNotice outcome={merged} />}
      <MerchantCard merchant={merchant} />
      {/* The key: another merchant's page starts from the default tabs. */}
      <MerchantDeals key={merchant.slug} merchant={merchant} />
      {isAdmin && <MerchantMergeForm key={`merge-${merchant.slug}`} merchant={merchant} />}
    </div>
  );
}
