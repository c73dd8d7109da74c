import './deals.css';

/** Grey stand-ins for deal cards while a page of deals loads (same size as the cards). */
export function DealSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="deal-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="deal-card skeleton-card">
            <div className="deal-picture skeleton" />
            <div className="deal-card-body">
              <div className="skeleton skeleton-line skeleton-short" />
              <div className="skeleton skeleton-line" />
              <div className="skeleton skeleton-line skeleton-mid" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
