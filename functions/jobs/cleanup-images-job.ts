import { finishDeletingDeals } from '../data/deals/delete';
import { job } from '../lib/job';
import { log } from '../lib/log';
import { cleanupAllImages } from '../images/image-cleanup';

/**
 * The daily clean-up (EventBridge schedule in AWS, `npm run cleanup:images` locally): deal
 * deletes cut short are finished first (their pictures become orphans), then the images.
 */
export const handler = job('cleanup-images', async () => {
  const deals = await finishDeletingDeals();
  log('info', 'deal purges finished', deals);
  const result = await cleanupAllImages();
  log('info', 'image clean-up done', result);
  return { ...deals, ...result };
});
