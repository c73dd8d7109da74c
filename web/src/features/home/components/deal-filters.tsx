import { Link } from 'react-router-dom';
import type { DealSort } from '@shared/api-types';
import { SelectField } from '@web/components/form-field';
import { useCategories } from '@web/lib/catalog';
import { useCities } from '@web/lib/cities';
import { hrefOf, type HomeQuery } from './home-query';

interface Props {
  query: HomeQuery;
  /** What changed (the list merges it with the rest of the URL). */
  onChange: (change: Partial<HomeQuery>) => void;
}

const TABS: { sort: DealSort; label: string }[] = [
  { sort: 'hot', label: 'Hot' },
  { sort: 'new', label: 'Nouveaux' },
];

/**
 * The bar above the list: the Hot and Nouveaux tabs (links, so each order has its URL; hidden
 * for a search, whose results come newest first), the "Masquer les expirés" switch, and the city
 * and category, applied as soon as they are chosen. The header holds the one search box.
 */
export function DealFilters({ query, onChange }: Props) {
  const { list: cities } = useCities();
  const { list: categories } = useCategories();
  return (
    <div className="deals-toolbar">
      {!query.search && (
        <nav className="sort-tabs" aria-label="Ordre des bons plans">
          {TABS.map((tab) => (
            <Link
              key={tab.sort}
              to={hrefOf({ ...query, sort: tab.sort })}
              className="sort-tab"
              aria-current={query.sort === tab.sort ? 'page' : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          ))}
        </nav>
      )}
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={query.hideExpired}
          onChange={(event) => onChange({ hideExpired: event.target.checked })}
        />
        Masquer les expirés
      </label>
      <div className="deal-filters" role="group" aria-label="Filtrer par ville et catégorie">
        <SelectField
          label="Ville"
          name="city"
          options={cities}
          placeholder="Toutes les villes"
          value={query.city}
          onChange={(event) => onChange({ city: event.target.value })}
        />
        <SelectField
          label="Catégorie"
          name="category"
          options={categories}
          placeholder="Toutes les catégories"
          value={query.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
      </div>
    </div>
  );
}
