import type { UserStats } from '@shared/api-types';
import { badgesOf, levelOf } from '@shared/reputation';
import { keys } from '@shared/table';
import { tableName } from '../lib/clients';
import { type TxItem, addUpdate, batchGet } from './dynamo';
import { standingOf } from './trust';

/** Counters kept on each member's stats item (PK=MEMBER#<id>, SK=STATS). */
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
      if (!Object.values(fields).some((v) => v)) continue;
      items.push({ Update: { TableName, Key: keys.userStats(userId), ...addUpdate(fields) } });
    }
    return items;
  }

  /** The members whose counters change. */
  users() {
    return [...this.byUser.keys()];
  }

  get size() {
    return this.ops().length;
  }
}

/** A member's stats, standing and sign-up date in one round trip, or undefined for an unknown member. */
export async function getUserStats(userId: string): Promise<UserStats | undefined> {
  const items = await batchGet([keys.user(userId), keys.userStats(userId)]);
  const profile = items.find((i) => i.SK === keys.user(userId).SK);
  if (!profile) return undefined;
  const stats = items.find((i) => i.SK === keys.userStats(userId).SK) ?? {};
  const n = (field: StatField | 'hotDeals') => Math.max(0, Number(stats[field] ?? 0));
  const standing = standingOf(profile, stats);
  const { next, ...level } = levelOf(standing.reputation);
  return {
    dealsPosted: n('dealsPosted'),
    commentsWritten: n('commentsWritten'),
    votesCast: n('votesCast'),
    upvotesReceived: n('upvotesReceived'),
    downvotesReceived: n('downvotesReceived'),
    totalScore: n('upvotesReceived') - n('downvotesReceived'),
    memberSince: profile.createdAt as string,
    reputation: standing.reputation,
    level,
    nextLevel: next,
    trusted: standing.trusted,
    hotDeals: n('hotDeals'),
    badges: badgesOf(stats, String(profile.createdAt)),
  };
}
