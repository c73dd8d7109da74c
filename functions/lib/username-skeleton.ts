import unhomoglyph from 'unhomoglyph';

/** One pass of Unicode TR39's skeleton: decompose, map each confusable to its prototype, decompose. */
const map = (s: string) => unhomoglyph(s.normalize('NFD')).normalize('NFD');

/**
 * What a username looks like, for uniqueness: `аdmin` (Cyrillic а), `ａｄｍｉｎ` (full-width),
 * `admın` (dotless ı) and `ADMIN` all give the skeleton of `admin`. Case is folded first, as
 * usernames were always unique whatever their case, and again after mapping, as a prototype
 * may be a capital.
 */
export function usernameSkeleton(username: string) {
  return map(map(username.normalize('NFKC').toLowerCase()).toLowerCase());
}
