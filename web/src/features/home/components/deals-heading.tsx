import { categoryName, cityName } from '@shared/i18n/places';
import { uiText } from '@web/lib/i18n';
import type { HomeQuery } from './home-query';

const T = uiText('home');

/** A catalogue text with `value` set apart (its own direction, in <bdi>): the words around it, and it. */
export function around(text: (value: string) => string, value: string) {
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  return (
    <>
      {before}
      <bdi>{value}</bdi>
      {after}
    </>
  );
}

/**
 * The list's one heading, in the page's language: "Résultats pour « … »" (the words searched keep
 * their own direction), "Bons plans à Oran, catégorie Mode" (the wilaya's and category's names),
 * "Bons plans en Algérie".
 */
export function DealsHeading({ query, searched }: { query: HomeQuery; searched?: string }) {
  // A search whose misspelt words were set right is headed with the words searched.
  if (query.search) return around(T.headingSearch, searched ?? query.search);
  if (query.city || query.category) {
    return T.headingFiltered(query.city && cityName(query.city), query.category && categoryName(query.category));
  }
  return T.headingAll;
}
