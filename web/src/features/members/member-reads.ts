import { loadDealList } from '@web/lib/deals/use-deal-list';
import type { PageReads } from '@web/lib/page-reads';
import { loadMemberProfile } from './api/get-member-profile';
import { MEMBER_DEALS_PAGE_SIZE, memberDealsFilters } from './components/member-deals';

/** A member page's reads: the profile, then the first page of their deals (as MemberDeals reads it). */
export const memberReads: PageReads = async ({ params }, load) => {
  if (!params.username) return;
  const profile = await loadMemberProfile(load, params.username);
  if (profile) await loadDealList(load, memberDealsFilters(profile.id), MEMBER_DEALS_PAGE_SIZE);
};
