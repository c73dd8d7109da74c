import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { UserStats } from '../../shared/api-types';
import { keys } from '../../shared/table';
import { db, tableName } from '../lib/clients';
import type { TxItem } from './transact';

/** Counters kept on each member's stats item (PK=USER#<id>, SK=STATS). */
export type StatField = 'dealsPosted' | 'commentsWritten' | 'votesCast' | 'upvotesReceived' | 'downvotesReceived';

/**
 * Changes to members' counters gathered while a transaction is built: one Update per member,
 * since a transaction may not touch the same item twice.
 */
export class StatsDelta {
  private readonly byUser = new Map<string, Partial<Record<StatField, number>>>();

  add(userId: string, field: StatField, delta: number) {
    if (!delta) return this;
    const fields = this.byUser.get(userId) ?? {};
    fields[field] = (fields[field] ?? 0) + delta;
    this.byUser.set(userId, fields);
    return this;
  }

  /** The Update items (ADD creates the stats item on first use). */
  ops(): TxItem[] {
    const TableName = tableName();
    const items: TxItem[] = [];
    for (const [userId, fields] of this.byUser) {
      const entries = Object.entries(fields).filter(([, v]) => v);
      if (!entries.length) continue;
      items.push({
        Update: {
          TableName,
          Key: keys.userStats(userId),
          UpdateExpression: `ADD ${entries.map((_, i) => `#f${i} :v${i}`).join(', ')}`,
          ExpressionAttributeNames: Object.fromEntries(entries.map(([f], i) => [`#f${i}`, f])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        },
      });
    }
    return items;
  }

  get size() {
    return this.ops().length;
  }
}

/** A member's stats and sign-up date in one round trip, or undefined for an unknown member. */
export async function getUserStats(userId: string): Promise<UserStats | undefined> {
  const TableName = tableName();
  const out = await db.send(
    new BatchGetCommand({ RequestItems: { [TableName]: { Keys: [keys.user(userId), keys.userStats(userId)] } } }),
  );
  const items = out.Responses?.[TableName] ?? [];
  const profile = items.find((i) => i.SK === keys.user(userId).SK);
  if (!profile) return undefined;
  const stats = items.find((i) => i.SK === keys.userStats(userId).SK) ?? {};
  const n = (field: StatField) => Math.max(0, Number(stats[field] ?? 0));
  return {
    dealsPosted: n('dealsPosted'),
    commentsWritten: n('commentsWritten'),
    votesCast: n('votesCast'),
    upvotesReceived: n('upvotesReceived'),
    downvotesReceived: n('downvotesReceived'),
    totalScore: n('upvotesReceived') - n('downvotesReceived'),
    memberSince: profile.createdAt as string,
  };
}
