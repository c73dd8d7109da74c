import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { tableName } from '../../lib/clients';
import { HttpError } from '../../lib/errors';
import {
  batchGet,
  failedAt,
  transact,
  type CallerSession,
  type TxItem,
  TX_MAX_ITEMS,
  TransactionCancelled,
  cancellationItem,
  confirmSession,
  isCancelled,
  txEntries,
} from './dynamo';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';

// DynamoDB Local serialises transactions and never answers TransactionConflict, which real
// DynamoDB does when concurrent transactions touch the same item (many voters on one deal):
// only a mocked client can show that case.
const ddb = mockClient(DynamoDBDocumentClient);
afterAll(() => ddb.restore());
beforeEach(() => ddb.reset());

const cancelled = (...reasons: (string | { Code: string; Item?: Record<string, unknown> })[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    // The document client hands items over as plain values.
    CancellationReasons: reasons.map((r) => (typeof r === 'string' ? { Code: r } : r)) as never,
  });

const check = (pk: string): TxItem => ({
  ConditionCheck: { TableName: 't', Key: { PK: pk, SK: 'x' }, ConditionExpression: 'x' },
});
const items = { a: check('a'), b: check('b'), c: check('c') };

/** The items the last TransactWriteItems sent. */
const sent = () => ddb.commandCalls(TransactWriteCommand).at(-1)!.args[0].input.TransactItems ?? [];

/** A session as the HTTP wrapper makes it, its read counted. */
function session(version = 3): CallerSession & { reads: () => number } {
  const confirm = vi.fn(async () => {
    s.confirmed = true;
  });
  const s = { userId: 'u1', version, confirmed: false, confirm, reads: () => confirm.mock.calls.length };
  return s;
}

describe('transact', () => {
  it('retries a transaction cancelled only by a conflict until it goes through', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict', 'None'))
      .rejectsOnce(cancelled('TransactionConflict', 'None', 'None'))
      .resolves({});
    await transact(items);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('lets a failed condition through at once, named for the caller to read', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict'));
    const err = await transact(items).catch((e: unknown) => e);
    expect(isCancelled(err)).toBe(true);
    expect(failedAt(err, 'b')).toBe(true);
    expect(failedAt(err, 'a')).toBe(false);
    expect(failedAt(err, 'c')).toBe(false);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('names a failure by its item, whatever the order the items are written in', async () => {
    // The table refuses whichever item is the rate window, wherever it sits.
    ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: TxItem[] }) => {
      throw cancelled(
        ...input.TransactItems.map((i) => (i.ConditionCheck?.Key?.PK === 'rate' ? 'ConditionalCheckFailed' : 'None')),
      );
    });
    for (const order of [
      { vote: check('vote'), deal: check('deal'), rate: check('rate') },
      { rate: check('rate'), vote: check('vote'), deal: check('deal') },
    ]) {
      const err = await transact(order).catch((e: unknown) => e);
      expect(failedAt(err, 'rate')).toBe(true);
      expect(failedAt(err, 'vote') || failedAt(err, 'deal')).toBe(false);
    }
  });

  it('names the items of a piece name[0], name[1]... and answers for the piece as a whole', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejects(cancelled('None', 'None', { Code: 'ConditionalCheckFailed', Item: { PK: 'r1', n: 4 } }));
    const err = await transact({ head: check('h'), rank: [check('r0'), check('r1')], none: [], absent: false }).catch(
      (e: unknown) => e,
    );
    expect(sent()).toHaveLength(3);
    expect(failedAt(err, 'rank')).toBe(true);
    expect(failedAt(err, 'rank[1]')).toBe(true);
    expect(failedAt(err, 'rank[0]')).toBe(false);
    expect(failedAt(err, 'head')).toBe(false);
    expect(cancellationItem(err, 'rank[1]')).toEqual({ PK: 'r1', n: 4 });
    expect(cancellationItem(err, 'head')).toBeUndefined();
    expect((err as TransactionCancelled).reasons.get('rank[1]')?.Code).toBe('ConditionalCheckFailed');
  });

  it('keeps the items in the order written and leaves out the parts that are absent', () => {
    const entries = txEntries({
      x: check('x'),
      gone: undefined,
      no: false,
      list: [check('l0'), check('l1')],
      y: check('y'),
    });
    expect(entries.map(([name]) => name)).toEqual(['x', 'list[0]', 'list[1]', 'y']);
    // Integer names would be reordered by JavaScript; `session` is the helper's own item.
    expect(() => txEntries({ 0: check('x') })).toThrow();
    expect(() => txEntries({ session: check('x') })).toThrow();
  });

  it('answers 409 after a bounded number of conflicts, never the raw error', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    const err = await transact(items).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(409);
    expect(ddb.commandCalls(TransactWriteCommand).length).toBe(12);
  }, 20_000);

  it('retries a transaction cancelled by throttling like a conflict', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ThrottlingError', 'None', 'None'))
      .resolves({});
    await transact(items);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('maps the failed item, by name, to the domain error the caller gives', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));
    const gone = new HttpError(404, 'gone');
    await expect(transact(items, { failed: (name) => (name === 'c' ? gone : undefined) })).rejects.toBe(gone);
    await expect(transact(items, { failed: () => undefined })).rejects.toBeInstanceOf(TransactionCancelled);
  });
});

describe('the caller’s session in a transaction', () => {
  it('adds the check of the session version on the caller’s record, last, and counts it confirmed after', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const s = session(3);
    await transact(items, { session: s });
    expect(sent()).toHaveLength(4);
    expect(sent()[3]).toEqual({
      ConditionCheck: {
        TableName: tableName(),
        Key: keys.user('u1'),
        ConditionExpression: 'sessionVersion = :sv',
        ExpressionAttributeValues: { ':sv': 3 },
      },
    });
    expect(s.confirmed).toBe(true);
    // Confirmed: the next transaction of the request carries no check, and nothing was read.
    await transact(items, { session: s });
    expect(sent()).toHaveLength(3);
    expect(s.reads()).toBe(0);
  });

  it('checks a token of version 0 against a record that may have no version yet', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    await transact(items, { session: session(0) });
    expect(sent()[3].ConditionCheck?.ConditionExpression).toBe(
      'attribute_not_exists(sessionVersion) OR sessionVersion = :sv',
    );
  });

  it('answers 401 when the session has ended, before any other failure of the transaction', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'ConditionalCheckFailed'));
    const s = session();
    const err = await transact(items, { session: s, failed: () => new HttpError(404, 'gone') }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(401);
    expect((err as HttpError).message).toBe(MSG.sessionInvalid);
    expect(s.confirmed).toBe(false);
  });

  it('reports the other items’ failures by their names, the check aside', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None', 'None'));
    const err = await transact(items, { session: session() }).catch((e: unknown) => e);
    expect(failedAt(err, 'b')).toBe(true);
    expect([...(err as TransactionCancelled).reasons.keys()]).toEqual(['a', 'b', 'c', 'session']);
  });

  it('confirms with a read first when the transaction writes the caller’s record or is full', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const own = session();
    await transact(
      { user: { Update: { TableName: 't', Key: keys.user('u1'), UpdateExpression: 'x' } } },
      { session: own },
    );
    expect(own.reads()).toBe(1);
    expect(sent()).toHaveLength(1);

    const full = session();
    const many = Array.from({ length: TX_MAX_ITEMS }, (_, i) => check(`p${i}`));
    await transact({ many }, { session: full });
    expect(full.reads()).toBe(1);
    expect(sent()).toHaveLength(TX_MAX_ITEMS);
  });

  it('confirmSession reads once, and not at all once a write or a read has confirmed the session', async () => {
    const s = session();
    await confirmSession(s);
    await confirmSession(s);
    expect(s.reads()).toBe(1);
    await confirmSession(null);
  });
});

describe('batchGet', () => {
  it('retries UnprocessedKeys until every item is read', async () => {
    const table = tableName();
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [table]: [{ PK: 'a', SK: '1' }] },
        UnprocessedKeys: { [table]: { Keys: [{ PK: 'b', SK: '1' }] } },
      })
      .resolves({ Responses: { [table]: [{ PK: 'b', SK: '1' }] } });
    const found = await batchGet([
      { PK: 'a', SK: '1' },
      { PK: 'b', SK: '1' },
    ]);
    expect(found.map((i) => i.PK).sort()).toEqual(['a', 'b']);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(2);
  });
});
