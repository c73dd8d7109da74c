import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The caller's token session on a signed-in route, until a read of their record or a write
 * conditioned on it has shown the token's session version is still the record's.
 */
export interface ScopeSession {
  userId: string;
  version: number;
  confirmed: boolean;
  /** Reads the record and compares versions; throws 401 when the token's session has ended. */
  confirm(): Promise<void>;
}

/** Per-request state, read by the HTTP wrapper for its log line and metrics header. */
export interface RequestScope {
  requestId: string;
  ddbCalls: number;
  /** Set when the route's grants allow no table writes and ENFORCE_GRANTS=1 (local runs). */
  readOnly: boolean;
  /** Set for routes serving public data only (ENFORCE_GRANTS=1): no private partition reads. */
  publicOnly?: boolean;
  /** Capacity units DynamoDB reports, summed (only when EXPOSE_DDB_CALLS=1 asks for them). */
  ddbCapacity?: number;
  session?: ScopeSession;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();
