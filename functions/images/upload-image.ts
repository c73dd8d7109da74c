import { randomBytes } from 'node:crypto';
import { IMAGE_UPLOADS_PER_HOUR } from '../../shared/limits';
import { MSG } from '../../shared/messages';
import { tooMany } from '../lib/errors';
import { api, created } from '../lib/http';
import { readImageUpload } from '../lib/image-upload';
import { putImageObject } from '../lib/images-store';
import { countEvent } from '../data/rate-limits';
import { recordUpload } from '../data/images';

export const handler = api({}, async ({ event, requireUserId }) => {
  const owner = requireUserId();
  if ((await countEvent('upload', owner, 3600)) > IMAGE_UPLOADS_PER_HOUR) throw tooMany(MSG.imageUploadsLimited);
  const image = await readImageUpload(event);
  const file = `${randomBytes(18).toString('base64url')}.${image.ext}`;
  await putImageObject(file, image.data, image.contentType);
  // Recorded unattached: the clean-up may take it after the grace period unless a deal uses it.
  await recordUpload({
    file,
    owner,
    size: image.data.length,
    contentType: image.contentType,
    createdAt: new Date().toISOString(),
  });
  return created({ url: `/images/${file}`, key: file }, 'Image envoyée');
});
