import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../categories';
import { CITIES } from '../cities';
import { loadLanguages, setLanguageSource } from './catalogue';
import { categoryName, cityName } from './places';

const ARABIC_NAME = /^[\p{Script=Arabic} ]+$/u;

describe('places in each language', () => {
  beforeAll(async () => {
    await loadLanguages();
  });
  afterAll(() => setLanguageSource(() => 'fr'));

  it('names every wilaya and category in Arabic, each its own name, in Arabic letters only', () => {
    setLanguageSource(() => 'ar');
    const cities = CITIES.map(cityName);
    const categories = CATEGORIES.map(categoryName);
    for (const name of [...cities, ...categories]) expect(name).toMatch(ARABIC_NAME);
    expect(new Set(cities).size).toBe(CITIES.length);
    expect(new Set(categories).size).toBe(CATEGORIES.length);
    expect([
      cityName('Adrar'),
      cityName('Alger'),
      cityName('Oran'),
      cityName('Tizi Ouzou'),
      cityName('Béjaïa'),
    ]).toEqual(['أدرار', 'الجزائر', 'وهران', 'تيزي وزو', 'بجاية']);
    expect(categoryName('Technologie')).toBe('تكنولوجيا');
  });

  it('keeps the canonical French names in French, with French’s apostrophe', () => {
    setLanguageSource(() => 'fr');
    // The apostrophe shown is French's ’; the canonical value (URLs, the API) keeps the plain one.
    expect(CITIES.map(cityName)).toEqual(CITIES.map((city) => city.replace("'", '’')));
    expect(cityName("M'Sila")).toBe('M’Sila');
    expect(CATEGORIES.map(categoryName)).toEqual([...CATEGORIES]);
  });
});
