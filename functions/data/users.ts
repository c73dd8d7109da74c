import { randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Role, User } from '../../shared/api-types';
import { MSG } from '../../shared/messages';
import { keys } from '../../shared/table';
import { conflict } from '../lib/errors';
import { db, tableName } from '../lib/clients';

/** A user as stored; `toUser` strips what never leaves the server. */
export interface UserRecord extends User {
  passwordHash?: string;
}

export interface NewUser {
  username: string;
  email: string;
  city: string;
  role?: Role;
  passwordHash?: string;
  /** Links an OAuth identity in the same transaction. */
  oauth?: { provider: string; subject: string };
}

export const toUser = ({ id, username, email, role, city, createdAt, updatedAt }: UserRecord): User => ({
  id,
  username,
  email,
  role,
  city,
  createdAt,
  updatedAt,
});

export async function getUserById(id: string): Promise<UserRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return out.Item as UserRecord | undefined;
}

/** The id of the account owning this email (case-insensitive). */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.emailLock(email) }));
  return out.Item?.userId as string | undefined;
}

/**
 * Creates a user and its email and username locks in one transaction, so two registrations of
 * the same email or username can never both succeed.
 */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const now = new Date().toISOString();
  const user: UserRecord = {
    id: randomUUID(),
    username: input.username,
    email: input.email.trim(),
    role: input.role ?? 'USER',
    city: input.city,
    createdAt: now,
    updatedAt: now,
    ...(input.passwordHash ? { passwordHash: input.passwordHash } : {}),
  };
  const TableName = tableName();
  const absent = 'attribute_not_exists(PK)';
  const items = [
    { Put: { TableName, Item: { ...keys.user(user.id), type: 'USER', ...user }, ConditionExpression: absent } },
    { Put: { TableName, Item: { ...keys.emailLock(user.email), userId: user.id }, ConditionExpression: absent } },
    { Put: { TableName, Item: { ...keys.usernameLock(user.username), userId: user.id }, ConditionExpression: absent } },
  ];
  if (input.oauth) {
    const link = keys.oauthLink(input.oauth.provider, input.oauth.subject);
    items.push({ Put: { TableName, Item: { ...link, userId: user.id }, ConditionExpression: absent } });
  }
  await transactOrConflict(items, ['', 'email', 'username', 'oauth']);
  return user;
}

/** Updates username, email and city; locks move in the same transaction as the record. */
export async function updateProfile(
  current: UserRecord,
  changes: { username?: string; email?: string; city?: string },
): Promise<UserRecord> {
  const TableName = tableName();
  const next: UserRecord = { ...current, ...changes, updatedAt: new Date().toISOString() };
  const items: object[] = [];
  const fieldsInOrder: string[] = [];
  const moveLock = (field: 'email' | 'username', key: (v: string) => { PK: string; SK: string }) => {
    const before = key(current[field]);
    const after = key(next[field]);
    if (before.PK === after.PK) return;
    items.push({
      Delete: {
        TableName,
        Key: before,
        ConditionExpression: 'userId = :me',
        ExpressionAttributeValues: { ':me': current.id },
      },
    });
    items.push({
      Put: { TableName, Item: { ...after, userId: current.id }, ConditionExpression: 'attribute_not_exists(PK)' },
    });
    fieldsInOrder.push('', field);
  };
  moveLock('email', keys.emailLock);
  moveLock('username', keys.usernameLock);
  items.push({
    Update: {
      TableName,
      Key: keys.user(current.id),
      UpdateExpression: 'SET username = :u, email = :e, city = :c, updatedAt = :t',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':u': next.username, ':e': next.email, ':c': next.city, ':t': next.updatedAt },
    },
  });
  fieldsInOrder.push('');
  await transactOrConflict(items, fieldsInOrder);
  return next;
}

export async function setPasswordHash(userId: string, passwordHash: string) {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :h, updatedAt = :t',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':h': passwordHash, ':t': new Date().toISOString() },
    }),
  );
}

export async function setRole(userId: string, role: Role) {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET #r = :r, updatedAt = :t',
      ExpressionAttributeNames: { '#r': 'role' },
      ExpressionAttributeValues: { ':r': role, ':t': new Date().toISOString() },
    }),
  );
}

/** The user linked to an OAuth identity, if any. */
export async function findUserIdByOAuth(provider: string, subject: string): Promise<string | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.oauthLink(provider, subject) }));
  return out.Item?.userId as string | undefined;
}

export async function linkOAuth(provider: string, subject: string, userId: string) {
  await transactOrConflict(
    [
      {
        Put: {
          TableName: tableName(),
          Item: { ...keys.oauthLink(provider, subject), userId },
          ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
          ExpressionAttributeValues: { ':me': userId },
        },
      },
    ],
    ['oauth'],
  );
}

/**
 * Runs a transaction; a failed uniqueness condition becomes a 409 naming the field. A clash
 * with a concurrent transaction on the same item is retried, so the condition decides.
 */
async function transactOrConflict(items: object[], fields: string[], attempt = 1): Promise<void> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items as never }));
  } catch (err) {
    if (!(err instanceof TransactionCanceledException)) throw err;
    const reasons = err.CancellationReasons ?? [];
    const field = fields[reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed')];
    if (field === 'email' || field === 'oauth') throw conflict(MSG.emailTaken, { email: MSG.emailTaken });
    if (field === 'username') throw conflict(MSG.usernameTaken, { username: MSG.usernameTaken });
    if (attempt < 5 && reasons.some((r) => r.Code === 'TransactionConflict')) {
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
      return transactOrConflict(items, fields, attempt + 1);
    }
    throw err;
  }
}
