import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { SignInPrompt, useMemberAction } from '@web/components/sign-in-prompt';
import { useSave } from '@web/lib/deals/deal-writes';
import { uiText } from '@web/lib/i18n';
import './deals.css';

const T = uiText('deals');

interface Props {
  deal: Deal;
  /** The deal page shows the word beside the star. */
  labelled?: boolean;
}

/**
 * The star that keeps a deal in "Mes favoris" (aria-pressed when saved; pressing it again takes
 * it out). Signed out, it asks to sign in.
 */
export function SaveButton({ deal, labelled = false }: Props) {
  const save = useSave();
  const { busy, problem, run } = useMemberAction(CLIENT_MSG.save);
  const toggle = () => run(() => save(deal, !deal.saved));

  const label = deal.saved ? T.unsave : T.save;
  return (
    <div className={labelled ? 'save save-labelled' : 'save'}>
      <button
        type="button"
        className="save-button"
        aria-pressed={deal.saved}
        aria-label={labelled ? undefined : T.saveNamed(label, deal.title)}
        title={labelled ? undefined : label}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M10 2.6l2.3 4.7 5.1.7-3.7 3.6.9 5.1-4.6-2.4-4.6 2.4.9-5.1L2.6 8l5.1-.7z"
            fill={deal.saved ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        {labelled && <span>{deal.saved ? T.inSaved : T.save}</span>}
      </button>
      {problem && (
        <SignInPrompt className="save-problem" signIn={problem.signIn}>
          {problem.text}
        </SignInPrompt>
      )}
    </div>
  );
}
