/**
 * Usernames members cannot take, as they would pass for the site or its team (docs/api.md#field-rules).
 * Members who already hold one keep it: the rule applies to new names only (sign-up, rename, a
 * name derived from a Google/Facebook profile).
 */
export const RESERVED_USERNAMES = [
  'admin',
  'admins',
  'administrateur',
  'administrator',
  'administration',
  'sysadmin',
  // Also the audit trail's name for automatic hides, "Modération automatique".
  'moderation',
  'moderateur',
  'moderatrice',
  'moderator',
  'moderateurs',
  'support',
  'contact',
  'staff',
  'system',
  'systeme',
  'root',
  'superuser',
  'webmaster',
  'postmaster',
  'hostmaster',
  'abuse',
  'security',
  'securite',
  'noreply',
] as const;

/** The site's own name: refused anywhere in a username ("dzdeals_officiel", "le-dzdeals"). */
export const RESERVED_NAME_PARTS = ['dzdeals'] as const;

/** Case and accents folded: `Modération` and `MODERATION` both give `moderation`. */
export const foldUsername = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

const SEPARATORS = /[._-]+/u;
const EDGE_DIGITS = /^\p{N}+|\p{N}+$/gu;

/**
 * Whether a username passes for a reserved one: a reserved word as the whole name, as one of its
 * parts between `.`, `_`, `-` (`admin_1`, `Admin.DZ`, `dzdeals-support`), with digits before or
 * after (`admin2024`), spelt out with separators (`a.d.m.i.n`); or the site's name anywhere.
 * `fold` says which spellings count as the same: accents and case by default (pure, for the
 * forms and the schemas); the server passes the confusable skeleton (functions/lib/username-skeleton.ts),
 * which also catches `аdmin` (Cyrillic а) or `supp0rt`.
 */
export function isReservedUsername(username: string, fold: (s: string) => string = foldUsername): boolean {
  const parts = username.normalize('NFKC').toLowerCase().split(SEPARATORS).filter(Boolean);
  const whole = parts.join('');
  const variants = [...parts, whole].flatMap((p) => [p, p.replace(EDGE_DIGITS, '')]).filter(Boolean);
  const folded = new Set(variants.map(fold));
  if (RESERVED_USERNAMES.some((word) => folded.has(fold(word)))) return true;
  return RESERVED_NAME_PARTS.some((part) => [...folded].some((v) => v.includes(fold(part))));
}
