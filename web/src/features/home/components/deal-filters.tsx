import { Link } from 'react-router-dom';
import type { DealPeriod, DealSort, DealType, SearchSort } from '@shared/api-types';
import { categoryName } from '@shared/i18n/places';
import { SelectField } from '@web/components/form-field';
import { useCategories } from '@web/lib/catalog';
import { CityField } from '@web/components/city-field';
import { useCities } from '@web/lib/cities';
import { uiText } from '@web/lib/i18n';
import { hrefOf, type HomeQuery } from './home-query';

interface Props {
  query: HomeQuery;
  /** What changed (the list merges it with the rest of the URL). */
  onChange: (change: Partial<HomeQuery>) => void;
}

const T = uiText('home');

/** A tab: its order, and its name, read where it is shown (the page's language). */
interface Tab {
  sort: DealSort | SearchSort;
  label: () => string;
}

/** The tabs of a list, in order. */
const TABS: readonly Tab[] = [
  { sort: 'hot', label: () => T.sortHot },
  { sort: 'new', label: () => T.sortNew },
  { sort: 'discussed', label: () => T.sortDiscussed },
  { sort: 'top', label: () => T.sortTop },
];

/** The windows of "Les + hot", in order. */
const PERIODS: { period: DealPeriod; label: () => string }[] = [
  { period: 'day', label: () => T.periodDay },
  { period: 'week', label: () => T.periodWeek },
  { period: 'month', label: () => T.periodMonth },
];

/** The kinds of deal, all of them first (no `type` in the URL). */
const TYPES: { type: DealType | ''; label: () => string }[] = [
  { type: '', label: () => T.typeAll },
  { type: 'deal', label: () => T.typeDeal },
  { type: 'code', label: () => T.typeCode },
  { type: 'free', label: () => T.typeFree },
];

/** A search's orders: relevance first (its default). */
const SEARCH_TABS: readonly Tab[] = [
  { sort: 'relevance', label: () => T.sortRelevance },
  { sort: 'new', label: () => T.sortNew },
  { sort: 'hot', label: () => T.sortHot },
];

/**
 * The bar above the list: the Hot, Nouveaux, Discutés and Les + hot tabs (links, so each order
 * has its URL; for a search, Pertinence, Nouveaux and Hot), under Les + hot its jour / semaine /
 * mois choice, the Tous, Bons plans, Codes promo and Gratuit tabs (links too, with any order,
 * filter or search), the "Masquer les expirés" switch, and the city
 * and category, applied as soon as they are chosen. The header holds the one search box.
 */
export function DealFilters({ query, onChange }: Props) {
  const { list: cities } = useCities();
  const { list: categories } = useCategories();
  return (
    <div className="deals-toolbar">
      <nav className="sort-tabs" aria-label={query.search ? T.searchSortLabel : T.sortLabel}>
        {(query.search ? SEARCH_TABS : TABS).map((tab) => (
          <Link
            key={tab.sort}
            to={hrefOf({ ...query, sort: tab.sort })}
            className="sort-tab"
            aria-current={query.sort === tab.sort ? 'page' : undefined}
            preventScrollReset
          >
            {tab.label()}
          </Link>
        ))}
      </nav>
      {!query.search && query.sort === 'top' && (
        <nav className="sort-tabs period-tabs" aria-label={T.periodLabel}>
          {PERIODS.map((choice) => (
            <Link
              key={choice.period}
              to={hrefOf({ ...query, period: choice.period })}
              className="sort-tab"
              aria-current={query.period === choice.period ? 'page' : undefined}
              preventScrollReset
            >
              {choice.label()}
            </Link>
          ))}
        </nav>
      )}
      {/* Links like the orders: each kind has its URL, and they work before the app's code runs. */}
      <nav className="sort-tabs type-tabs" aria-label={T.typeLabel}>
        {TYPES.map((choice) => (
          <Link
            key={choice.type || 'all'}
            to={hrefOf({ ...query, type: choice.type })}
            className="sort-tab"
            aria-current={query.type === choice.type ? 'page' : undefined}
            preventScrollReset
          >
            {choice.label()}
          </Link>
        ))}
      </nav>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={query.hideExpired}
          onChange={(event) => onChange({ hideExpired: event.target.checked })}
        />
        {T.hideExpired}
      </label>
      <div className="deal-filters" role="group" aria-label={T.filtersLabel}>
        <CityField
          label={T.city}
          name="city"
          cities={cities}
          placeholder={T.allCities}
          value={query.city}
          onChange={(event) => onChange({ city: event.target.value })}
        />
        <SelectField
          optionLabel={categoryName}
          label={T.category}
          name="category"
          options={categories}
          placeholder={T.allCategories}
          value={query.category}
          onChange={(event) => onChange({ category: event.target.value })}
        />
      </div>
    </div>
  );
}
