import { listDeals } from '../../../lib/deals/api';

export const MY_DEALS_PAGE_SIZE = 6;

/** A page of the member's own deals, newest first. */
export const listMyDeals = (userId: string, page: number) =>
  listDeals({ author: userId, page, size: MY_DEALS_PAGE_SIZE });
