import type { PublicProfile } from '@shared/api-types';
import { badgesOf, levelOf } from '@shared/reputation';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import { type TxItem, batchGet, isCancelled, transact } from '../table/dynamo';
import { userRecordsPage } from './users';

/**
 * Public member profiles (GET /api/users/{username}, the page /membres/{username}). A member's
 * name card, MEMBERNAME#<lower-case username> / MEMBER, holds what anyone may know of who they
 * are: `userId`, `username`, `joinedAt`, and `suspendedAt` while suspended. It lives outside the
 * private USER# partition, so a public route finds a member by name without reading their record:
 * the card, then their public counters (MEMBER#<id> / STATS), two round trips. The account
 * transactions keep it (members/accounts.ts: sign-up, rename; moderation/bans.ts: suspension), so it never says
 * anything the record does not.
 */

/** What a name card is built from. */
export interface CardOwner {
  id: string;
  username: string;
  createdAt: string;
}

/** Lookups read names as sign-up stores them (usernameSchema: trimmed, NFKC). */
const cardKey = (username: string) => keys.memberName(username.trim().normalize('NFKC'));

const cardItem = (user: CardOwner) => ({
  ...cardKey(user.username),
  userId: user.id,
  username: user.username,
  joinedAt: user.createdAt,
});

/**
 * The card of a new account, in its sign-up transaction. The username lock of the same
 * transaction already makes the name free; the condition keeps a card that is still there.
 */
export const memberCardPut = (user: CardOwner): TxItem => ({
  Put: { TableName: tableName(), Item: cardItem(user), ConditionExpression: 'attribute_not_exists(PK)' },
});

/**
 * The card's move in a rename transaction: the old card goes and the new one is put (one update
 * when only the case changes). Both refuse a suspended member's card, so a rename racing a ban
 * cannot bring the profile back; a card not written yet (before the migration) is no obstacle.
 * Returns the named items: `card` (one update) or `oldCard` and `newCard`; a failure of `newCard`
 * means the name is taken, of the others that the record changed.
 */
export function memberCardRename(
  current: CardOwner,
  username: string,
): { card: TxItem } | { oldCard: TxItem; newCard: TxItem } {
  const TableName = tableName();
  const before = cardKey(current.username);
  const after = cardItem({ ...current, username });
  const mine = 'attribute_not_exists(PK) OR (userId = :me AND attribute_not_exists(suspendedAt))';
  if (before.PK === after.PK) {
    return {
      card: {
        Update: {
          TableName,
          Key: before,
          UpdateExpression: 'SET userId = :me, username = :u, joinedAt = :j',
          ConditionExpression: mine,
          ExpressionAttributeValues: { ':me': current.id, ':u': username, ':j': current.createdAt },
        },
      },
    };
  }
  return {
    oldCard: {
      Delete: { TableName, Key: before, ConditionExpression: mine, ExpressionAttributeValues: { ':me': current.id } },
    },
    newCard: { Put: { TableName, Item: after, ConditionExpression: 'attribute_not_exists(PK)' } },
  };
}

/**
 * The card's change in a ban (`suspendedAt` set) or unban (removed) transaction. It writes the
 * whole card, so a member whose card the migration has not written yet gets one; the ban's
 * record update is conditioned on the username it read, so the card is the member's current one.
 */
export function memberCardSuspension(user: CardOwner, suspendedAt: string | null): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: cardKey(user.username),
      UpdateExpression: `SET userId = :me, username = :u, joinedAt = :j${suspendedAt ? ', suspendedAt = :s' : ' REMOVE suspendedAt'}`,
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :me',
      ExpressionAttributeValues: {
        ':me': user.id,
        ':u': user.username,
        ':j': user.createdAt,
        ...(suspendedAt ? { ':s': suspendedAt } : {}),
      },
    },
  };
}

/**
 * A member's public profile by username (any case), or undefined for a name nobody holds or a
 * suspended member: the name card, then the public counters. Nothing private is read.
 */
export async function getMemberProfile(username: string): Promise<PublicProfile | undefined> {
  const [card] = await batchGet([cardKey(username)]);
  if (!card || card.suspendedAt) return undefined;
  const userId = String(card.userId);
  const joinedAt = String(card.joinedAt);
  const [stats = {}] = await batchGet([keys.userStats(userId)]);
  const count = (field: string) => Math.max(0, Math.trunc(Number(stats[field] ?? 0)) || 0);
  const reputation = Math.trunc(Number(stats.reputation ?? 0)) || 0;
  const { code, label } = levelOf(reputation);
  return {
    id: userId,
    username: String(card.username),
    joinedAt,
    reputation,
    level: { code, label },
    badges: badgesOf(stats, joinedAt),
    dealsPosted: count('dealsPosted'),
    hotDeals: count('hotDeals'),
    commentsPosted: count('commentsWritten'),
  };
}

/**
 * Writes the name card of every account that has none (a Scan of the user records, which no
 * Lambda does: table/migrations.ts runs it once per table). Each card is put only if the record still
 * has the name and suspension read, and only where no card is: an account changed meanwhile has
 * had its card written by that change. Returns how many cards it wrote.
 */
export async function backfillMemberCards(): Promise<number> {
  let written = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await userRecordsPage('id, username, createdAt, bannedAt', startKey);
    for (const user of out.Items ?? []) {
      const owner = { id: String(user.id), username: String(user.username), createdAt: String(user.createdAt) };
      const bannedAt = typeof user.bannedAt === 'string' ? user.bannedAt : undefined;
      const card = cardItem(owner);
      try {
        await transact({
          user: {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.user(owner.id),
              ConditionExpression: `username = :u AND ${bannedAt ? 'bannedAt = :b' : 'attribute_not_exists(bannedAt)'}`,
              ExpressionAttributeValues: { ':u': owner.username, ...(bannedAt ? { ':b': bannedAt } : {}) },
            },
          },
          card: {
            Put: {
              TableName: tableName(),
              Item: bannedAt ? { ...card, suspendedAt: bannedAt } : card,
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        });
        written++;
      } catch (err) {
        if (!isCancelled(err)) throw err;
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return written;
}
