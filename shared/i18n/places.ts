import type { Category } from '../categories';
import type { City } from '../cities';
import { textOf } from './catalogue';

// URLs, the API and the table keep one canonical value per wilaya and category (`city=Oran`, the
// French name): these give their name in the page's (or request's) language.

const PLACES = textOf('places');

/** A wilaya's name in the current language ("Oran", "وهران"). */
export const cityName = (city: string) => PLACES.cities[city as City] ?? city;

/** A category's name in the current language ("Technologie", "تكنولوجيا"). */
export const categoryName = (category: string) => PLACES.categories[category as Category] ?? category;
