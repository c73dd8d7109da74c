import { Link } from 'react-router-dom';
import type { UserStats } from '@shared/api-types';
import { formatDate, formatNumber, frenchPunctuation } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

const T = uiText('profile');

/**
 * The member's own standing from `/users/me/stats` (docs/api.md#reputation-and-trust): reputation and
 * level, what the next level needs, whether their reports count, their badges, and the link to
 * the public page others see. Level and badge names come from the API, in the page's language.
 */
export function MyStanding({ stats, username }: { stats: UserStats | undefined; username: string }) {
  return (
    <section className="profile-card my-standing" aria-labelledby="standing-title">
      <h2 id="standing-title">{T.standingTitle}</h2>
      {!stats ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : (
        <>
          <p className="standing-level">
            <span className={`level-badge level-${stats.level.code}`}>{stats.level.label}</span>{' '}
            <span>
              {T.reputation(<strong key="points">{T.points(stats.reputation, formatNumber(stats.reputation))}</strong>)}
            </span>
          </p>
          <p className="muted">
            {stats.nextLevel
              ? T.toNextLevel(missingPoints(stats), formatNumber(missingPoints(stats)), stats.nextLevel.label)
              : T.topLevel}
          </p>
          <p className={stats.trusted ? 'standing-trust is-trusted' : 'standing-trust'}>
            {frenchPunctuation(stats.trusted ? T.trusted : T.notTrusted)}
          </p>
          <h3 className="standing-badges-title">{T.badgesTitle}</h3>
          {stats.badges.length ? (
            <ul className="standing-badges">
              {stats.badges.map((badge) => (
                <li key={badge.code}>
                  <strong>{badge.label}</strong>{' '}
                  <span className="muted">
                    {T.earnedOn(
                      <time key="date" dateTime={badge.earnedAt}>
                        {formatDate(badge.earnedAt)}
                      </time>,
                    )}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{frenchPunctuation(T.noBadges)}</p>
          )}
        </>
      )}
      <p className="standing-public">
        <Link to={paths.member.href(username)}>{T.publicProfile}</Link>
      </p>
    </section>
  );
}

/** Points still needed for the next level (at least one). */
const missingPoints = (stats: UserStats) => Math.max(1, (stats.nextLevel?.min ?? 0) - stats.reputation);
