import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '@shared/table';
import { db } from './clients';
import { requestScope } from './request-scope';

// The local stand-in for IAM's dynamodb:LeadingKeys deny: it refuses before anything is sent.
const publicRoute = (fn: () => Promise<unknown>) =>
  requestScope.run({ requestId: 't', ddbCalls: 0, readOnly: true, publicOnly: true }, fn);

describe('a route serving public data only (ENFORCE_GRANTS=1)', () => {
  it.each([
    ['a user record', () => db.send(new GetCommand({ TableName: 'T', Key: keys.user('u1') }))],
    ['a reset token', () => db.send(new GetCommand({ TableName: 'T', Key: keys.resetToken('abc') }))],
    [
      'a user record among deals',
      () => db.send(new BatchGetCommand({ RequestItems: { T: { Keys: [keys.deal('d1'), keys.user('u1')] } } })),
    ],
    [
      'a query of a verification token partition',
      () =>
        db.send(
          new QueryCommand({
            TableName: 'T',
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': keys.verifyToken('abc').PK },
          }),
        ),
    ],
  ])('cannot read %s', async (_what, read) => {
    await expect(publicRoute(read)).rejects.toThrow(/serving public data only/);
  });
});

describe('an optional route (its one read of a user record: whether a session is live)', () => {
  const optionalRoute = (fn: () => Promise<unknown>) =>
    requestScope.run({ requestId: 't', ddbCalls: 0, readOnly: true, publicOnly: true, sessionCheck: true }, fn);
  const get = (extra: Record<string, unknown>) => () =>
    db.send(new GetCommand({ TableName: 'T', Key: keys.user('u1'), ...extra }));

  it.each([
    ['the whole record', get({})],
    ['its password hash', get({ ProjectionExpression: 'sessionVersion, passwordHash' })],
    [
      'its email through a name',
      get({ ProjectionExpression: 'sessionVersion, #e', ExpressionAttributeNames: { '#e': 'email' } }),
    ],
    ['a nested path', get({ ProjectionExpression: 'sessionVersion.x' })],
    [
      'a reset token, projected as a session',
      () => db.send(new GetCommand({ TableName: 'T', Key: keys.resetToken('abc'), ProjectionExpression: 'PK' })),
    ],
    [
      'user records in a batch',
      () =>
        db.send(new BatchGetCommand({ RequestItems: { T: { Keys: [keys.user('u1')], ProjectionExpression: 'PK' } } })),
    ],
  ])('cannot read %s', async (_what, read) => {
    await expect(optionalRoute(read)).rejects.toThrow(/serving public data only/);
  });
});
