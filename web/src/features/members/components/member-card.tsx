import type { PublicProfile } from '@shared/api-types';
import { countOf } from '@shared/member-head';
import { Avatar } from '@web/components/avatar';
import { formatDate, formatNumber } from '@web/lib/format';

/** A member's public profile: name, level, reputation, counts and badges. */
export function MemberCard({ member }: { member: PublicProfile }) {
  const stats: [string, number][] = [
    ['Bons plans partagés', member.dealsPosted],
    ['Deals hot', member.hotDeals],
    ['Commentaires', member.commentsPosted],
  ];
  return (
    <section className="member-card" aria-labelledby="member-name">
      <div className="profile-head">
        <Avatar name={member.username} />
        <div>
          <h1 id="member-name">{member.username}</h1>
          <p className="member-level">
            <span className={`level-badge level-${member.level.code}`}>{member.level.label}</span>{' '}
            {countOf(member.reputation, 'point', 'points')} de réputation
          </p>
          <p className="muted">
            Membre depuis le <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
          </p>
        </div>
      </div>
      <dl className="stats member-stats">
        {stats.map(([label, value]) => (
          <div key={label} className="stat">
            <dt>{label}</dt>
            <dd>{formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
      <h2 className="member-badges-title">Badges</h2>
      {member.badges.length ? (
        <ul className="member-badges">
          {member.badges.map((badge) => (
            <li key={badge.code} className="member-badge">
              <strong>{badge.label}</strong>{' '}
              <span className="muted">
                obtenu le <time dateTime={badge.earnedAt}>{formatDate(badge.earnedAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Aucun badge pour le moment.</p>
      )}
    </section>
  );
}

/** Grey stand-in of the profile while it loads. */
export function MemberCardSkeleton() {
  return (
    <section className="member-card" aria-busy="true" aria-label="Chargement du profil">
      <div className="profile-head">
        <span className="avatar skeleton" aria-hidden="true" />
        <div className="member-skeleton-lines">
          <div className="skeleton skeleton-line skeleton-short" />
          <div className="skeleton skeleton-line skeleton-mid" />
        </div>
      </div>
      <div className="skeleton skeleton-line" />
    </section>
  );
}
