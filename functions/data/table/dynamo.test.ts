import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { tableName } from '../../lib/clients';
import { HttpError } from '../../lib/errors';
import { batchGet, failedAt, transact } from './dynamo';

// DynamoDB Local serialises transactions and never answers TransactionConflict, which real
// DynamoDB does when concurrent transactions touch the same item (many voters on one deal):
// only a mocked client can show that case.
const ddb = mockClient(DynamoDBDocumentClient);
afterAll(() => ddb.restore());
beforeEach(() => ddb.reset());

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const items = [{ ConditionCheck: { TableName: 't', Key: { PK: 'a', SK: 'b' }, ConditionExpression: 'x' } }];

describe('transact', () => {
  it('retries a transaction cancelled only by a conflict until it goes through', async () => {
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .rejectsOnce(cancelled('TransactionConflict', 'None'))
      .resolves({});
    await transact(items);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('lets a failed condition through at once, for the caller to read', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'TransactionConflict'));
    const err = await transact(items).catch((e: unknown) => e);
    expect(failedAt(err, 1)).toBe(true);
    expect(failedAt(err, 0)).toBe(false);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('answers 409 after a bounded number of conflicts, never the raw error', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    const err = await transact(items).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(409);
    expect(ddb.commandCalls(TransactWriteCommand).length).toBe(12);
  }, 20_000);

  it('retries a transaction cancelled by throttling like a conflict', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('ThrottlingError', 'None')).resolves({});
    await transact(items);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('maps the failed item to the domain error the caller gives', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'ConditionalCheckFailed'));
    const gone = new HttpError(404, 'gone');
    await expect(transact(items, { failed: (i) => (i === 2 ? gone : undefined) })).rejects.toBe(gone);
    await expect(transact(items, { failed: () => undefined })).rejects.toBeInstanceOf(TransactionCanceledException);
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
