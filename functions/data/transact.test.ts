import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { failedAt, transact } from './transact';

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

  it('gives up after a bounded number of conflicts', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(transact(items)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(ddb.commandCalls(TransactWriteCommand).length).toBe(12);
  }, 20_000);
});
