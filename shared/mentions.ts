import { USERNAME_MAX, USERNAME_MIN } from './limits';

/** Members a comment may mention (link and notify): more are plain text. */
export const MENTIONS_PER_COMMENT = 5;

/**
 * `@name` where a username may stand (shared/ids.ts: letters, digits, `.`, `_`, `-`), not inside
 * a word or an address (`contact@karim.dz` is no mention), and ending where a name cannot go on:
 * not before a letter of another script, a combining mark or an invisible character, which would
 * show another name than the one notified (`@karim` + U+200B + `x` reads `@karimx`).
 */
const MENTION = new RegExp(
  `(?<![\\p{L}\\p{N}._@-])@([\\p{L}\\p{N}._-]{${USERNAME_MIN},${USERNAME_MAX}})(?![\\p{L}\\p{M}\\p{N}\\p{Cf}_])`,
  'gu',
);

/** A name as typed, and without the punctuation that may end a sentence after it (`@karim.`). */
function spellings(name: string) {
  const bare = name.replace(/[._-]+$/u, '');
  return bare !== name && bare.length >= USERNAME_MIN ? [name, bare] : [name];
}

/**
 * The names a text mentions, NFKC and lower-cased as member cards are looked up, each with its
 * spellings (the longest first), in order and once each, at most MENTIONS_PER_COMMENT.
 */
export function mentionedNames(text: string): string[][] {
  const seen = new Set<string>();
  const names: string[][] = [];
  for (const match of text.normalize('NFKC').matchAll(MENTION)) {
    const forms = spellings(match[1].toLowerCase());
    if (seen.has(forms[0])) continue;
    seen.add(forms[0]);
    names.push(forms);
    if (names.length === MENTIONS_PER_COMMENT) break;
  }
  return names;
}

/** A piece of a comment's text: plain, or the `@name` of a member it mentions. */
export type TextPiece = string | { mention: string; username: string };

/**
 * A comment's text cut at the mentions resolved when it was written (`usernames`, as stored):
 * what the page links. An `@name` that resolved to nobody stays text.
 */
export function textWithMentions(text: string, usernames: string[]): TextPiece[] {
  if (usernames.length === 0) return [text];
  const known = new Map(usernames.map((name) => [name.normalize('NFKC').toLowerCase(), name]));
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(MENTION)) {
    // The name as typed, or without its trailing punctuation (`@karim.` links `@karim`).
    const typed = [match[1], match[1].replace(/[._-]+$/u, '')].find((form) =>
      known.has(form.normalize('NFKC').toLowerCase()),
    );
    if (!typed) continue;
    if (match.index > from) pieces.push(text.slice(from, match.index));
    pieces.push({ mention: `@${typed}`, username: known.get(typed.normalize('NFKC').toLowerCase())! });
    from = match.index + 1 + typed.length;
  }
  if (from < text.length) pieces.push(text.slice(from));
  return pieces;
}
