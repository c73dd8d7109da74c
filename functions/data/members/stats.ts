import type { UserStats } from '@shared/api-types';
import { type BadgeCode, badgesOf, levelOf } from '@shared/reputation';
import { keys } from '@shared/table';
import { tableName } from '../../lib/clients';
import { type TxItem, batchGet } from '../table/dynamo';
import { standingOf } from './trust';

/** Counters kept on each member's stats item (PK=MEMBER#<id>, SK=STATS). */
export type StatField = 'dealsPosted' | 'commentsWritten' | 'votesCast' | 'upvotesReceived' | 'downvotesReceived';
/** What StatsDelta adds to: the counters, and the standing (shared/reputation.ts). */
export type DeltaField = StatField | 'reputation' | 'hotDeals';

interface MemberChange {
  adds: Partial<Record<DeltaField, number>>;
  /** Badges earned, with their date: written only where absent, so a badge keeps its first date. */
  badges: Partial<Record<BadgeCode, string>>;
  /** A counter's value as read, which the update is conditioned on (an award decided on it). */
  expected?: { field: DeltaField; value: number };
}

/**
 * Changes to members' counters, reputation and badges gathered while a transaction is built:
 * one Update per member, since a transaction may not touch the same item twice.
 */
export class StatsDelta {
  private readonly byUser = new Map<string, MemberChange>();

  private of(userId: string) {
    let change = this.byUser.get(userId);
    if (!change) this.byUser.set(userId, (change = { adds: {}, badges: {} }));
    return change;
  }

  add(userId: string, field: DeltaField, delta: number) {
    if (!delta) return this;
    const { adds } = this.of(userId);
    adds[field] = (adds[field] ?? 0) + delta;
    return this;
  }

  /** Writes badge `code` dated `at` unless the member already has it. */
  badge(userId: string, code: BadgeCode, at: string) {
    this.of(userId).badges[code] = at;
    return this;
  }

  /** Conditions the member's update on `field` being `value` as read (absent counts as 0). */
  expect(userId: string, field: DeltaField, value: number) {
    this.of(userId).expected = { field, value };
    return this;
  }

  /** The Update items (ADD creates the stats item on first use). */
  ops(): TxItem[] {
    const TableName = tableName();
    const items: TxItem[] = [];
    for (const [userId, change] of this.byUser) {
      const adds = Object.entries(change.adds).filter(([, v]) => v);
      const badges = Object.entries(change.badges);
      if (!adds.length && !badges.length) continue;
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      adds.forEach(([field, value], i) => ((names[`#a${i}`] = field), (values[`:a${i}`] = value)));
      badges.forEach(([code, at], i) => ((names[`#b${i}`] = `badge_${code}`), (values[`:b${i}`] = at)));
      const parts = [
        adds.length ? `ADD ${adds.map((_, i) => `#a${i} :a${i}`).join(', ')}` : '',
        badges.length ? `SET ${badges.map((_, i) => `#b${i} = if_not_exists(#b${i}, :b${i})`).join(', ')}` : '',
      ];
      let condition: string | undefined;
      if (change.expected) {
        names['#expected'] = change.expected.field;
        values[':expected'] = change.expected.value;
        condition =
          change.expected.value === 0
            ? 'attribute_not_exists(#expected) OR #expected = :expected'
            : '#expected = :expected';
      }
      items.push({
        Update: {
          TableName,
          Key: keys.userStats(userId),
          UpdateExpression: parts.filter(Boolean).join(' '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ...(condition ? { ConditionExpression: condition } : {}),
        },
      });
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
