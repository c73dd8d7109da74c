import { Link } from 'react-router-dom';
import { DealCard } from '@web/components/deals/deal-card';
import { LoadMore } from '@web/components/deals/load-more';
import { DealSkeletons } from '@web/components/deals/deal-skeleton';
import { useDealList } from '@web/lib/deals/use-deal-list';
import { formatNumber } from '@web/lib/format';
import { UI } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { paths } from '@web/lib/paths';

/** Twelve cards a page: two full screens of the grid on a wide screen. */
export const SAVED_PAGE_SIZE = 12;

const count = (n: number) => (n === 1 ? '1 bon plan gardé' : `${formatNumber(n)} bons plans gardés`);

/** `/saved`, "Mes favoris": the deals the member saved, newest saved first, page by page. */
export function SavedPage() {
  const list = useDealList({ saved: true }, SAVED_PAGE_SIZE);
  return (
    <section
      className="container deals-section"
      aria-labelledby="saved-title"
      aria-busy={list.loading || list.loadingMore}
    >
      <PageTitle title={UI.saved} />
      <meta name="robots" content="noindex" />
      <div className="deals-head">
        <h1 id="saved-title">{UI.saved}</h1>
        <p className="deals-total" aria-live="polite">
          {list.loading || list.error || list.total === 0 ? '' : count(list.total)}
        </p>
      </div>
      {list.error && (
        <div className="alert alert-error" role="alert">
          <p className="alert-text">{list.error.message}</p>
          <button type="button" className="button button-ghost" onClick={list.reload}>
            Réessayer
          </button>
        </div>
      )}
      {list.loading && (
        <div role="status">
          <span className="visually-hidden">Chargement de vos favoris…</span>
          <DealSkeletons />
        </div>
      )}
      {!list.loading && !list.error && list.deals.length === 0 && (
        <div className="empty-state">
          <h2>Aucun favori pour le moment</h2>
          <p>
            Touchez l'étoile d'un bon plan pour le retrouver ici plus tard, même quand il n'est plus en tête de liste.
          </p>
          <Link to={paths.home.href()} className="button button-primary">
            Voir les bons plans
          </Link>
        </div>
      )}
      {list.deals.length > 0 && (
        <ul className="deal-grid" data-testid="deal-list">
          {list.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore list={list} />
    </section>
  );
}
