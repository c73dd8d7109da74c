import { foldUsername, isReservedUsername } from '@shared/reserved-usernames';

/** One pass of Unicode TR39's skeleton: decompose, map each confusable to its prototype, decompose. */
type Map = (s: string) => string;

let mapper: Promise<Map> | undefined;
// The confusables table (about 120 kB) loads on the first name to check, not with the module:
// only sign-ups, renames and first provider sign-ins need it.
const loadMapper = () =>
  (mapper ??= import('unhomoglyph').then(
    ({ default: unhomoglyph }) =>
      (s: string) =>
        unhomoglyph(s.normalize('NFD')).normalize('NFD'),
  ));

/**
 * What a username looks like, for uniqueness: `аdmin` (Cyrillic а), `ａｄｍｉｎ` (full-width),
 * `admın` (dotless ı) and `ADMIN` all give the skeleton of `admin`. Case is folded first, as
 * usernames were always unique whatever their case, and again after mapping, as a prototype
 * may be a capital.
 */
export async function usernameSkeleton(username: string) {
  const map = await loadMapper();
  return map(map(username.normalize('NFKC').toLowerCase()).toLowerCase());
}

/**
 * Whether a new username is reserved or looks like one (shared/reserved-usernames.ts): spellings
 * are compared by their confusable skeleton, accents dropped, so `аdmin` (Cyrillic а),
 * `ＭＯＤÉＲＡＴＩＯＮ` or `supp0rt` are refused like `admin`, `moderation`, `support`.
 */
export async function isReservedLookalike(username: string) {
  const map = await loadMapper();
  const fold = (s: string) =>
    map(map(foldUsername(s)).toLowerCase())
      .toLowerCase()
      .replace(/\p{M}/gu, '');
  return isReservedUsername(username, fold);
}

/** The characters a username may hold once decomposed: letters, digits, marks, `.`, `_`, `-`. */
export const USERNAME_CHAR = /^[\p{L}\p{N}\p{M}._-]$/u;

/**
 * The confusables entries a username can meet: those whose source is made of username characters.
 * The Lambda bundles keep only these (infra/aws/bundle.ts), a third less; the test of this file
 * shows no skeleton of a valid username changes.
 */
export function usernameConfusables(table: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(table).filter(([source]) => [...source].every((c) => USERNAME_CHAR.test(c))),
  );
}
