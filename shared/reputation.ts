/**
 * Reputation, trust, levels and badges: the one definition both sides read (docs/api.md#reputation-and-trust).
 * Points are written in the transaction of what earns or costs them (functions/data/*).
 */
import { textIn } from './i18n/text-in';

/** Points a member's reputation moves by. Only trusted members' votes move it (docs/api.md#reputation-and-trust). */
export const REPUTATION_POINTS = {
  /** A trusted member's upvote on one of my deals (taken back when withdrawn or switched). */
  upvoteReceived: 2,
  /** A trusted member's downvote on one of my deals (given back when withdrawn or switched). */
  downvoteReceived: -1,
  /** One of my deals reached Hot with at least HOT_TRUSTED_UPVOTES upvotes from trusted members; once per deal. */
  hotDeal: 10,
  /** An admin hid one of my deals or comments (given back if an admin restores it). */
  hiddenByModerator: -20,
} as const;

/** Trusted upvotes a Hot deal needs before it earns its author the Hot points, hotDeals and its badges. */
export const HOT_TRUSTED_UPVOTES = 3;

/** Defaults of the trust settings (environment variables of the same name, functions only). */
export const TRUST_DEFAULTS = {
  TRUST_MIN_AGE_HOURS: 72,
  TRUST_MIN_REPUTATION: 10,
} as const;

export type LevelCode = 'nouveau' | 'membre' | 'confirme' | 'expert' | 'legende';

const LEVEL_NAMES = textIn('messages', 'levels');

/** A level: its name (`label`) in the current language, read when the level is. */
const level = (code: LevelCode, min: number) => ({
  code,
  min,
  get label() {
    return LEVEL_NAMES[code];
  },
});

/** Levels by reputation, lowest first: a member is at the highest level whose `min` they reach. */
export const LEVELS: readonly { code: LevelCode; label: string; min: number }[] = [
  level('nouveau', Number.NEGATIVE_INFINITY),
  level('membre', 10),
  level('confirme', 50),
  level('expert', 200),
  level('legende', 1000),
];

export interface Level {
  code: LevelCode;
  label: string;
}

/** The level of a reputation, and the next one with the reputation it starts at (null at the top). */
export function levelOf(reputation: number): Level & { next: (Level & { min: number }) | null } {
  let i = 0;
  while (i + 1 < LEVELS.length && reputation >= LEVELS[i + 1].min) i++;
  const next = LEVELS[i + 1];
  return { code: LEVELS[i].code, label: LEVELS[i].label, next: next ? { ...next } : null };
}

export type BadgeCode = 'first_deal' | 'first_hot' | 'hot_10' | 'votes_100' | 'one_year';

/** Badges, earned automatically; each is written once, with the date it was earned. Names in the current language. */
export const BADGES: Record<BadgeCode, { label: string; description: string }> = textIn('messages', 'badges');

export interface Badge {
  code: BadgeCode;
  label: string;
  earnedAt: string;
}

/** What trust is decided on: the member's record and reputation. */
export interface Standing {
  role: string;
  emailVerified?: boolean;
  createdAt: string;
  bannedAt?: string;
  reputation: number;
}

export interface TrustSettings {
  minAgeHours: number;
  minReputation: number;
}

/**
 * Trusted: an admin, or a member not suspended whose email is verified, whose account is at least
 * `minAgeHours` old and whose reputation reaches `minReputation`. Only trusted members' reports
 * hide and only their expiry flags expire; only their votes move reputation.
 */
export function isTrusted(member: Standing, settings: TrustSettings, now = Date.now()): boolean {
  if (member.bannedAt) return false;
  if (member.role === 'ADMIN') return true;
  const ageHours = (now - Date.parse(member.createdAt)) / 3_600_000;
  return (
    member.emailVerified === true && ageHours >= settings.minAgeHours && member.reputation >= settings.minReputation
  );
}

/** The badges stored on a member's stats item (`badge_<code>` attributes), plus the anniversary one, oldest first. */
export function badgesOf(stats: Record<string, unknown>, joinedAt: string, now = Date.now()): Badge[] {
  const badges: Badge[] = [];
  for (const code of Object.keys(BADGES) as BadgeCode[]) {
    const earnedAt = stats[`badge_${code}`];
    if (typeof earnedAt === 'string') badges.push({ code, label: BADGES[code].label, earnedAt });
  }
  // Earned by time alone, so dated from the sign-up rather than written by a job.
  const year = new Date(joinedAt);
  year.setUTCFullYear(year.getUTCFullYear() + 1);
  if (year.getTime() <= now)
    badges.push({ code: 'one_year', label: BADGES.one_year.label, earnedAt: year.toISOString() });
  return badges.sort((a, b) => a.earnedAt.localeCompare(b.earnedAt));
}
