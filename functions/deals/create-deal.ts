import { MSG } from '@shared/messages';
import { createDealSchema } from '@shared/schemas/deal';
import { createDeal, reserveDealSeq } from '../data/deals/write';
import { postingLimits } from '../data/members/rate-limits';
import { chooseMerchant } from '../data/merchants/merchants';
import { api, created } from '../http/api';
import { count } from '../lib/metrics';

/**
 * Publishes a deal: the author's record, the next sequence number and its merchant in parallel,
 * then one transaction that also takes a slot of the member's hourly limit (429 past it).
 */
export const handler = api('POST /api/deals', { body: createDealSchema }, async ({ body, loadUser, session }) => {
  const [user, seq, merchant] = await Promise.all([loadUser(), reserveDealSeq(session), chooseMerchant(body)]);
  const deal = await createDeal(body, user, seq, session, new Date(), postingLimits.deal(user.id), merchant);
  count('DealsCreated');
  return created(deal, MSG.dealCreated);
});
