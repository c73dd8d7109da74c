/** French formatting of prices (Algerian dinars), dates, sizes and punctuation. */

import { NBSP, NNBSP } from '@shared/price-format';

export { formatNumber, formatPrice, NBSP, NNBSP } from '@shared/price-format';

const relative = new Intl.RelativeTimeFormat('fr', { numeric: 'auto', style: 'short' });
// Algeria's time, wherever the page is rendered (a server runs on UTC): server and browser agree.
const timeZone = 'Africa/Algiers';
const longDate = new Intl.DateTimeFormat('fr-DZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
const dateTime = new Intl.DateTimeFormat('fr-DZ', { dateStyle: 'long', timeStyle: 'short', timeZone });

/**
 * French spacing in text the app composes: a no-break space before ":", a narrow one before
 * ";", "!", "?" and inside « », so the mark never starts a line. Times ("14:05") and addresses
 * ("https://") are left alone: only a space already there, or a guillemet, is changed.
 */
export function frenchPunctuation(text: string) {
  return text
    .replace(/[ \u00A0\u202F]+:(?=\s|$)/g, `${NBSP}:`)
    .replace(/[ \u00A0\u202F]+([;!?])/g, `${NNBSP}$1`)
    .replace(/«[ \u00A0\u202F]*/g, `«${NNBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NNBSP}»`);
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "il y a 2 h", "hier", "dans 3 j", "à l'instant" (a number stays with its unit). */
export function relativeTime(iso: string, now = Date.now()) {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) {
      return relative.format(Math.trunc(seconds / size), unit).replace(/(\d) /g, `$1${NBSP}`);
    }
  }
  return "à l'instant";
}

/** "22 novembre 2026". */
export const formatDate = (iso: string) => longDate.format(new Date(iso));

/** "22 novembre 2026 à 14:05". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "1,4 Mo", "320 Ko", "12 o". */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes}${NBSP}o`;
  const units = ['Ko', 'Mo', 'Go'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: value < 10 ? 1 : 0 })}${NBSP}${units[unit]}`;
}
