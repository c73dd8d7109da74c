import { loadDeal } from '@web/lib/deals/use-deal';
import type { PageReads } from '@web/lib/page-reads';

/** The deal page's reads: the deal (its comments come after, in the browser). */
export const dealReads: PageReads = ({ params }, load) => (params.id ? loadDeal(load, params.id) : Promise.resolve());
