import { useEffect, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@shared/limits';
import { SelectField, TextField } from '@web/components/form-field';
import { useCategories } from '@web/lib/catalog';
import { useCities } from '@web/lib/cities';

export interface ListFilters {
  city: string;
  category: string;
  search: string;
}

interface Props {
  filters: ListFilters;
  /** The filters that changed (the list merges them with the others). */
  onApply: (change: Partial<ListFilters>) => void;
  onClear: () => void;
}

/** Keywords, city and category; a list choice applies at once, the keywords on submit. */
export function DealFilters({ filters, onApply, onClear }: Props) {
  const { list: cities } = useCities();
  const { list: categories } = useCategories();
  const [search, setSearch] = useState(filters.search);
  // The header search or a link may change the keywords: the box follows.
  useEffect(() => setSearch(filters.search), [filters.search]);
  const active = !!(filters.city || filters.category || filters.search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ search: search.trim() });
  };

  return (
    <form className="deal-filters" role="search" aria-label="Filtrer les bons plans" onSubmit={submit}>
      <TextField
        label="Mots-clés"
        type="search"
        name="q"
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder="Ex. : climatiseur, pizza…"
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label="Ville"
        name="city"
        options={cities}
        placeholder="Toutes les villes"
        value={filters.city}
        onChange={(event) => onApply({ city: event.target.value })}
      />
      <SelectField
        label="Catégorie"
        name="category"
        options={categories}
        placeholder="Toutes les catégories"
        value={filters.category}
        onChange={(event) => onApply({ category: event.target.value })}
      />
      <div className="deal-filters-actions">
        <button type="submit" className="button button-primary">
          Filtrer
        </button>
        {active && (
          <button type="button" className="button button-ghost" onClick={onClear}>
            Réinitialiser
          </button>
        )}
      </div>
    </form>
  );
}
