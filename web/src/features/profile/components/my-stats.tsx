import type { UserStats } from '@shared/api-types';
import { formatDate, formatNumber } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';

const T = uiText('profile');

const ITEMS = [
  'dealsPosted',
  'commentsWritten',
  'votesCast',
  'upvotesReceived',
  'downvotesReceived',
  'totalScore',
] as const satisfies (keyof Omit<UserStats, 'memberSince'>)[];

/** The member's counters from `/users/me/stats`. */
export function MyStats({ stats, error }: { stats: UserStats | undefined; error: unknown }) {
  return (
    <section className="profile-card" aria-labelledby="stats-title">
      <h2 id="stats-title">{T.statsTitle}</h2>
      {error ? (
        <p className="muted">{T.statsUnavailable}</p>
      ) : (
        <>
          <dl className="stats" aria-busy={!stats}>
            {ITEMS.map((key) => (
              <div key={key} className="stat">
                <dt>{T.stats[key]}</dt>
                <dd>{typeof stats?.[key] === 'number' ? formatNumber(stats[key]) : '…'}</dd>
              </div>
            ))}
          </dl>
          {stats?.memberSince && <p className="muted">{T.memberSince(formatDate(stats.memberSince))}</p>}
        </>
      )}
    </section>
  );
}
