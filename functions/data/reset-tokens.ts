import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { RESET_TOKEN_TTL_SECONDS } from '../../shared/limits';
import { keys } from '../../shared/table';
import { db, tableName } from '../lib/clients';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Issues a one-hour reset token for a user; only its hash is stored. */
export async function issueResetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + RESET_TOKEN_TTL_SECONDS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.resetToken(hash(token)), userId, expiresAt, ttl: expiresAt },
    }),
  );
  return token;
}

/** The user a token resets, while it is unused and unexpired (TTL deletion is lazy, so check). */
export async function findResetTokenUser(token: string): Promise<string | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.resetToken(hash(token)) }));
  if (!out.Item || Number(out.Item.expiresAt) <= nowSeconds()) return undefined;
  return out.Item.userId as string;
}

/** Consumes the token and sets the new password in one transaction; false if already used. */
export async function consumeResetToken(token: string, userId: string, passwordHash: string): Promise<boolean> {
  const TableName = tableName();
  try {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName,
              Key: keys.resetToken(hash(token)),
              ConditionExpression: 'userId = :u AND expiresAt > :now',
              ExpressionAttributeValues: { ':u': userId, ':now': nowSeconds() },
            },
          },
          {
            Update: {
              TableName,
              Key: keys.user(userId),
              UpdateExpression: 'SET passwordHash = :h, updatedAt = :t',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':h': passwordHash, ':t': new Date().toISOString() },
            },
          },
        ],
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof TransactionCanceledException) return false;
    throw err;
  }
}
