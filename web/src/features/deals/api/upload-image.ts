import { apiUpload } from '@web/lib/api-upload';
import { MSG } from '@shared/messages';

export type { UploadedImage } from '@shared/api-types';

/** `POST /images` (multipart field `file`): JPEG, PNG or WebP up to 4 MB. */
export function uploadImage(file: Blob, name: string, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, name);
  return apiUpload('POST /api/images', form, {
    onProgress,
    signal,
    fallback: MSG.imageUploadFailed,
  });
}
