import { Link } from 'react-router-dom';
import type { UserStats } from '@shared/api-types';
import { countOf } from '@shared/member-head';
import { formatDate, frenchPunctuation } from '@web/lib/format';
import { paths } from '@web/lib/paths';

/**
 * The member's own standing from `/users/me/stats` (docs/api.md#reputation-and-trust): reputation and
 * level, what the next level needs, whether their reports count, their badges, and the link to
 * the public page others see.
 */
export function MyStanding({ stats, username }: { stats: UserStats | undefined; username: string }) {
  return (
    <section className="profile-card my-standing" aria-labelledby="standing-title">
      <h2 id="standing-title">Ma réputation</h2>
      {!stats ? (
        <p className="muted" aria-busy="true">
          …
        </p>
      ) : (
        <>
          <p className="standing-level">
            <span className={`level-badge level-${stats.level.code}`}>{stats.level.label}</span>{' '}
            <strong>{countOf(stats.reputation, 'point', 'points')}</strong> de réputation
          </p>
          <p className="muted">
            {stats.nextLevel
              ? `Encore ${countOf(Math.max(1, stats.nextLevel.min - stats.reputation), 'point', 'points')} pour atteindre ${stats.nextLevel.label}`
              : 'Vous avez atteint le plus haut niveau.'}
          </p>
          <p className={stats.trusted ? 'standing-trust is-trusted' : 'standing-trust'}>
            {frenchPunctuation(
              stats.trusted
                ? "Membre de confiance : vos signalements et vos signalements d'expiration comptent."
                : 'Vos signalements sont transmis à la modération mais ne comptent pas encore : il faut une adresse vérifiée, un compte de quelques jours et assez de réputation.',
            )}
          </p>
          <h3 className="standing-badges-title">Mes badges</h3>
          {stats.badges.length ? (
            <ul className="standing-badges">
              {stats.badges.map((badge) => (
                <li key={badge.code}>
                  <strong>{badge.label}</strong>{' '}
                  <span className="muted">
                    obtenu le <time dateTime={badge.earnedAt}>{formatDate(badge.earnedAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">
              {frenchPunctuation('Aucun badge pour le moment : partagez votre premier bon plan !')}
            </p>
          )}
        </>
      )}
      <p className="standing-public">
        <Link to={paths.member.href(username)}>Voir mon profil public</Link>
      </p>
    </section>
  );
}
