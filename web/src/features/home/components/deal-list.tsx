import { useDeferredValue, useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DealCard } from '../../../components/deals/deal-card';
import { DealSkeletons } from '../../../components/deals/deal-skeleton';
import { clearFilters, fetchDeals, loadMore, showList, syncViewer, useDeals } from '../../../lib/deals/store';
import { useSession } from '../../../lib/session';
import { DealFilters, type ListFilters } from './deal-filters';

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

/** Home's deal list: filters, total, cards, "Charger plus", empty state and skeletons. */
export function DealList() {
  const [params, setParams] = useSearchParams();
  const { city, category, search } = filtersOf(params);
  const s = useDeals();
  const { user } = useSession();
  // A screen that sent the visitor here may say why (e.g. "Bon plan supprimé").
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const userId = user?.id ?? null;

  // The URL holds the filters: first load, or a change of them, loads page 0.
  useEffect(() => {
    void showList({ city, category, search });
  }, [city, category, search]);

  // Signed in or out since the list was loaded: its votes follow.
  useEffect(() => {
    void syncViewer(userId);
  }, [userId, s.viewer, s.loading]);

  // The filters last asked for: a second change made before the first one's render merges with
  // it (navigations render in a transition, so the rendered URL may lag behind).
  const latest = useRef<ListFilters>({ city, category, search });
  useEffect(() => {
    latest.current = { city, category, search };
  }, [city, category, search]);

  const apply = (change: Partial<ListFilters>) => {
    const next = { ...latest.current, ...change };
    latest.current = next;
    const query: Record<string, string> = {};
    if (next.search) query.q = next.search;
    if (next.city) query.city = next.city;
    if (next.category) query.category = next.category;
    setParams(query, { preventScrollReset: true });
  };
  const clear = () => {
    latest.current = { city: '', category: '', search: '' };
    void clearFilters();
    setParams({}, { preventScrollReset: true });
  };

  // A page of cards renders in a transition React can split, so a long list never blocks input.
  const deals = useDeferredValue(s.deals);
  const filtered = !!(city || category || search);
  // Skeletons until the first cards are ready (loading, or rendering behind the deferred value).
  const firstLoad =
    s.listKey === null || (s.loading && s.deals.length === 0) || (deals.length === 0 && s.deals.length > 0);
  return (
    <section className="container deals-section" aria-labelledby="deals-title" aria-busy={s.loading}>
      <div className="deals-head">
        <h2 id="deals-title">{filtered ? 'Résultats' : 'Derniers bons plans'}</h2>
        <p className="deals-total" aria-live="polite">
          {firstLoad ? '' : count(s.totalElements)}
        </p>
      </div>
      {notice && (
        <p className="notice notice-success" role="status">
          {notice}
        </p>
      )}
      <DealFilters filters={{ city, category, search }} onApply={apply} onClear={clear} />
      {s.error && (
        <div className="alert alert-error" role="alert">
          <p className="alert-text">{s.error}</p>
          <button type="button" className="button button-ghost" onClick={() => void fetchDeals()}>
            Réessayer
          </button>
        </div>
      )}
      {firstLoad ? (
        <div role="status">
          <span className="visually-hidden">Chargement des bons plans…</span>
          <DealSkeletons />
        </div>
      ) : s.deals.length === 0 && !s.error ? (
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
      {!s.last && s.deals.length > 0 && (
        <div className="load-more">
          <button
            type="button"
            className="button button-ghost button-large"
            onClick={() => void loadMore()}
            disabled={s.loadingMore}
          >
            {s.loadingMore ? 'Chargement…' : 'Charger plus'}
          </button>
          <p>
            {s.deals.length} sur {s.totalElements} affichés
          </p>
        </div>
      )}
    </section>
  );
}
