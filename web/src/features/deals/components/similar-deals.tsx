import { Link } from 'react-router-dom';
import { paths } from '@web/lib/paths';
import { relativeTime } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useSimilarDeals } from '../api/similar-deals';

const T = uiText('deals');

/** The deals the one being written may repeat, shown beside the form; publishing stays open. */
export function SimilarDeals(props: { url: string; title: string; exclude?: string }) {
  const deals = useSimilarDeals(props);
  return (
    <div aria-live="polite">
      {deals.length > 0 && (
        <aside className="similar-deals" aria-labelledby="similar-deals-title">
          <h2 id="similar-deals-title">{T.similarTitle}</h2>
          <p>{T.similarIntro}</p>
          <ul>
            {deals.map((deal) => (
              <li key={deal.id}>
                <Link to={paths.deal.href(deal.id)} target="_blank" dir="auto">
                  {deal.title}
                </Link>{' '}
                <span className="muted">
                  {T.similarPosted(deal.authorUsername, relativeTime(deal.createdAt))}
                  {deal.expired && <> · {T.similarExpired}</>}
                </span>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
