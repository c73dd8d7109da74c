import type { PublicProfile } from '@shared/api-types';
import { Avatar } from '@web/components/avatar';
import { formatDate, formatNumber } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';

const T = uiText('members');

const STATS = ['dealsPosted', 'hotDeals', 'commentsPosted'] as const satisfies (keyof PublicProfile)[];

/** A member's public profile: name, level, reputation, counts and badges (level and badge names from the API). */
export function MemberCard({ member }: { member: PublicProfile }) {
  return (
    <section className="member-card" aria-labelledby="member-name">
      <div className="profile-head">
        <Avatar name={member.username} />
        <div>
          <h1 id="member-name">
            <bdi>{member.username}</bdi>
          </h1>
          <p className="member-level">
            <span className={`level-badge level-${member.level.code}`}>{member.level.label}</span>{' '}
            <span>{T.reputation(member.reputation, formatNumber(member.reputation))}</span>
          </p>
          <p className="muted">
            {T.memberSince(
              <time key="date" dateTime={member.joinedAt}>
                {formatDate(member.joinedAt)}
              </time>,
            )}
          </p>
        </div>
      </div>
      <dl className="stats member-stats">
        {STATS.map((key) => (
          <div key={key} className="stat">
            <dt>{T.stats[key]}</dt>
            <dd>{formatNumber(member[key])}</dd>
          </div>
        ))}
      </dl>
      <h2 className="member-badges-title">{T.badgesTitle}</h2>
      {member.badges.length ? (
        <ul className="member-badges">
          {member.badges.map((badge) => (
            <li key={badge.code} className="member-badge">
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
        <p className="muted">{T.noBadges}</p>
      )}
    </section>
  );
}

/** Grey stand-in of the profile while it loads. */
export function MemberCardSkeleton() {
  return (
    <section className="member-card" aria-busy="true" aria-label={T.loadingProfile}>
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
