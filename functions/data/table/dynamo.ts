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
import { conflict, unauthorized } from '../../lib/errors';
import { keys } from '@shared/table';
import type { CallerSession } from './caller-session';

export { type CallerSession, confirmSession } from './caller-session';

/**
 * The one place data modules run multi-item DynamoDB calls: transactions of named items with one
 * retry and conflict policy and the caller's session check, UnprocessedKeys retried for batch reads.
 */

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One named part of a transaction: an item, a composable piece's items (named `name[0]`,
 * `name[1]`... in order), or nothing (left out).
 */
export type TxPart = TxItem | readonly TxItem[] | null | undefined | false;

/**
 * A transaction's items by name, in the order written. A failure is asked for by name
 * (`failedAt(err, 'rate')`), so reordering items never changes which error a member sees.
 * Names are not integers (JavaScript would put those first) and `session` is the helper's own.
 */
export type TxItems = Readonly<Record<string, TxPart>>;

/** A transaction holds at most 100 items. */
export const TX_MAX_ITEMS = 100;
/**
 * Items a transaction of a signed-in route may hold: `transact` adds the caller's session check
 * (`sessionCheck`); a full 100 would cost it a read instead.
 */
export const TX_ROUTE_ITEMS = TX_MAX_ITEMS - 1;

/** The name `transact` gives the caller's session check. */
const SESSION_ITEM = 'session';

/** The named items in order, each piece's items as `name[i]`. */
export function txEntries(named: TxItems): [string, TxItem][] {
  const entries: [string, TxItem][] = [];
  for (const [name, part] of Object.entries(named)) {
    if (/^\d+$/.test(name) || name === SESSION_ITEM) throw new Error(`Transaction item name ${name} is not allowed`);
    if (!part) continue;
    if (Array.isArray(part)) part.forEach((item: TxItem, i) => entries.push([`${name}[${i}]`, item]));
    else entries.push([name, part as TxItem]);
  }
  return entries;
}

/** How many items the named parts hold. */
export const txSize = (named: TxItems) => txEntries(named).length;

/** The condition "the record's session version is still the token's" (no attribute counts as 0). */
export function sessionVersionIs(version: number) {
  return {
    ConditionExpression:
      version === 0 ? 'attribute_not_exists(sessionVersion) OR sessionVersion = :sv' : 'sessionVersion = :sv',
    ExpressionAttributeValues: { ':sv': version },
  };
}

/** The ConditionCheck that the caller's session is still live, atomic with the writes beside it. */
export const sessionCheck = (session: CallerSession): TxItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.user(session.userId), ...sessionVersionIs(session.version) },
});

const MAX_CONFLICT_RETRIES = 12;
/** Cancellation reasons that say "try again", not "refused": another transaction, throttling. */
const RETRYABLE = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);
const MAX_BATCH_GET_KEYS = 100;
const MAX_BATCH_GET_ROUNDS = 8;

/** A jittered, growing wait before attempt `attempt` (1, 2, ...). */
export const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.min(200, 5 * 2 ** attempt) * Math.random() + 5));

/** A transaction refused by its items' conditions, each reason under its item's name. */
export class TransactionCancelled extends Error {
  constructor(
    /** The reasons by item name (`rank[0]` for a piece's first item), in the transaction's order. */
    readonly reasons: ReadonlyMap<string, { Code?: string; Item?: Record<string, unknown> }>,
    options?: { cause?: unknown },
  ) {
    super(`Transaction cancelled: ${[...reasons].map(([name, r]) => `${name} ${r.Code ?? '?'}`).join(', ')}`, options);
    this.name = 'TransactionCancelled';
  }
}

export interface TransactOptions {
  /**
   * Maps the first item (by name, in order) whose condition failed to a domain error (404, 409,
   * 429...); when it answers undefined, the cancellation is thrown for the caller to read with
   * `failedAt`.
   */
  failed?: (name: string) => Error | undefined;
  /** The 409 message when conflicts outlast the retries (a generic one by default). */
  conflictMessage?: string;
  /**
   * The caller's session on a signed-in route: the transaction also carries `sessionCheck`
   * (named `session`); a failed check is a 401. Once confirmed, nothing is added. A transaction
   * that already holds 100 items or writes the caller's own record (DynamoDB takes one operation
   * per item) confirms the session with a read first instead. Null: no token session (jobs, seeding).
   */
  session?: CallerSession | null;
}

/**
 * Runs one TransactWriteItems of named items. A cancellation caused only by another transaction
 * holding one of the items (TransactionConflict) is retried with jittered backoff: the conditions,
 * not the timing, decide. Conflicts that outlast the retries are a 409 (the client retries), never
 * a raw error. A failed condition goes to `options.failed`, else is thrown as a
 * `TransactionCancelled` for `failedAt`.
 */
export async function transact(named: TxItems, options: TransactOptions = {}): Promise<void> {
  const entries = txEntries(named);
  const { session } = options;
  if (session && !session.confirmed && (entries.length >= TX_MAX_ITEMS || writesRecordOf(session, entries))) {
    await session.confirm();
  }
  if (session && !session.confirmed) entries.push([SESSION_ITEM, sessionCheck(session)]);
  for (let attempt = 1; ; attempt++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: entries.map(([, item]) => item) }));
      if (session) session.confirmed = true;
      return;
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const reasons = err.CancellationReasons ?? [];
      const byName = new Map(entries.map(([name], i) => [name, reasons[i] ?? {}]));
      if (byName.get(SESSION_ITEM)?.Code === 'ConditionalCheckFailed') throw unauthorized(MSG.sessionInvalid);
      const failedName = [...byName].find(([, r]) => r.Code === 'ConditionalCheckFailed')?.[0];
      if (failedName !== undefined) {
        throw options.failed?.(failedName) ?? new TransactionCancelled(byName, { cause: err });
      }
      if (!reasons.some((r) => RETRYABLE.has(r.Code ?? ''))) throw new TransactionCancelled(byName, { cause: err });
      if (attempt >= MAX_CONFLICT_RETRIES) throw conflict(options.conflictMessage ?? MSG.writeConflict);
      await pause(attempt);
    }
  }
}

const writesRecordOf = (session: CallerSession, entries: [string, TxItem][]) => {
  const { PK, SK } = keys.user(session.userId);
  return entries.some(([, item]) =>
    Object.values(item).some((op: { Key?: Record<string, unknown>; Item?: Record<string, unknown> } | undefined) => {
      const key = op?.Key ?? op?.Item;
      return key?.PK === PK && key?.SK === SK;
    }),
  );
};

/** The reason given for item `name`, or for any item of the piece `name` (`name[0]`, `name[1]`...). */
function reasonsOf(err: unknown, name: string) {
  if (!(err instanceof TransactionCancelled)) return [];
  return [...err.reasons].filter(([n]) => n === name || n.startsWith(`${name}[`)).map(([, r]) => r);
}

/** Whether the transaction was cancelled because the condition of item `name` (or of an item of the piece `name`) failed. */
export const failedAt = (err: unknown, name: string) =>
  reasonsOf(err, name).some((r) => r.Code === 'ConditionalCheckFailed');

/** Whether a transaction was refused (by a condition, or by conflicts it could not retry). */
export const isCancelled = (err: unknown): err is TransactionCancelled => err instanceof TransactionCancelled;

/** The item `name` as it was when its condition failed (asked with ReturnValuesOnConditionCheckFailure). */
export const cancellationItem = (err: unknown, name: string) =>
  reasonsOf(err, name).find((r) => r.Code === 'ConditionalCheckFailed')?.Item;

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
  /** Names the projection uses (`#state` for a reserved word). */
  names?: Record<string, string>,
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
        ...(names ? { ExpressionAttributeNames: names } : {}),
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
