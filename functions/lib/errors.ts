import type { FieldErrors } from '@shared/api-types';

/** An error with an HTTP status and a French message meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);
/** A 429; with `retryAfterSeconds`, the answer says when to come back (Retry-After). */
export const tooMany = (message: string, retryAfterSeconds?: number) =>
  new HttpError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );

/** What AWS answers when it is busy or unwell, rather than "no": throttling, a service's 5xx, a transaction conflict. */
const BUSY_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'SlowDown',
  'ServiceUnavailable',
  'InternalServerError',
  'RequestTimeout',
  'TransactionInProgressException',
  'TimeoutError',
]);
const BUSY_REASONS = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
/** A connection lost or timed out on the way (the SDK's retries spent). */
const NETWORK_CODES = new Set(['ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ECONNABORTED']);

/**
 * Whether an error (or one it wraps) says "try again later" after the SDK's and our own retries:
 * the HTTP wrapper answers it 503 with Retry-After, never 500 (docs/operations.md#faults).
 */
export function isServiceBusy(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { name, code, $metadata, CancellationReasons } = e as {
      name?: string;
      code?: string;
      $metadata?: { httpStatusCode?: number };
      CancellationReasons?: { Code?: string }[];
    };
    if (BUSY_NAMES.has(name ?? '') || NETWORK_CODES.has(code ?? '')) return true;
    if ((e as Error).message === 'socket hang up') return true;
    if (name === 'TransactionCanceledException' && CancellationReasons?.some((r) => BUSY_REASONS.has(r.Code ?? ''))) {
      return !CancellationReasons.some((r) => r.Code === 'ConditionalCheckFailed');
    }
    if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
  }
  return false;
}
