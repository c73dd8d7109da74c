import { expireDueDeals } from '../data/deals/expiry';
import { job } from '../lib/job';
import { log } from '../lib/log';

/** Every few minutes (EventBridge schedule in AWS, a timer locally): expires the deals whose date has passed. */
export const handler = job('expire-deals', async () => {
  const result = await expireDueDeals();
  if (result.dealsExpired) log('info', 'deals expired', result);
  return result;
});
