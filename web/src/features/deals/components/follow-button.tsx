import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { SignInPrompt, useMemberAction } from '@web/components/sign-in-prompt';
import { useFollow } from '@web/lib/deals/deal-writes';
import { uiText } from '@web/lib/i18n';

const T = uiText('deals');

/**
 * "Suivre": the bell tells of the deal's new comments, its turning hot and its expiry
 * (aria-pressed while followed; its author follows it from the start). Signed out, it asks to
 * sign in.
 */
export function FollowButton({ deal }: { deal: Deal }) {
  const follow = useFollow();
  const { busy, problem, run } = useMemberAction(CLIENT_MSG.follow);
  return (
    <div className="follow">
      <button
        type="button"
        className="button button-ghost follow-button"
        aria-pressed={deal.followed}
        title={T.followHint}
        disabled={busy}
        onClick={() => void run(() => follow(deal, !deal.followed))}
      >
        {deal.followed ? T.following : T.follow}
      </button>
      {problem && (
        <SignInPrompt className="save-problem" signIn={problem.signIn}>
          {problem.text}
        </SignInPrompt>
      )}
    </div>
  );
}
