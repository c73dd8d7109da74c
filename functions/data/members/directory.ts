import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminUser } from '@shared/api-types';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { batchGet, queryAll, type TxItem, transact } from '../table/dynamo';
import { type UserRecord, userRecordsPage } from './users';

/**
 * The members' directory (GET /api/admin/users?q=): USERDIR#NAME / <username>#<id> and
 * USERDIR#EMAIL / <email>, lower case, each holding the member's id, written in the same
 * transactions as the account and its locks (members/accounts.ts). A lookup is two key conditions
 * (begins_with) and one BatchGet of the records. Private partitions: only admin routes read them.
 */

/** Members a lookup returns at most. */
export const DIRECTORY_MATCHES = 20;

/** The directory entries of an account. */
export const directoryEntries = (user: Pick<UserRecord, 'id' | 'username' | 'email'>) => [
  keys.directoryName(user.username, user.id),
  keys.directoryEmail(user.email),
];

/** Puts of an account's entries, or Deletes of those it leaves (members/accounts.ts moves them with the locks). */
export const directoryPut = (entry: { PK: string; SK: string }, userId: string): TxItem => ({
  Put: { TableName: tableName(), Item: { ...entry, userId } },
});
export const directoryDelete = (entry: { PK: string; SK: string }): TxItem => ({
  Delete: { TableName: tableName(), Key: entry },
});

const toAdminUser = (r: UserRecord): AdminUser => ({
  id: r.id,
  username: r.username,
  email: r.email,
  role: r.role,
  city: r.city,
  emailVerified: r.emailVerified === true,
  createdAt: r.createdAt,
  bannedAt: r.bannedAt ?? null,
  banReason: r.banReason ?? null,
});

/** Members whose username or email starts with `q` (case-insensitive), by username. */
export async function findMembers(q: string): Promise<AdminUser[]> {
  const prefix = q.trim().toLowerCase();
  if (!prefix) return [];
  const lookup = async (PK: string) =>
    (
      await db.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :q)',
          ExpressionAttributeValues: { ':pk': PK, ':q': prefix },
          Limit: DIRECTORY_MATCHES,
        }),
      )
    ).Items ?? [];
  const [byName, byEmail] = await Promise.all([
    lookup(keys.directoryName('', '').PK),
    lookup(keys.directoryEmail('').PK),
  ]);
  const ids = [...new Set([...byName, ...byEmail].map((e) => String(e.userId)))].slice(0, DIRECTORY_MATCHES);
  const records = (await batchGet(ids.map((id) => keys.user(id)))) as unknown as UserRecord[];
  return records.map(toAdminUser).sort((a, b) => a.username.localeCompare(b.username, 'fr'));
}

/**
 * Writes the directory entries of every account (a Scan of the user records, which no Lambda
 * does: table/migrations.ts runs it once per table, at local start-up and from the operator's
 * machine). Returns how many accounts it wrote entries for.
 */
export async function backfillUserDirectory(): Promise<number> {
  let written = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await userRecordsPage('id, username, email', startKey);
    for (const user of (out.Items ?? []) as UserRecord[]) {
      await transact({ directory: directoryEntries(user).map((entry) => directoryPut(entry, user.id)) });
      written++;
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return written;
}

/** Every member's id, from the directory. */
export async function allMemberIds(): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.directoryName('', '').PK },
    ProjectionExpression: 'userId',
  });
  return items.map((i) => String(i.userId));
}
