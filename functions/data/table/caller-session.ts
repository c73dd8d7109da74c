// Apart from dynamo.ts so the HTTP wrapper holds it without the SDK (a public route loads none).

/**
 * The caller's token session on a signed-in route (the HTTP wrapper makes it), until a read of
 * their record or a write conditioned on it has shown the token's session version is still the
 * record's. No write runs for a token whose session has ended (password changed or reset,
 * logout-all, ban): a transaction carries `sessionCheck` (`transact(..., { session })`), a
 * single-item write is preceded by `confirmSession`.
 */
export interface CallerSession {
  userId: string;
  /** The token's session version. */
  version: number;
  confirmed: boolean;
  /** Reads the caller's record (once per request); throws 401 when the token's session has ended. */
  confirm(): Promise<void>;
}

/**
 * Before a single-item write of a signed-in route: confirms the caller's session with a read of
 * their record, unless a read or a write of this request already has (401 once it has ended).
 */
export async function confirmSession(session: CallerSession | null | undefined): Promise<void> {
  if (session && !session.confirmed) await session.confirm();
}
