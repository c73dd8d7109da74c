import { catalogue, currentLanguage } from './i18n/catalogue';
import type { Language } from './i18n/languages';

/** Number and price formatting, for the web app, the server-rendered pages and the mails. */

/** No-break space: before ":" (French) and the unit of a price ("62 900 DA"). */
export const NBSP = '\u00A0';
/** Narrow no-break space: thousands separator, and before ";", "!", "?" and inside « » (French). */
export const NNBSP = '\u202F';

// Digits grouped by hand below: engines disagree on fr-DZ's separators and currency sign. Made
// on first use: loading a locale costs a Lambda's cold start several milliseconds.
let whole: Intl.NumberFormat | undefined;

/** The true minus sign (U+2212), not the hyphen: "−20°", "−3". */
export const MINUS = '\u2212';

/**
 * "62 900" with narrow no-break spaces between thousands, so a number never breaks; Latin digits
 * in every language (as Algerians write them); a negative one with a true minus sign ("−1 200").
 */
export const formatNumber = (n: number) =>
  (whole ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: false }))
    .format(Math.abs(n))
    .replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP)
    .replace(/^/, n < 0 && Math.round(n) !== 0 ? MINUS : '');

/**
 * "62 900 DA" / "62 900 دج" (never broken across lines); "Gratuit" / "مجاني" for a price of
 * zero. In the current language unless told (a mail is in its reader's).
 */
export function formatPrice(price: number, lang: Language = currentLanguage()) {
  const text = catalogue(lang).ui.format;
  return price === 0 ? text.free : `${formatNumber(price)}${NBSP}${text.currency}`;
}

/**
 * Member text (a deal's title) with its numbers kept whole: "54 990 DA" and "30 %" never break
 * across lines, so a title wraps between words instead.
 */
export const unbreakableNumbers = (text: string) =>
  text.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`).replace(/(\d) (?=(?:DA|دج|%)(?![\p{L}\d]))/gu, `$1${NBSP}`);
