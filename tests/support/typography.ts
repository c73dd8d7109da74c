/**
 * French typography as the site writes it (docs/architecture.md#french-typography), checked on
 * every built-in text by tests/unit/typography.test.ts: a narrow no-break space (U+202F) before
 * ";", "!", "?" and inside « », a no-break space (U+00A0) before ":", the apostrophe ’, digit
 * groups and units ("54 990 DA", "30 %") that never break. Arabic: its own question mark and comma.
 */

const NBSP = '\u00A0';
const NNBSP = '\u202F';

/** How a character shows in a message: spaces named, since they all look alike. */
const shown = (c: string | undefined) =>
  c === undefined
    ? 'nothing'
    : c === ' '
      ? 'a plain space'
      : c === NBSP
        ? 'U+00A0'
        : c === NNBSP
          ? 'U+202F'
          : 'no space';

/**
 * What is not prose, replaced by a neutral word of the same role so the prose around it is still
 * checked: addresses and emails (`https://x.dz/?q=1`, `mailto:`), times and ratios ("12:30",
 * "16:9"), placeholders ("{{title}}"), code in backticks, site paths ("/deals?city=Oran"), and
 * the markup of a text that carries HTML (its attributes' quotes are not apostrophes).
 */
export function proseOf(text: string) {
  return text
    .replace(/<[a-z/!][^>]*>/gi, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"<>)]*/gi, 'URL')
    .replace(/\b(?:mailto|tel):[^\s"<>)]*/gi, 'URL')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, 'EMAIL')
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/`[^`]*`/g, 'CODE')
    .replace(/\b\d{1,2}:\d{1,2}\b/g, '0')
    .replace(/(^|[\s(«"])\/[\w\-./?=&%:]*/g, '$1PATH');
}

/** Every fault of French typography in `text`, each said in a few words (none: []). */
export function frenchFaults(text: string): string[] {
  const prose = proseOf(text);
  const faults: string[] = [];
  for (let i = 0; i < prose.length; i++) {
    const c = prose[i];
    const before = prose[i - 1];
    const after = prose[i + 1];
    if (c === "'") faults.push("a straight apostrophe ' (write ’)");
    if (c === '«' && after !== NNBSP) faults.push(`${shown(after)} after "«" (write U+202F)`);
    // A mark at the very start follows a text of its own (a fragment): nothing to judge.
    if (i === 0) continue;
    if (';!?'.includes(c) && before !== NNBSP && !'?!'.includes(before)) {
      faults.push(`${shown(before)} before "${c}" (write U+202F)`);
    }
    if (c === ':' && before !== NBSP) faults.push(`${shown(before)} before ":" (write U+00A0)`);
    if (c === '»' && before !== NNBSP) faults.push(`${shown(before)} before "»" (write U+202F)`);
  }
  for (const [group] of prose.matchAll(/\d[ \u00A0]\d{3}(?!\d)/g)) {
    faults.push(`a breakable space in the number "${group}" (group digits with U+202F)`);
  }
  for (const [, space, unit] of prose.matchAll(/\d( ?)(DA|%)(?![\p{L}\d])/gu)) {
    faults.push(`${space ? 'a plain space' : 'no space'} before "${unit}" (write U+00A0 or U+202F)`);
  }
  return faults;
}

const ARABIC_LETTER = /[\u0621-\u064A]/;

/**
 * Arabic punctuation where a sentence needs it: its question mark ؟ and comma ، (and ؛), not the
 * Latin ones, after Arabic words. Light on purpose: a Latin mark after Latin text (a brand, an
 * address) is left alone.
 */
export function arabicFaults(text: string): string[] {
  const prose = proseOf(text);
  const faults: string[] = [];
  for (const match of prose.matchAll(/[?,;]/g)) {
    const before = prose.slice(0, match.index).trimEnd();
    const lastWord = before.match(/(\S+)$/)?.[1] ?? '';
    if (!ARABIC_LETTER.test(lastWord)) continue;
    const want = { '?': '؟', ',': '،', ';': '؛' }[match[0] as '?' | ',' | ';'];
    faults.push(`"${match[0]}" after Arabic text (write ${want})`);
  }
  return faults;
}
