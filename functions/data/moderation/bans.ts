import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { auditOps } from './audit';
import { failedAt, transact } from '../table/dynamo';
import { memberCardSuspension } from '../members/profiles';
import { type UserRecord, getUserById } from '../members/users';

/**
 * Suspending and restoring accounts (docs/api.md#moderation). A ban sets `bannedAt` and raises
 * the session version in the same transaction as its audit entry: every token the member holds
 * ends, and no new one is issued (authResponse refuses a suspended account). Their content stays.
 */

interface Admin {
  id: string;
  username: string;
}

/**
 * One ban decision: the user record's change (conditioned on the state it leaves) and its audit
 * entry, in one transaction; 409 `refused` when the record is not in that state.
 */
async function decide(
  user: UserRecord,
  admin: Admin,
  change: { UpdateExpression: string; ConditionExpression: string; values?: Record<string, unknown> },
  entry: { action: 'ban' | 'unban'; reason: string | null },
  refused: string,
) {
  const at = new Date().toISOString();
  try {
    await transact({
      user: {
        Update: {
          TableName: tableName(),
          Key: keys.user(user.id),
          UpdateExpression: change.UpdateExpression,
          // On the username read too: the name card below is the member's current one.
          ConditionExpression: `(${change.ConditionExpression}) AND username = :uname`,
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':admin': 'ADMIN', ':uname': user.username, ...change.values },
        },
      },
      audit: auditOps({
        at,
        adminId: admin.id,
        adminUsername: admin.username,
        ...entry,
        targetType: 'user',
        targetId: user.id,
        summary: user.username,
        reportsClosed: 0,
      }),
      // The public profile answers 404 while suspended.
      card: memberCardSuspension(user, entry.action === 'ban' ? at : null),
    });
  } catch (err) {
    if (failedAt(err, 'user')) {
      // Renamed since it was read: the decision is not refused, it is to be made again.
      const now = await getUserById(user.id);
      throw conflict(now && now.username !== user.username ? MSG.accountChanged : refused);
    }
    throw err;
  }
}

async function memberOf(userId: string) {
  const user = await getUserById(userId);
  if (!user) throw notFound(MSG.userNotFound);
  return user;
}

/** Bans a member; an admin cannot be banned (403); a member already banned is 409. */
export async function banUser(userId: string, admin: Admin, reason: string) {
  const user = await memberOf(userId);
  if (user.role === 'ADMIN') throw forbidden(MSG.adminBan);
  if (user.bannedAt) throw conflict(MSG.userAlreadyBanned);
  await decide(
    user,
    admin,
    {
      UpdateExpression: 'SET bannedAt = :at, banReason = :why ADD sessionVersion :one',
      ConditionExpression: 'attribute_exists(PK) AND #role <> :admin AND attribute_not_exists(bannedAt)',
      values: { ':at': new Date().toISOString(), ':why': reason, ':one': 1 },
    },
    { action: 'ban', reason },
    MSG.userAlreadyBanned, // banned meanwhile by another admin
  );
}

/** Lifts a member's ban (409 when there is none); they sign in again. */
export async function unbanUser(userId: string, admin: Admin) {
  const user = await memberOf(userId);
  if (!user.bannedAt) throw conflict(MSG.userNotBanned);
  await decide(
    user,
    admin,
    {
      UpdateExpression: 'REMOVE bannedAt, banReason',
      ConditionExpression: 'attribute_exists(bannedAt) AND #role <> :admin',
    },
    { action: 'unban', reason: null },
    MSG.userNotBanned, // lifted meanwhile by another admin
  );
}
