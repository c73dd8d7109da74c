import { GetCommand, ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { IDENTITY_PROVIDERS, type IdentityProvider, type Role, type User } from '@shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/i18n/languages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';

/** A linked sign-in identity as the user record keeps it, beside its OAUTH# link item. */
export interface StoredIdentity {
  subject: string;
  linkedAt: string;
}

/** The user record's attribute holding its identity of `provider` (functions/data/members/identities.ts). */
export const identityAttr = (provider: IdentityProvider) => `identity_${provider}` as const;

/** A user as stored; `toUser` strips what never leaves the server. */
export interface UserRecord
  extends
    Omit<User, 'emailVerified' | 'hasPassword' | 'identities' | 'language' | 'followDigest'>,
    Partial<Record<ReturnType<typeof identityAttr>, StoredIdentity>> {
  passwordHash?: string;
  /** Absent on accounts made before members had a language: French (`memberLanguage`). */
  language?: Language;
  /** Raised to end every session: tokens carry the version they were issued under. */
  sessionVersion?: number;
  emailVerified?: boolean;
  /**
   * Epoch ms of the last change of password (set, reset, removed) or email: reset links issued
   * before are void, as they went to an address or unlocked a password that no longer applies.
   */
  credentialsChangedAt?: number;
  /** Set while an admin has suspended the account (functions/data/moderation/bans.ts). */
  bannedAt?: string;
  banReason?: string;
  /** The daily follow digest by mail; absent (off) until the member turns it on. */
  followDigest?: boolean;
  /** When it was last turned on: a digest tells nothing older (functions/jobs/follow-digest.ts). */
  followDigestSince?: string;
}

export const toUser = (record: UserRecord): User => ({
  id: record.id,
  username: record.username,
  email: record.email,
  role: record.role,
  city: record.city,
  emailVerified: record.emailVerified === true,
  hasPassword: !!record.passwordHash,
  identities: linkedIdentities(record)
    .map(({ provider, linkedAt }) => ({ provider, linkedAt }))
    .sort((a, b) => a.linkedAt.localeCompare(b.linkedAt)),
  language: memberLanguage(record),
  followDigest: record.followDigest === true,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The identities linked to an account, as its record lists them. */
export const linkedIdentities = (record: UserRecord) =>
  IDENTITY_PROVIDERS.flatMap((provider) => {
    const stored = record[identityAttr(provider)];
    return stored ? [{ provider, ...stored }] : [];
  });

export async function getUserById(id: string): Promise<UserRecord | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return out.Item as UserRecord | undefined;
}

/**
 * One page of a Scan of the user records, with the attributes `projection` names, from
 * `startKey` (the previous page's LastEvaluatedKey). No Lambda scans: only the one-off
 * migrations (table/migrations.ts) walk every account this way.
 */
export function userRecordsPage(projection: string, startKey: Record<string, unknown> | undefined) {
  return db.send(
    new ScanCommand({
      TableName: tableName(),
      FilterExpression: 'begins_with(PK, :user) AND SK = :profile',
      ExpressionAttributeValues: { ':user': keys.user('').PK, ':profile': keys.user('').SK },
      ProjectionExpression: projection,
      ExclusiveStartKey: startKey,
    }),
  ) as Promise<ScanCommandOutput>;
}

/**
 * The language a member's mails are written in: theirs, French for accounts stored before
 * members had one (and for any value the site no longer speaks).
 */
export const memberLanguage = (record: { language?: unknown } | undefined): Language =>
  isLanguage(record?.language) ? record.language : DEFAULT_LANGUAGE;

/**
 * The account owning this email and the language of its mails, from the email's lock alone (it
 * keeps a copy of the member's language): the forgot-password mail costs no read of the account.
 */
export async function findMailTargetByEmail(
  email: string,
): Promise<{ userId: string; language: Language } | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.emailLock(email) }));
  return out.Item ? { userId: out.Item.userId as string, language: memberLanguage(out.Item) } : undefined;
}

/** The id of the account owning this email (case-insensitive). */
export async function findUserIdByEmail(email: string): Promise<string | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.emailLock(email) }));
  return out.Item?.userId as string | undefined;
}

/**
 * Sets a new password and ends every session (and reset link) issued before: the session
 * version goes up. Returns the record as it now is, for a fresh token.
 */
export async function setPassword(userId: string, passwordHash: string): Promise<UserRecord> {
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET passwordHash = :h, credentialsChangedAt = :now, updatedAt = :t ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':h': passwordHash, ':now': Date.now(), ':t': new Date().toISOString(), ':one': 1 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as UserRecord;
}

/** Ends every session of a user: every token issued before now gets 401. */
export async function endSessions(userId: string) {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
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

/** Marks the address verified (the operator's own account, demo members). */
export async function setEmailVerified(userId: string) {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'SET emailVerified = :t',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':t': true },
    }),
  );
}

/**
 * Turns the member's follow digest off (its mail's unsubscribe link: no session). False when no
 * account has this id.
 */
export async function stopFollowDigest(userId: string): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET followDigest = :off',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':off': false },
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** The user linked to an OAuth identity, if any. */
export async function findUserIdByOAuth(provider: string, subject: string): Promise<string | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.oauthLink(provider, subject) }));
  return out.Item?.userId as string | undefined;
}
