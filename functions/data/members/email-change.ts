import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { EMAIL_CHANGE_TOKEN_TTL_SECONDS } from '@shared/limits';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import type { TxItem } from '../table/dynamo';
import { sameEmail } from './accounts';
import { type UserRecord, getUserById } from './users';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A pending email change of an account without a password: the link mailed to the current
 * address (only its hash is stored, with a TTL). Issued before `credentialsChangedAt` or for
 * an address the account no longer has, it does nothing.
 */
export async function issueEmailChange(user: UserRecord, toEmail: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + EMAIL_CHANGE_TOKEN_TTL_SECONDS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.emailChangeToken(hash(token)),
        userId: user.id,
        fromEmail: user.email,
        toEmail,
        issuedAt: Date.now(),
        expiresAt,
        ttl: expiresAt,
      },
    }),
  );
  return token;
}

export interface PendingEmailChange {
  user: UserRecord;
  toEmail: string;
  /** Deletes the link in the transaction that applies the change, so it works once. */
  consume: TxItem;
}

/**
 * The change a link asks for, while it is unused, unexpired (TTL deletion is lazy, so check),
 * the account still has the address it was mailed to, and no password or email change came since.
 */
export async function findEmailChange(token: string): Promise<PendingEmailChange | undefined> {
  const Key = keys.emailChangeToken(hash(token));
  const out = await db.send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  const item = out.Item;
  if (!item || Number(item.expiresAt) <= nowSeconds()) return undefined;
  const user = await getUserById(item.userId as string);
  if (!user || !sameEmail(user.email, String(item.fromEmail))) return undefined;
  if ((user.credentialsChangedAt ?? 0) >= Number(item.issuedAt)) return undefined;
  return {
    user,
    toEmail: String(item.toEmail),
    consume: {
      Delete: {
        TableName: tableName(),
        Key,
        ConditionExpression: 'userId = :u AND expiresAt > :now',
        ExpressionAttributeValues: { ':u': user.id, ':now': nowSeconds() },
      },
    },
  };
}
