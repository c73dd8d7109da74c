import { redirect } from 'react-router-dom';
import { loadDealList } from '@web/lib/deals/use-deal-list';
import type { PageReads } from '@web/lib/page-reads';
import { paths } from '@web/lib/paths';
import { loadMerchant } from './api/get-merchant';
import { DEFAULT_VIEW, MERCHANT_DEALS_PAGE_SIZE, merchantDealsFilters } from './components/merchant-deals';

/**
 * A merchant page's reads: the merchant, then the first page of its deals as MerchantDeals opens
 * them. An alias answers the merchant it was merged into: the server renderer answers a 301 to
 * that merchant's page (the router adds the language's prefix), so links and crawlers move there.
 */
export const merchantReads: PageReads = async ({ params, request }, load) => {
  if (!params.slug) return;
  const merchant = await loadMerchant(load, params.slug);
  if (!merchant) return;
  if (merchant.slug !== params.slug) {
    throw redirect(`${paths.merchant.href(merchant.slug)}${new URL(request.url).search}`, 301);
  }
  await loadDealList(load, merchantDealsFilters(merchant.slug, DEFAULT_VIEW), MERCHANT_DEALS_PAGE_SIZE);
};
