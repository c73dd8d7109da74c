import { type Standing, TRUST_DEFAULTS, type TrustSettings, isTrusted } from '@shared/reputation';
import { keys } from '@shared/table';
import { batchGet } from '../table/dynamo';

/** A whole number of at least 0 from the environment, else the default. */
function setting(name: keyof typeof TRUST_DEFAULTS): number {
  const raw = process.env[name];
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : TRUST_DEFAULTS[name];
}

/** The trust thresholds of this deployment (TRUST_MIN_AGE_HOURS, TRUST_MIN_REPUTATION; README). */
export const trustSettings = (): TrustSettings => ({
  minAgeHours: setting('TRUST_MIN_AGE_HOURS'),
  minReputation: setting('TRUST_MIN_REPUTATION'),
});

export interface MemberStanding extends Standing {
  userId: string;
  username: string;
  trusted: boolean;
}

/** A member's standing now (record and reputation in one round trip), or undefined for an unknown member. */
export async function getStanding(userId: string): Promise<MemberStanding | undefined> {
  const items = await batchGet([keys.user(userId), keys.userStats(userId)], true);
  const user = items.find((i) => i.SK === keys.user(userId).SK);
  if (!user) return undefined;
  const stats = items.find((i) => i.SK === keys.userStats(userId).SK);
  return standingOf(user, stats);
}

/** The standing read off a user record and its stats item. */
export function standingOf(user: Record<string, unknown>, stats: Record<string, unknown> | undefined): MemberStanding {
  const standing: Standing = {
    role: String(user.role),
    emailVerified: user.emailVerified === true,
    createdAt: String(user.createdAt),
    bannedAt: user.bannedAt as string | undefined,
    reputation: Number(stats?.reputation ?? 0),
  };
  return {
    ...standing,
    userId: String(user.id),
    username: String(user.username),
    trusted: isTrusted(standing, trustSettings()),
  };
}
