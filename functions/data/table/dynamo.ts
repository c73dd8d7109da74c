import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { MSG } from '@shared/messages';
import { db, tableName } from '../../lib/clients';
import { conflict } from '../../lib/errors';

/**
 * The one place data modules run multi-item DynamoDB calls: one retry and conflict policy for
 * transactions, UnprocessedKeys retried for batch reads.
 */

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction holds at most 100 items. */
export const TX_MAX_ITEMS = 100;
/**
 * Items a transaction of a signed-in route may hold: the session guard appends one
 * ConditionCheck (functions/lib/session-guard.ts); a full 100 would cost it a read instead.
 */
export const TX_ROUTE_ITEMS = TX_MAX_ITEMS - 1;

const MAX_CONFLICT_RETRIES = 12;
/** Cancellation reasons that say "try again", not "refused": another transaction, throttling. */
const RETRYABLE = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
const MAX_BATCH_GET_KEYS = 100;
const MAX_BATCH_GET_ROUNDS = 8;

/** A jittered, growing wait before attempt `attempt` (1, 2, ...). */
export const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(200, 5 * 2 ** attempt) * Math.random() + 5));

export interface TransactOptions {
  /**
   * Maps the first item whose condition failed to a domain error (404, 409, 429...); when it
   * answers undefined, the cancellation is thrown as is for the caller to read with `failedAt`.
   */
  failed?: (index: number) => Error | undefined;
  /** The 409 message when conflicts outlast the retries (a generic one by default). */
  conflictMessage?: string;
}

/**
 * Runs one TransactWriteItems. A cancellation caused only by another transaction holding one
 * of the items (TransactionConflict) is retried with jittered backoff: the conditions, not the
 * timing, decide. Conflicts that outlast the retries are a 409 (the client retries), never a
 * raw error. A failed condition goes to `options.failed`, else is thrown for `failedAt`.
 */
export async function transact(items: TxItem[], options: TransactOptions = {}): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const reasons = err.CancellationReasons ?? [];
      const failedIndex = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
      if (failedIndex >= 0) {
        const mapped = options.failed?.(failedIndex);
        throw mapped ?? err;
      }
      if (!reasons.some((r) => RETRYABLE.has(r.Code ?? ''))) throw err;
      if (attempt >= MAX_CONFLICT_RETRIES) throw conflict(options.conflictMessage ?? MSG.writeConflict);
      await pause(attempt);
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

/** The item as it was when item `index`'s condition failed (asked with ReturnValuesOnConditionCheckFailure). */
export function cancellationItem(err: unknown, index: number) {
  return isCancelled(err)
    ? (err as { CancellationReasons?: { Item?: Record<string, unknown> }[] }).CancellationReasons?.[index]?.Item
    : undefined;
}

/** Whether a single conditional write was refused by its condition. */
export const isConditionFailed = (err: unknown) =>
  (err as Error | undefined)?.name === 'ConditionalCheckFailedException';

/**
 * The parts of an UpdateItem that ADD each delta to its attribute (ADD creates a missing
 * attribute at 0, so counters need no initialisation). Zero deltas are left out.
 */
export function addUpdate(deltas: Record<string, number>) {
  const entries = Object.entries(deltas).filter(([, v]) => v);
  return {
    UpdateExpression: `ADD ${entries.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#a${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:a${i}`, value])),
  };
}

/**
 * BatchGetItem of any number of keys (chunks of 100, run in parallel) with UnprocessedKeys
 * retried after a short backoff, so no item is silently missing under throttling.
 */
export async function batchGet(
  keyList: Record<string, unknown>[],
  consistent = false,
  projection?: string,
): Promise<Record<string, unknown>[]> {
  const TableName = tableName();
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keyList.length; i += MAX_BATCH_GET_KEYS) chunks.push(keyList.slice(i, i + MAX_BATCH_GET_KEYS));
  const readChunk = async (chunk: Record<string, unknown>[]) => {
    const found: Record<string, unknown>[] = [];
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [TableName]: {
        Keys: chunk,
        ConsistentRead: consistent,
        ...(projection ? { ProjectionExpression: projection } : {}),
      } as { Keys: Record<string, unknown>[] },
    };
    for (let attempt = 0; request && Object.keys(request).length; attempt++) {
      if (attempt >= MAX_BATCH_GET_ROUNDS) throw new Error('BatchGetItem: keys left unprocessed after retries');
      if (attempt) await pause(attempt);
      const out = await db.send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(out.Responses?.[TableName] ?? []));
      request = out.UnprocessedKeys as typeof request;
    }
    return found;
  };
  return (await Promise.all(chunks.map(readChunk))).flat();
}

/** The first `count` items of a Query (its pages read until there are enough or none are left). */
export async function queryFirst(input: QueryCommandInput, count: number): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, Limit: count - items.length, ExclusiveStartKey: startKey }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey && items.length < count);
  return items;
}

/** Every item of a Query, page after page (one-off migrations only: request paths read what a page needs). */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}
