import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Deal } from '../../../../../shared/api-types';
import { DealCard } from '../../../components/deals/deal-card';
import { DealSkeletons } from '../../../components/deals/deal-skeleton';
import { ApiError } from '../../../lib/api-client';
import { DEAL_DELETED_EVENT } from '../../../lib/deals/store';
import { listMyDeals } from '../api/list-my-deals';
import { CLIENT_MSG } from '../../../../../shared/client-messages';

interface Listing {
  deals: Deal[];
  total: number;
  page: number;
  last: boolean;
}

/** The member's own deals, newest first, page by page. */
export function MyDeals({ userId }: { userId: string }) {
  const [listing, setListing] = useState<Listing | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (page: number) => {
      setLoading(true);
      setError(null);
      try {
        const answer = await listMyDeals(userId, page);
        const content = Array.isArray(answer?.content) ? answer.content : [];
        setListing((before) => {
          const shown = new Set(page > 0 && before ? before.deals.map((d) => d.id) : []);
          const deals = page > 0 && before ? [...before.deals, ...content.filter((d) => !shown.has(d.id))] : content;
          return { deals, total: answer.totalElements ?? deals.length, page, last: answer.last ?? true };
        });
      } catch (err) {
        setError(err instanceof ApiError ? err.message : CLIENT_MSG.dealsFetch);
      } finally {
        setLoading(false);
      }
    },
    [userId],
  );

  useEffect(() => {
    void load(0);
  }, [load]);

  // A deal deleted elsewhere in the app leaves this list too.
  useEffect(() => {
    const drop = (event: Event) => {
      const id = (event as CustomEvent<{ id: string }>).detail?.id;
      setListing((l) =>
        l && l.deals.some((d) => d.id === id)
          ? { ...l, deals: l.deals.filter((d) => d.id !== id), total: Math.max(0, l.total - 1) }
          : l,
      );
    };
    window.addEventListener(DEAL_DELETED_EVENT, drop);
    return () => window.removeEventListener(DEAL_DELETED_EVENT, drop);
  }, []);

  return (
    <section className="profile-card my-deals" aria-labelledby="my-deals-title" aria-busy={loading}>
      <div className="deals-head">
        <h2 id="my-deals-title">Mes bons plans</h2>
        {listing && <p className="deals-total">{listing.total.toLocaleString('fr-FR')} au total</p>}
      </div>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {!listing && loading && <DealSkeletons count={2} />}
      {listing && listing.deals.length === 0 && (
        <div className="empty-state">
          <p>Vous n'avez encore partagé aucun bon plan.</p>
          <Link to="/deals/create" className="button button-primary">
            Partager un bon plan
          </Link>
        </div>
      )}
      {listing && listing.deals.length > 0 && (
        <ul className="deal-grid deal-grid-narrow">
          {listing.deals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
      )}
      {listing && !listing.last && (
        <div className="load-more">
          <button
            type="button"
            className="button button-ghost"
            disabled={loading}
            onClick={() => void load(listing.page + 1)}
          >
            {loading ? 'Chargement…' : 'Charger plus'}
          </button>
        </div>
      )}
    </section>
  );
}
