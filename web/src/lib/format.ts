/**
 * Formatting in the page's language: prices (Algerian dinars), numbers (Latin digits), dates
 * (Algeria's time), relative times, sizes, and French punctuation. Server and browser write the
 * same (a server-rendered page hydrates with it).
 */

import { currentLanguage } from '@shared/i18n/catalogue';
import { intlLocale, type Language } from '@shared/i18n/languages';
import { NBSP, NNBSP } from '@shared/price-format';
import { uiText } from './i18n';

export { formatNumber, formatPrice, MINUS, NBSP, NNBSP, unbreakableNumbers } from '@shared/price-format';

const F = uiText('format');

// Algeria's time, wherever the page is rendered (a server runs on UTC): server and browser agree.
const timeZone = 'Africa/Algiers';
// Made on first use, one per language: a page speaks one, a server several.
const longDates: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const dateTimes: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/**
 * French spacing in text the app composes: a no-break space before ":", a narrow one before
 * ";", "!", "?" and inside « », so the mark never starts a line. Times ("14:05") and addresses
 * ("https://") are left alone: only a space already there, or a guillemet, is changed. Text in
 * another language is returned as it is.
 */
export function frenchPunctuation(text: string, lang: Language = currentLanguage()) {
  if (lang !== 'fr') return text;
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

/**
 * "il y a 2 h", "hier", "dans 3 j", "à l'instant"; "منذ 3 ساعات", "أمس", "الآن" (a number stays
 * with its unit).
 */
export function relativeTime(iso: string, now = Date.now()) {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return F.relative(Math.trunc(seconds / size), unit);
  }
  return F.justNow;
}

/** "22 novembre 2026", "22 نوفمبر 2026" (Algeria's month names in Arabic: جانفي, فيفري…). */
export function formatDate(iso: string) {
  const lang = currentLanguage();
  const format = (longDates[lang] ??= new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }));
  return format.format(new Date(iso));
}

/** "22 novembre 2026 à 14:05", "22 نوفمبر 2026 في 14:05" (24-hour clock). */
export function formatDateTime(iso: string) {
  const lang = currentLanguage();
  const format = (dateTimes[lang] ??= new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }));
  return format.format(new Date(iso));
}

/** "1,4 Mo", "320 Ko", "12 o"; "1,4 ميغابايت". */
export function formatBytes(bytes: number) {
  const units = F.sizeUnits;
  if (bytes < 1024) return `${bytes}${NBSP}${units[0]}`;
  let value = bytes / 1024;
  let unit = 1;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const number = value.toLocaleString(intlLocale(currentLanguage()), { maximumFractionDigits: value < 10 ? 1 : 0 });
  return `${number}${NBSP}${units[unit]}`;
}
