import { SignInPrompt, useMemberAction } from '@web/components/sign-in-prompt';

interface Props {
  followed: boolean;
  /** Follows (true) or stops; a guest is asked to sign in and nothing is sent. */
  onToggle: (wanted: boolean) => Promise<unknown>;
  labels: { follow: string; following: string; hint: string };
  /** What is said when the action fails for another reason than being signed out. */
  failure: string;
  className?: string;
}

/** "Suivre" / "Suivi" (aria-pressed while followed), for a deal or a merchant. */
export function FollowToggle({ followed, onToggle, labels, failure, className = '' }: Props) {
  const { busy, problem, run } = useMemberAction(failure);
  return (
    <div className={`follow ${className}`.trim()}>
      <button
        type="button"
        className="button button-ghost follow-button"
        aria-pressed={followed}
        title={labels.hint}
        disabled={busy}
        onClick={() => void run(() => onToggle(!followed))}
      >
        {followed ? labels.following : labels.follow}
      </button>
      {problem && (
        <SignInPrompt className="save-problem" signIn={problem.signIn}>
          {problem.text}
        </SignInPrompt>
      )}
    </div>
  );
}
