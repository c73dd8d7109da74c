/** French number and price formatting, for the web app and the server-rendered deal page. */

/** No-break space: before ":" and the unit of a price ("62 900 DA"). */
export const NBSP = '\u00A0';
/** Narrow no-break space: thousands separator, and before ";", "!", "?" and inside « ». */
export const NNBSP = '\u202F';

// Digits grouped by hand below: engines disagree on fr-DZ's separators and currency sign. Made
// on first use: loading a locale costs a Lambda's cold start several milliseconds.
let whole: Intl.NumberFormat | undefined;

/** "62 900" with narrow no-break spaces between thousands, so a number never breaks. */
export const formatNumber = (n: number) =>
  (whole ??= new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0, useGrouping: false }))
    .format(n)
    .replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);

/** "62 900 DA" (never broken across lines); "Gratuit" for a price of zero. */
export const formatPrice = (price: number) => (price === 0 ? 'Gratuit' : `${formatNumber(price)}${NBSP}DA`);
