import type { UserStats } from '@shared/api-types';
import { formatDate } from '@web/lib/format';

const ITEMS: { key: keyof Omit<UserStats, 'memberSince'>; label: string }[] = [
  { key: 'dealsPosted', label: 'Bons plans partagés' },
  { key: 'commentsWritten', label: 'Commentaires' },
  { key: 'votesCast', label: 'Votes donnés' },
  { key: 'upvotesReceived', label: 'Votes positifs reçus' },
  { key: 'downvotesReceived', label: 'Votes négatifs reçus' },
  { key: 'totalScore', label: 'Score total' },
];

/** The member's counters from `/users/me/stats`. */
export function MyStats({ stats, error }: { stats: UserStats | undefined; error: unknown }) {
  return (
    <section className="profile-card" aria-labelledby="stats-title">
      <h2 id="stats-title">Mon activité</h2>
      {error ? (
        <p className="muted">Vos statistiques sont momentanément indisponibles.</p>
      ) : (
        <>
          <dl className="stats" aria-busy={!stats}>
            {ITEMS.map(({ key, label }) => (
              <div key={key} className="stat">
                <dt>{label}</dt>
                <dd>{typeof stats?.[key] === 'number' ? stats[key].toLocaleString('fr-FR') : '…'}</dd>
              </div>
            ))}
          </dl>
          {stats?.memberSince && <p className="muted">Membre depuis le {formatDate(stats.memberSince)}</p>}
        </>
      )}
    </section>
  );
}
