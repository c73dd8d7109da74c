import { AsyncLocalStorage } from 'node:async_hooks';

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
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
