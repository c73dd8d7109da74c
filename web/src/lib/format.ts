/** French formatting of prices (Algerian dinars), dates and sizes. */

const dinars = new Intl.NumberFormat('fr-DZ', { style: 'currency', currency: 'DZD', maximumFractionDigits: 0 });
const relative = new Intl.RelativeTimeFormat('fr', { numeric: 'auto', style: 'short' });
const longDate = new Intl.DateTimeFormat('fr-DZ', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('fr-DZ', { dateStyle: 'long', timeStyle: 'short' });

/** "62 900 DA"; "Gratuit" for a price of zero. */
export const formatPrice = (price: number) => (price === 0 ? 'Gratuit' : dinars.format(price));

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "il y a 2 h", "hier", "dans 3 j", "maintenant". */
export function relativeTime(iso: string, now = Date.now()) {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

/** "22 novembre 2026". */
export const formatDate = (iso: string) => longDate.format(new Date(iso));

/** "22 novembre 2026 à 14:05". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "1,4 Mo", "320 Ko", "12 o". */
export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} o`;
  const units = ['Ko', 'Mo', 'Go'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString('fr-FR', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${units[unit]}`;
}
