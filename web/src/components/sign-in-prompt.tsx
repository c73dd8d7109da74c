import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ApiError } from '@web/lib/api-client';
import { UI } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useHydrated } from '@web/lib/hydrated';

interface Props {
  className: string;
  role?: 'alert' | 'status';
  /** Add "Se connecter", back to this page once signed in (false: just the text). */
  signIn?: boolean;
  /** Come back with the page's query too (a list's filters); the deal page's actions come back to its path. */
  keepQuery?: boolean;
  children: ReactNode;
}

/** A message under a member's action, with "Se connecter" when signing in is what it needs. */
export function SignInPrompt({ className, role = 'alert', signIn = true, keepQuery = true, children }: Props) {
  const { pathname, search } = useLocation();
  return (
    <p className={className} role={role}>
      {children}
      {signIn && (
        <>
          {' '}
          <Link to={paths.login.href(keepQuery ? `${pathname}${search}` : pathname)}>{UI.signIn}</Link>
        </>
      )}
    </p>
  );
}

/** Why a member's action failed: the server's message (else `fallback`), and whether signing in is the way out. */
export interface ActionProblem {
  text: string;
  signIn: boolean;
}

/** The problem an action's error tells. */
export const problemOf = (err: unknown, fallback: string): ActionProblem => ({
  text: err instanceof ApiError ? err.message : fallback,
  signIn: err instanceof ApiError && err.name === 'AuthenticationRequired',
});

/**
 * A member's one-click action (a vote, a star, a follow): one at a time, and none before a served
 * page is hydrated (`busy` until then), its problem kept to be shown (with the sign-in prompt)
 * until the next try.
 */
export function useMemberAction(fallback: string) {
  // A served page's buttons wait for hydration: a tap before it would be lost without a word.
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ActionProblem | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setProblem(null);
    setBusy(true);
    try {
      await action();
    } catch (err) {
      setProblem(problemOf(err, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy: busy || !hydrated, problem, run };
}
