import { CLIENT_MSG } from '@shared/client-messages';
import { currentLanguage } from '@shared/i18n/catalogue';
import { ApiError, apiPath, buildUrl, parseEnvelope, refusal, type Answer } from './api-client';
import { getToken } from './storage';

/** A picture of a few hundred kilobytes on a slow phone link takes longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 30_000;

/** The routes that take a multipart upload. */
type UploadRoute = 'POST /api/images';

export interface UploadOptions {
  fallback?: string;
  signal?: AbortSignal;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  timeoutMs?: number;
}

/**
 * The api client's multipart post: same base path, language, token, envelope, errors and 401 rule, and
 * resolves with the envelope's `data`. XMLHttpRequest rather than fetch, as only it reports
 * upload progress. Kept apart from api-client.ts so the first bundle does not carry it.
 */
export function apiUpload(route: UploadRoute, form: FormData, opts: UploadOptions = {}) {
  return new Promise<Answer<UploadRoute>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(apiPath(route)));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = opts.timeoutMs ?? UPLOAD_TIMEOUT_MS;

    const abort = () => xhr.abort();
    opts.signal?.addEventListener('abort', abort);
    const settle = (fn: () => void) => () => {
      opts.signal?.removeEventListener('abort', abort);
      fn();
    };
    const report = opts.onProgress;
    if (report) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      };
    }
    xhr.onload = settle(() => {
      const body = parseEnvelope(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(xhr.status, body, token, opts.fallback));
      } else if (!body) reject(new ApiError(CLIENT_MSG.invalidResponse, xhr.status));
      else resolve(body.data as Answer<UploadRoute>);
    });
    xhr.onerror = settle(() => reject(new ApiError(CLIENT_MSG.network, 0)));
    xhr.ontimeout = settle(() => reject(new ApiError(CLIENT_MSG.timeout, 0)));
    xhr.onabort = settle(() => reject(new DOMException('Upload cancelled', 'AbortError')));
    xhr.send(form);
  });
}
