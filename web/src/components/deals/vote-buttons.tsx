import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '@web/lib/api-client';
import { useVote } from '@web/lib/deals/deal-writes';
import { useSession } from '@web/lib/session';
import './deals.css';
import { paths } from '@web/lib/paths';

interface Props {
  deal: Deal;
  /** The deal page shows the counts of each side too. */
  detailed?: boolean;
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={up ? 'M10 4 3 12h4.5v4h5v-4H17z' : 'M10 16l7-8h-4.5V4h-5v4H3z'} />
    </svg>
  );
}

/**
 * Score and the two vote buttons; the caller's vote is highlighted (aria-pressed) and pressing
 * it again withdraws it. Signed out, a vote asks to sign in; authors cannot vote on their deals.
 */
export function VoteButtons({ deal, detailed = false }: Props) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const vote = useVote();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; signIn: boolean } | null>(null);
  const own = !!user && user.id === deal.author;
  const mine = deal.userVote?.isPositive;

  const send = async (positive: boolean) => {
    if (busy) return;
    setProblem(null);
    setBusy(true);
    try {
      await vote(deal, mine === positive ? null : positive);
    } catch (err) {
      const signIn = err instanceof ApiError && err.name === 'AuthenticationRequired';
      setProblem({ text: err instanceof ApiError ? err.message : CLIENT_MSG.vote, signIn });
    } finally {
      setBusy(false);
    }
  };

  const title = own ? CLIENT_MSG.ownDealVote : undefined;
  return (
    <div className={detailed ? 'vote vote-detailed' : 'vote'}>
      <div className="vote-bar" role="group" aria-label={`Votes pour « ${deal.title} »`}>
        <button
          type="button"
          className="vote-button vote-up"
          aria-pressed={mine === true}
          aria-label={mine === true ? 'Retirer mon vote positif' : 'Voter pour : bon plan'}
          title={title}
          disabled={own || busy}
          onClick={() => void send(true)}
        >
          <Arrow up />
          {detailed && <span className="vote-count">{deal.upvotes}</span>}
        </button>
        <span className="vote-score">
          <span className="visually-hidden">Score : </span>
          {deal.score > 0 ? `+${deal.score}` : deal.score}
        </span>
        <button
          type="button"
          className="vote-button vote-down"
          aria-pressed={mine === false}
          aria-label={mine === false ? 'Retirer mon vote négatif' : 'Voter contre : pas terrible'}
          title={title}
          disabled={own || busy}
          onClick={() => void send(false)}
        >
          <Arrow up={false} />
          {detailed && <span className="vote-count">{deal.downvotes}</span>}
        </button>
      </div>
      {problem && (
        <p className="vote-problem" role="alert">
          {problem.text}
          {problem.signIn && (
            <>
              {' '}
              <Link to={paths.login.href(`${pathname}${search}`)}>Se connecter</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
