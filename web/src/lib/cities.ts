import { CITIES, cityCode, type City } from '@shared/cities';
import { CLIENT_MSG } from '@shared/client-messages';
import { cityName } from '@shared/i18n/places';
import { CATALOG_KEYS, useList } from './catalog';

// Apart from catalog.ts so the 58 names stay out of the first bundle (only forms need them).

/** Supported cities, kept 24 h under `supported_cities`; the shared list stands in until the API answers. */
export const useCities = () => useList('GET /api/deals/cities', CLIENT_MSG.cities, CATALOG_KEYS.cities, CITIES);

/** A wilaya as Algerians list it, code first: "16 – Alger", "16 – الجزائر" (the city pickers' options). */
export function wilayaLabel(city: string) {
  const code = cityCode(city);
  return code ? `${code} – ${cityName(city)}` : cityName(city);
}

/** Cities in wilaya-code order (01 Adrar … 58 El Meniaa), any unknown name after them. */
export const byWilayaCode = (cities: readonly string[]) =>
  [...cities].sort((a, b) => (cityCode(a) || '99').localeCompare(cityCode(b) || '99'));

/** Lower case, without accents, apostrophes or dashes: "Béjaïa", "bejaia" and "BEJAIA" are one. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'\u2010-\u2015-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The city a picker's text names, as typed or chosen: its option ("16 – Alger"), its name in the
 * page's language or in French (any case or accent). With `loose` (the text is left as it is: the
 * field is left, Enter), also its code ("16", "9") or the start of one name only ("Tizi").
 */
export function cityOfText(text: string, cities: readonly string[], loose = false): City | undefined {
  const wanted = folded(text);
  if (!wanted) return undefined;
  const names = (city: string) => [wilayaLabel(city), cityName(city), city].map(folded);
  const exact = cities.find((city) => names(city).includes(wanted));
  if (exact || !loose) return exact as City | undefined;
  if (/^\d{1,2}$/.test(wanted)) return cities.find((city) => Number(cityCode(city)) === Number(wanted)) as City;
  const starts = cities.filter((city) => names(city).some((name) => name.startsWith(wanted)));
  return starts.length === 1 ? (starts[0] as City) : undefined;
}
