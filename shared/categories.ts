/**
 * Deal categories; the first five are the footer's fallback list (docs/architecture.md#screens-layout-and-seo).
 * Search term items hold a category's position here: add new ones at the end.
 */
export const CATEGORIES = [
  'Technologie',
  'Restaurants',
  'Alimentation',
  'Mode',
  'Voyage',
  'Maison',
  'Beauté et santé',
  'Sport',
  'Loisirs',
  'Auto et moto',
  'Enfants',
  'Services',
  'Éducation',
  'Autres',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const FOOTER_CATEGORY_FALLBACK: readonly Category[] = CATEGORIES.slice(0, 5);
