import type { PictureFacts } from '@shared/image-variants';
import { setDealPicture } from '../data/deals/pictures';
import { recordPicture } from '../data/images/images';
import { makeVariants } from '../lib/image-variants';
import { getOriginal, putVariant } from '../lib/images-store';
import { log } from '../lib/log';

/** An upload's record follows its object by a moment (functions/images/upload-image.ts): waited for this long. */
const RECORD_WAIT_MS = 10_000;
const RECORD_POLL_MS = 500;

/**
 * Makes one original's variants and records them: the objects, then the facts on the image record,
 * then on the deal using it, if any. False when there is nothing to make them from (the original
 * is gone or undecodable, or the image has no record). What the variants job runs for each new
 * original, and the migration for images uploaded before variants existed. Imports sharp.
 */
export async function variantsFor(file: string, options: { waitForRecord?: boolean } = {}) {
  const original = await getOriginal(file);
  if (!original) {
    log('warn', 'original gone before its variants', { file });
    return false;
  }
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await makeVariants(file, original);
  } catch (err) {
    log('warn', 'image could not be decoded', { file, error: err instanceof Error ? err.message : String(err) });
    return false;
  }
  await Promise.all(made.variants.map((v) => putVariant(v.name, v.body, v.contentType)));
  const facts: PictureFacts = { file, width: made.width, height: made.height, widths: made.widths };
  let dealId = await recordPicture(facts);
  for (let waited = 0; dealId === undefined && options.waitForRecord !== false && waited < RECORD_WAIT_MS;) {
    await new Promise((resolve) => setTimeout(resolve, RECORD_POLL_MS));
    waited += RECORD_POLL_MS;
    dealId = await recordPicture(facts);
  }
  if (dealId === undefined) {
    // An upload whose record write failed: the clean-up's sweep takes its objects after the grace period.
    log('warn', 'image without a record', { file });
    return false;
  }
  if (dealId) await setDealPicture(dealId, facts);
  log('info', 'image variants made', { file, widths: made.widths, dealId });
  return true;
}
