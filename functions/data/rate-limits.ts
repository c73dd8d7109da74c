import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/table';
import { db, tableName } from '../lib/clients';

/** A fixed window: its key and when it ends (the item's TTL). */
function windowOf(scope: string, key: string, windowSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  const start = now - (now % windowSeconds);
  return { key: keys.rateWindow(scope, key.toLowerCase(), start), ttl: start + windowSeconds + 60 };
}

/** Counts one event in the current window and returns the new count. */
export async function countEvent(scope: string, key: string, windowSeconds: number): Promise<number> {
  const w = windowOf(scope, key, windowSeconds);
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: w.key,
      UpdateExpression: 'ADD #n :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': w.ttl },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? 0);
}

/**
 * Reads the login state of an email in one round trip: the account it belongs to and the
 * failures counted in the current window.
 */
export async function loadLoginAttempt(email: string, scope: string, windowSeconds: number) {
  const lock = keys.emailLock(email);
  const w = windowOf(scope, email, windowSeconds);
  const TableName = tableName();
  const out = await db.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys: [lock, w.key] } } }));
  const items = out.Responses?.[TableName] ?? [];
  const userId = items.find((i) => i.PK === lock.PK)?.userId as string | undefined;
  const failures = Number(items.find((i) => i.PK === w.key.PK)?.count ?? 0);
  return { userId, failures };
}
