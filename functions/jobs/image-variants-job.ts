import type { S3Event } from 'aws-lambda';
import { variantsFor } from '../images/make-variants';
import { ORIGINAL_PREFIX } from '../lib/images-store';
import { job } from '../lib/job';
import { log } from '../lib/log';

/**
 * Makes the variants of each original put under originals/ (an S3 ObjectCreated notification in
 * AWS; locally the S3 stand-in's own event, infra/local/image-events.ts): the resized copies,
 * then the facts on the image record, then on the deal already using it, if any (a deal attaching
 * it later gets them from the events Lambda: functions/data/deals/pictures.ts). Idempotent: a retry writes the
 * same objects and facts again. A failure of S3 or DynamoDB throws, for Lambda's retries and then
 * the dead-letter queue; a picture that cannot be decoded is logged and left (it keeps its
 * placeholder), since trying again would not help.
 */
export const handler = job('image-variants', async (event: S3Event) => {
  let made = 0;
  for (const record of event.Records ?? []) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const file = key.startsWith(ORIGINAL_PREFIX) ? key.slice(ORIGINAL_PREFIX.length) : '';
    if (!/^[A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp)$/.test(file)) {
      log('warn', 'not an original', { key });
      continue;
    }
    if (await variantsFor(file)) made++;
  }
  return { made };
});
