import { AsyncLocalStorage } from 'node:async_hooks';
import { setLanguageSource } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';

/** Per-request (or per job run) state, read by the HTTP wrapper and the log for their lines. */
export interface RequestScope {
  /** API Gateway's request id (a job run's: Lambda's). */
  requestId: string;
  /** Lambda's request id (absent locally). */
  lambdaRequestId?: string;
  /** The route key, or the job's name. */
  route?: string;
  /** Set on the first invocation of this Lambda instance. */
  coldStart?: boolean;
  /** Business counts this request adds (functions/lib/metrics.ts). */
  counts?: Partial<Record<string, number>>;
  ddbCalls: number;
  /** Set when the route's grants allow no table writes and ENFORCE_GRANTS=1 (local runs). */
  readOnly: boolean;
  /** Set for routes serving public data only (ENFORCE_GRANTS=1): no private partition reads. */
  publicOnly?: boolean;
  /** With publicOnly, an optional route's one read of a user record: whether a token's session is live. */
  sessionCheck?: boolean;
  /** Capacity units DynamoDB reports, summed (only when EXPOSE_DDB_CALLS=1 asks for them). */
  ddbCapacity?: number;
  /**
   * The language the request is answered in: its `Accept-Language` on API routes, the page's path
   * on pages (functions/http/api.ts); French when absent (a job run, a mail to a member names its own).
   */
  language?: Language;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

// Every Lambda and job loads this module: the catalogues' texts (MSG, FIELD_MSG...) read the
// language of the request or run in progress (docs/architecture.md#messages-in-the-readers-language).
setLanguageSource(() => requestScope.getStore()?.language ?? DEFAULT_LANGUAGE);
