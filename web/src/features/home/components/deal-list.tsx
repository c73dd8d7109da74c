import { useDeferredValue } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PAGE_DEFAULT_SIZE } from '@shared/limits';
import { DealCard } from '@web/components/deals/deal-card';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { DealFilters, type ListFilters } from './deal-filters';

/** Home's lists are read again when shown after this long. */
export const LIST_FRESH_MS = 5 * 60_000;

const count = (n: number) =>
  n === 0 ? 'Aucun bon plan' : n === 1 ? '1 bon plan' : `${n.toLocaleString('fr-FR')} bons plans`;

/** The filters of Home's URL: q (the header search), city and category (footer links). */
export function filtersOf(params: URLSearchParams): ListFilters {
  return {
    city: params.get('city')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    search: params.get('q')?.trim() ?? '',
  };
}

/** The URL of these filters (the URL is where Home's filters live). */
function queryOf(filters: ListFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.search) query.q = filters.search;
  if (filters.city) query.city = filters.city;
  if (filters.category) query.category = filters.category;
  return query;
}

/** Home's deal list: filters, total, cards, "Charger plus", empty state and skeletons. */
export function DealList() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { city, category, search } = filters;
  const list = useDealList(filters, PAGE_DEFAULT_SIZE, { freshForMs: LIST_FRESH_MS });
  // A screen that sent the visitor here may say why (e.g. "Bon plan supprimé").
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  // A change merges with the filters of the URL; the list of the new URL starts at page 0.
  const apply = (change: Partial<ListFilters>) =>
    setParams((current) => queryOf({ ...filtersOf(current), ...change }), { preventScrollReset: true });
  const clear = () => setParams({}, { preventScrollReset: true });

  // A page of cards renders in a transition React can split, so a long list never blocks input.
  const deals = useDeferredValue(list.deals);
  const filtered = !!(city || category || search);
  // Skeletons until the first cards are ready (loading, or rendering behind the deferred value).
  const firstLoad = list.loading || (deals.length === 0 && list.deals.length > 0);
  return (
    <section className="container deals-section" aria-labelledby="deals-title" aria-busy={list.loading}>
      <div className="deals-head">
        <h2 id="deals-title">{filtered ? 'Résultats' : 'Derniers bons plans'}</h2>
        <p className="deals-total" aria-live="polite">
          {firstLoad ? '' : count(list.total)}
        </p>
      </div>
      {notice && (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      )}
      <DealFilters filters={{ city, category, search }} onApply={apply} onClear={clear} />
      {list.error && (
        <div className="alert alert-error" role="alert">
          <p className="alert-text">{list.error.message}</p>
          <button type="button" className="button button-ghost" onClick={list.reload}>
            Réessayer
          </button>
        </div>
      )}
      {firstLoad ? (
        <div role="status">
          <span className="visually-hidden">Chargement des bons plans…</span>
          <DealSkeletons />
        </div>
      ) : list.deals.length === 0 && !list.error ? (
        <div className="empty-state">
          {filtered ? (
            <>
              <h3>Aucun bon plan ne correspond à votre recherche</h3>
              <p>Essayez d'autres mots-clés, une autre ville ou une autre catégorie.</p>
              <button type="button" className="button button-ghost" onClick={clear}>
                Réinitialiser les filtres
              </button>
            </>
          ) : (
            <>
              <h3>Aucun bon plan pour le moment</h3>
              <p>Soyez le premier à partager une bonne affaire avec la communauté.</p>
              <Link to="/deals/create" className="button button-primary">
                Partager un bon plan
              </Link>
            </>
          )}
        </div>
      ) : (
        <ul className="deal-grid">
          {deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
      {!list.last && list.deals.length > 0 && (
        <div className="load-more">
          <button
            type="button"
            className="button button-ghost button-large"
            onClick={list.loadMore}
            disabled={list.loadingMore}
          >
            {list.loadingMore ? 'Chargement…' : 'Charger plus'}
          </button>
          <p>
            {list.deals.length} sur {list.total} affichés
          </p>
        </div>
      )}
    </section>
  );
}
