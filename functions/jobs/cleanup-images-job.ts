import { log } from '../lib/log';
import { cleanupAllImages } from '../lib/image-cleanup';

/** The daily clean-up (EventBridge schedule in AWS, `npm run cleanup:images` locally). */
export async function handler() {
  const result = await cleanupAllImages();
  log('info', 'image clean-up done', result);
  return result;
}
