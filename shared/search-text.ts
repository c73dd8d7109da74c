/**
 * The words search and keyword alerts compare (docs/architecture.md#search): one normalisation,
 * applied to both sides (a deal's words as indexed, a search's or an alert's words as typed), so
 * whatever the writer's and the reader's spelling, the same word meets itself.
 *
 * - French (and any Latin text): lower case, accents removed, ligatures spelt out (œ → oe). Its
 *   singular and plural are matched by the search (functions/data/deals/search-terms.ts `forms`).
 * - Arabic: vowel marks (harakat U+064B–U+065F, the superscript alef U+0670) and tatweel (U+0640)
 *   removed; أ إ آ ٱ → ا, ى → ي, ة → ه; the article detached: ال, and وال, بال, فال, كال and لل,
 *   leave the bare word ("الهاتف" → "هاتف", "للبيع" → "بيع") when two letters or more are left.
 * - Digits: Arabic-Indic (٠–٩) and Persian (۰–۹) digits read as 0–9.
 * - Words of one letter, and stop words (French and Arabic), are left out.
 *
 * Applying it to its own output changes nothing (an indexed word is its own normal form), which
 * is what lets `npm run migrate` tell a term written under older rules from a current one.
 */

/** French stop words, as normalised (no accents). */
const FRENCH_STOP_WORDS =
  'au aux avec ce ces cet cette dans de des du elle en est et il ils la le les leur leurs ma mais me mes ' +
  'nos notre on ou par pas pour qu que qui sa se ses son sur ta te tes ton un une vos votre vous';

/** Arabic stop words, as written (normalised below, so "على" is kept out as "علي"). */
const ARABIC_STOP_WORDS = 'في من على إلى عن مع و أو ثم أن إن هذا هذه ذلك تلك الذي التي كل قد لا ما لم لن هو هي';

/** The article and its prefixed forms, longest first. */
const ARTICLES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال'];

/** Letters (code points, so every Arabic letter counts one) a word needs to be indexed or searched. */
export const MIN_WORD_LETTERS = 2;

/** Whether a word holds Arabic letters (French singular and plural rules do not apply to it). */
export const isArabic = (word: string) => /\p{Script=Arabic}/u.test(word);

/** The text with case, accents, Arabic letter forms, vowel marks, tatweel and digits normalised. */
export function normalizeText(text: string) {
  return (
    text
      .replace(/œ/gi, 'oe')
      .replace(/æ/gi, 'ae')
      .replace(/[ßẞ]/g, 'ss')
      .normalize('NFKD')
      // Accents; in Arabic, the vowel marks (harakat, the superscript alef) and the hamza or madda
      // that NFKD takes off أ إ آ (→ ا), ؤ (→ و) and ئ (→ ي).
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // Tatweel (a stretch, not a letter), and the zero-width (non-)joiners that shape letters.
      .replace(/[\u0640\u200c\u200d]/g, '')
      .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
      .replace(/[\u0649\u06cc]/g, '\u064a')
      .replace(/\u0629/g, '\u0647')
      .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
  );
}

const split = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const STOP_WORDS = new Set([...split(FRENCH_STOP_WORDS), ...split(normalizeText(ARABIC_STOP_WORDS))]);

/** Whether a normalised word is a stop word (left out of the index and of queries). */
export const isStopWord = (word: string) => STOP_WORDS.has(word);

const letters = (word: string) => [...word].length;

/** An Arabic word without its article ("والأطفال" → "اطفال"), when two letters or more are left. */
function withoutArticle(word: string) {
  for (;;) {
    const article = ARTICLES.find((a) => word.startsWith(a) && letters(word) - a.length >= MIN_WORD_LETTERS);
    if (!article) return word;
    word = word.slice(article.length);
  }
}

/** The words of a text in their normal form, in order (repeats kept), without stop words or one-letter words. */
export function searchWords(text: string): string[] {
  const found: string[] = [];
  for (const token of split(normalizeText(text))) {
    if (STOP_WORDS.has(token)) continue;
    const word = withoutArticle(token);
    if (letters(word) >= MIN_WORD_LETTERS && !STOP_WORDS.has(word)) found.push(word);
  }
  return found;
}

/** Whether a word is in its normal form: what an index term written under the current rules holds. */
export const isSearchWord = (word: string) => {
  const again = searchWords(word);
  return again.length === 1 && again[0] === word;
};
