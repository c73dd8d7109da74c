import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '../lib/clients';

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction holds at most 100 items. */
export const TX_MAX_ITEMS = 100;

const MAX_CONFLICT_RETRIES = 12;

/**
 * Runs one TransactWriteItems. A cancellation caused only by another transaction holding one
 * of the items (TransactionConflict) is retried with jittered backoff: the conditions, not the
 * timing, decide. Any other cancellation is thrown for the caller to read with `failedAt`.
 */
export async function transact(items: TxItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      const retry =
        err instanceof TransactionCanceledException &&
        attempt < MAX_CONFLICT_RETRIES &&
        (err.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict') &&
        !(err.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
      if (!retry) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.min(200, 5 * 2 ** attempt) * Math.random() + 5));
    }
  }
}

/** Whether the transaction was cancelled because item `index`'s condition failed. */
export function failedAt(err: unknown, index: number) {
  return (
    err instanceof TransactionCanceledException && err.CancellationReasons?.[index]?.Code === 'ConditionalCheckFailed'
  );
}

export const isCancelled = (err: unknown) => err instanceof TransactionCanceledException;
