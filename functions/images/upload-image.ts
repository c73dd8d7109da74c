import { randomBytes } from 'node:crypto';
import { HOUR_SECONDS, IMAGE_UPLOADS_PER_ADDRESS_PER_HOUR, IMAGE_UPLOADS_PER_HOUR } from '@shared/limits';
import { MSG } from '@shared/messages';
import { api, created } from '../http/api';
import { putOriginal } from '../lib/images-store';
import { takeSlots } from '../data/members/rate-limits';
import { recordUpload } from '../data/images/images';
import { count } from '../lib/metrics';

export const handler = api('POST /api/images', {}, async ({ event, userId: owner, clientAddress, session }) => {
  // Both slots before the body is read (junk counts too), in one conditional transaction: one
  // round trip within the budget of 3, and a refusal by one limit spends no slot of the other.
  const message = () => MSG.imageUploadsLimited;
  await takeSlots(
    [
      { scope: 'upload', key: owner, max: IMAGE_UPLOADS_PER_HOUR, windowSeconds: HOUR_SECONDS, message },
      {
        scope: 'upload-address',
        key: clientAddress,
        max: IMAGE_UPLOADS_PER_ADDRESS_PER_HOUR,
        windowSeconds: HOUR_SECONDS,
        message,
      },
    ],
    session,
  );
  // The multipart reader and the picture checks load with the first upload past the limits.
  const { readImageUpload } = await import('../lib/image-upload');
  const image = await readImageUpload(event);
  const file = `${randomBytes(18).toString('base64url')}.${image.ext}`;
  // The original, never served: its creation starts the variants job (functions/jobs/image-variants-job.ts).
  await putOriginal(file, image.data, image.contentType);
  // Recorded unattached: the clean-up may take it after the grace period unless a deal uses it.
  await recordUpload(
    {
      file,
      owner,
      size: image.data.length,
      contentType: image.contentType,
      createdAt: new Date().toISOString(),
    },
    session,
  );
  count('Uploads');
  return created({ url: `/images/${file}`, key: file }, MSG.imageUploaded);
});
