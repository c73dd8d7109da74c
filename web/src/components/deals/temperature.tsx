import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { SignInPrompt, useMemberAction } from '@web/components/sign-in-prompt';
import { useVote } from '@web/lib/deals/deal-writes';
import { useSession } from '@web/lib/session';
import { uiText } from '@web/lib/i18n';
import './deals.css';

const T = uiText('deals');

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
  const vote = useVote();
  const { busy, problem, run } = useMemberAction(CLIENT_MSG.vote);
  const own = !!user && user.id === deal.author;
  const mine = deal.userVote?.isPositive;

  const send = (positive: boolean) => run(() => vote(deal, mine === positive ? null : positive));

  const title = own ? CLIENT_MSG.ownDealVote : undefined;
  return (
    <div className={detailed ? 'vote vote-detailed' : 'vote'}>
      <div className="vote-bar" role="group" aria-label={T.votesFor(deal.title)}>
        <button
          type="button"
          className="vote-button vote-up"
          aria-pressed={mine === true}
          aria-label={mine === true ? T.voteUpWithdraw : T.voteUp}
          title={title}
          disabled={own || busy}
          onClick={() => void send(true)}
        >
          <Arrow up />
          {detailed && <span className="vote-count">{deal.upvotes}</span>}
        </button>
        <span className="vote-score">
          <span className="visually-hidden">{T.score}</span>
          {/* "+12" keeps its sign before the number on a right-to-left page. */}
          <span dir="ltr">{deal.score > 0 ? `+${deal.score}` : deal.score}</span>
        </span>
        <button
          type="button"
          className="vote-button vote-down"
          aria-pressed={mine === false}
          aria-label={mine === false ? T.voteDownWithdraw : T.voteDown}
          title={title}
          disabled={own || busy}
          onClick={() => void send(false)}
        >
          <Arrow up={false} />
          {detailed && <span className="vote-count">{deal.downvotes}</span>}
        </button>
      </div>
      {problem && (
        <SignInPrompt className="vote-problem" signIn={problem.signIn}>
          {problem.text}
        </SignInPrompt>
      )}
    </div>
  );
}
