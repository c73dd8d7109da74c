import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { VERIFY_TOKEN_TTL_SECONDS } from '@shared/limits';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type TxItem, isCancelled, transact } from '../table/dynamo';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A 48-hour link proving `email` belongs to the user: the token for the mail, and the item
 * (only the token's hash) to write, alone or inside the transaction that sets the address.
 */
export function newVerifyToken(userId: string, email: string): { token: string; item: TxItem } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + VERIFY_TOKEN_TTL_SECONDS;
  const Item = { ...keys.verifyToken(hash(token)), userId, email, expiresAt, ttl: expiresAt };
  return { token, item: { Put: { TableName: tableName(), Item } } };
}

/** Issues a verification link for the user's current address. */
export async function issueVerifyToken(userId: string, email: string): Promise<string> {
  const { token, item } = newVerifyToken(userId, email);
  await db.send(new PutCommand(item.Put!));
  return token;
}

/**
 * Marks the user's email verified and deletes the link in one transaction, provided the link is
 * unused, unexpired and for the address the account has now (a link sent to a former address
 * verifies nothing). Returns the user id, or undefined when the link does not work.
 */
export async function consumeVerifyToken(token: string): Promise<string | undefined> {
  const key = keys.verifyToken(hash(token));
  const TableName = tableName();
  const out = await db.send(new GetCommand({ TableName, Key: key }));
  const item = out.Item;
  if (!item || Number(item.expiresAt) <= nowSeconds()) return undefined;
  try {
    await transact({
      link: {
        Delete: {
          TableName,
          Key: key,
          ConditionExpression: 'userId = :u AND expiresAt > :now',
          ExpressionAttributeValues: { ':u': item.userId, ':now': nowSeconds() },
        },
      },
      user: {
        Update: {
          TableName,
          Key: keys.user(item.userId as string),
          UpdateExpression: 'SET emailVerified = :true',
          ConditionExpression: 'attribute_exists(PK) AND email = :email',
          ExpressionAttributeValues: { ':true': true, ':email': item.email },
        },
      },
    });
    return item.userId as string;
  } catch (err) {
    if (isCancelled(err)) return undefined;
    throw err;
  }
}
