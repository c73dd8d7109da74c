import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request counters, read by the HTTP wrapper for its log line and metrics header. */
export interface RequestScope {
  requestId: string;
  ddbCalls: number;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
