import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { HOT_THRESHOLD } from '@shared/limits';
import { SignInPrompt, useMemberAction } from '@web/components/sign-in-prompt';
import { useVote } from '@web/lib/deals/deal-writes';
import { formatNumber } from '@web/lib/format';
import { useSession } from '@web/lib/session';
import { uiText } from '@web/lib/i18n';
import './deals.css';

const T = uiText('deals');

/** Colour steps from cold to hot; each pairs text and background at WCAG AA contrast (deals.css). */
export type TemperatureLevel = 'cold' | 'neutral' | 'warm' | 'hot' | 'scorching';

/** The step of a temperature: below zero cold, then neutral, warm from half the threshold, hot past it. */
export function temperatureLevel(temperature: number, hot = temperature >= HOT_THRESHOLD): TemperatureLevel {
  if (hot) return temperature >= 3 * HOT_THRESHOLD ? 'scorching' : 'hot';
  if (temperature < 0) return 'cold';
  return temperature >= HOT_THRESHOLD / 2 ? 'warm' : 'neutral';
}

/** "Température : 120 degrés, Hot" for screen readers (in the page's language). */
export const temperatureLabel = (temperature: number, hot: boolean) =>
  T.temperatureLabel(temperature, formatNumber(temperature), hot);

interface Props {
  deal: Deal;
  /** The deal page shows it larger. */
  large?: boolean;
  /** A hidden deal takes no vote (the API answers 404): the temperature only. */
  readOnly?: boolean;
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={up ? 'M10 4 3 12h4.5v4h5v-4H17z' : 'M10 16l7-8h-4.5V4h-5v4H3z'} />
    </svg>
  );
}

function Flame() {
  return (
    <svg className="temperature-flame" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M8.6 1c.4 2.3 3.9 4 3.9 8A4.5 4.5 0 0 1 3.5 9c0-1.9 1-3.2 2-4 .1 1.3.7 2.3 1.6 2.6C7 5.2 7.3 2.8 8.6 1Z"
      />
    </svg>
  );
}

/**
 * The deal's one number, as Dealabs shows it: its temperature ("120°", "−20°", coloured from cold
 * blue to hot red) between a down and an up arrow, the same on cards and on the deal page. The
 * counts of each side are spoken with it and shown as its tooltip. The caller's vote is highlighted
 * (aria-pressed) and pressing it again withdraws it. Signed out, a vote asks to sign in; authors
 * cannot vote on their deals.
 */
export function Temperature({ deal, large = false, readOnly = false }: Props) {
  const { user } = useSession();
  const vote = useVote();
  const { busy, problem, run } = useMemberAction(CLIENT_MSG.vote);
  const own = !!user && user.id === deal.author;
  const mine = deal.userVote?.isPositive;
  const level = temperatureLevel(deal.temperature, deal.hot);
  const counts = T.voteCounts(deal.upvotes, deal.downvotes);

  const send = (positive: boolean) => run(() => vote(deal, mine === positive ? null : positive));

  const title = own ? CLIENT_MSG.ownDealVote : undefined;
  return (
    <div className={large ? 'vote vote-large' : 'vote'}>
      <div className={`vote-bar temperature-${level}`} role="group" aria-label={T.votesFor(deal.title)}>
        <button
          type="button"
          className="vote-button vote-down"
          aria-pressed={mine === false}
          aria-label={mine === false ? T.voteDownWithdraw : T.voteDown}
          title={title}
          disabled={own || busy || readOnly}
          onClick={() => void send(false)}
        >
          <Arrow up={false} />
        </button>
        <span
          className={`temperature temperature-${level}`}
          role="img"
          aria-label={`${temperatureLabel(deal.temperature, deal.hot)} (${counts})`}
          title={counts}
          data-testid="temperature"
        >
          {deal.hot && <Flame />}
          {/* "−20°" keeps its sign and degree mark in place on a right-to-left page. */}
          <span dir="ltr">{formatNumber(deal.temperature)}°</span>
        </span>
        <button
          type="button"
          className="vote-button vote-up"
          aria-pressed={mine === true}
          aria-label={mine === true ? T.voteUpWithdraw : T.voteUp}
          title={title}
          disabled={own || busy || readOnly}
          onClick={() => void send(true)}
        >
          <Arrow up />
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
