import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request counters, read by the HTTP wrapper for its log line and metrics header. */
export interface RequestScope {
  requestId: string;
  ddbCalls: number;
  /** Set when the route's grants allow no table writes and ENFORCE_GRANTS=1 (local runs). */
  readOnly: boolean;
  /** Capacity units DynamoDB reports, summed (only when EXPOSE_DDB_CALLS=1 asks for them). */
  ddbCapacity?: number;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
