import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { RESET_TOKEN_TTL_SECONDS } from '@shared/limits';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { isCancelled, transact } from '../table/dynamo';
import { identityEdit } from './identities';
import { clearLoginFailures } from './login-attempts';
import { type UserRecord, getUserById } from './users';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Issues a one-hour reset token for a user; only its hash is stored. A password or email
 * change after `issuedAt` (the record's `credentialsChangedAt`) voids it.
 */
export async function issueResetToken(userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + RESET_TOKEN_TTL_SECONDS;
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.resetToken(hash(token)),
        userId,
        issuedAt: Date.now(),
        expiresAt,
        ttl: expiresAt,
      },
    }),
  );
  return token;
}

export interface ResetLink {
  userId: string;
  issuedAt: number;
  /** The account as read when the link was checked. */
  user: UserRecord;
}

/**
 * The user a token resets, while it is unused, unexpired (TTL deletion is lazy, so check) and
 * no password change or reset came after it.
 */
export async function findResetToken(token: string): Promise<ResetLink | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.resetToken(hash(token)) }));
  if (!out.Item || Number(out.Item.expiresAt) <= nowSeconds()) return undefined;
  const userId = out.Item.userId as string;
  const issuedAt = Number(out.Item.issuedAt ?? 0);
  const user = await getUserById(userId);
  if (!user || (user.credentialsChangedAt ?? 0) >= issuedAt) return undefined;
  return { userId, issuedAt, user };
}

/**
 * Consumes the token and sets the new password in one transaction, conditioned on no password
 * change since the link was issued and on the identities read: whoever reads mail at the
 * address takes the account, so it unlinks every sign-in identity, ends every session, voids
 * every other link and forgets the account's sign-in failures. False if the link was already
 * used or overtaken, or the account changed meanwhile.
 */
export async function consumeResetToken(token: string, found: ResetLink, passwordHash: string): Promise<boolean> {
  const TableName = tableName();
  const identities = identityEdit(found.user);
  try {
    await transact({
      identities: identities.deletes,
      loginFailures: clearLoginFailures(found.user.email, found.userId),
      link: {
        Delete: {
          TableName,
          Key: keys.resetToken(hash(token)),
          ConditionExpression: 'userId = :u AND expiresAt > :now',
          ExpressionAttributeValues: { ':u': found.userId, ':now': nowSeconds() },
        },
      },
      user: {
        Update: {
          TableName,
          Key: keys.user(found.userId),
          // The link reached the account's address: that proves the address too.
          UpdateExpression: `SET passwordHash = :h, emailVerified = :true, credentialsChangedAt = :now, updatedAt = :t${
            identities.remove.length ? ` REMOVE ${identities.remove.join(', ')}` : ''
          } ADD sessionVersion :one`,
          ConditionExpression: `attribute_exists(PK) AND (attribute_not_exists(credentialsChangedAt) OR credentialsChangedAt < :issued) AND ${identities.condition}`,
          ExpressionAttributeNames: identities.names,
          ExpressionAttributeValues: {
            ...identities.values,
            ':h': passwordHash,
            ':true': true,
            ':now': Date.now(),
            ':issued': found.issuedAt,
            ':t': new Date().toISOString(),
            ':one': 1,
          },
        },
      },
    });
    return true;
  } catch (err) {
    if (isCancelled(err)) return false;
    throw err;
  }
}
