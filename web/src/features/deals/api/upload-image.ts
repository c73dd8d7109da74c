import { apiUpload } from '@web/lib/api-upload';
import { MSG } from '@shared/messages';

export interface UploadedImage {
  /** `/images/<file>`: what a deal's imageUrl holds. */
  url: string;
  key: string;
}

/** `POST /images` (multipart field `file`): JPEG, PNG or WebP up to 4 MB. */
export function uploadImage(file: Blob, name: string, onProgress?: (fraction: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, name);
  return apiUpload<UploadedImage>('/images', form, {
    onProgress,
    signal,
    fallback: MSG.imageUploadFailed,
  });
}
