import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { tableName } from '../lib/clients';
import { conflict, forbidden, notFound } from '../lib/errors';
import { auditOps } from './audit';
import { failedAt, transact } from './dynamo';
import { getUserById } from './users';

/**
 * Suspending and restoring accounts (docs/api.md#moderation). A ban sets `bannedAt` and raises
 * the session version in the same transaction as its audit entry: every token the member holds
 * ends, and no new one is issued (authResponse refuses a suspended account). Their content stays.
 */

interface Admin {
  id: string;
  username: string;
}

/** Bans a member; an admin cannot be banned (403); a member already banned is 409. */
export async function banUser(userId: string, admin: Admin, reason: string) {
  const user = await getUserById(userId);
  if (!user) throw notFound(MSG.userNotFound);
  if (user.role === 'ADMIN') throw forbidden(MSG.adminBan);
  const at = new Date().toISOString();
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.user(userId),
          UpdateExpression: 'SET bannedAt = :at, banReason = :why ADD sessionVersion :one',
          ConditionExpression: 'attribute_exists(PK) AND #role <> :admin AND attribute_not_exists(bannedAt)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':at': at, ':why': reason, ':one': 1, ':admin': 'ADMIN' },
        },
      },
      ...auditOps({
        at,
        adminId: admin.id,
        adminUsername: admin.username,
        action: 'ban',
        targetType: 'user',
        targetId: userId,
        summary: user.username,
        reason,
        reportsClosed: 0,
      }),
    ]);
  } catch (err) {
    if (failedAt(err, 0)) throw conflict(MSG.userBanned);
    throw err;
  }
}

/** Lifts a member's ban (409 when there is none); they sign in again. */
export async function unbanUser(userId: string, admin: Admin) {
  const user = await getUserById(userId);
  if (!user) throw notFound(MSG.userNotFound);
  const at = new Date().toISOString();
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: keys.user(userId),
          UpdateExpression: 'REMOVE bannedAt, banReason',
          ConditionExpression: 'attribute_exists(bannedAt)',
        },
      },
      ...auditOps({
        at,
        adminId: admin.id,
        adminUsername: admin.username,
        action: 'unban',
        targetType: 'user',
        targetId: userId,
        summary: user.username,
        reason: null,
        reportsClosed: 0,
      }),
    ]);
  } catch (err) {
    if (failedAt(err, 0)) throw conflict(MSG.userUnbanned);
    throw err;
  }
}
