import { Link } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { confirmEmailChangeOnce } from '../api/confirm-email-change';
import { type LinkOutcome, useLinkToken } from '../api/use-link-token';
import { LinkLanding } from '../components/link-landing';
import { paths } from '@web/lib/paths';

const MISSING: LinkOutcome = { ok: false, message: MSG.emailChangeInvalid, retry: false };

/**
 * The landing of the link mailed to the current address of an account without a password: sends
 * its token once and says what happened. The change ends every session, so a browser signed in
 * to that account finds itself signed out (the profile reload answers 401).
 */
export function ConfirmEmailChangePage() {
  const { result, retry } = useLinkToken(confirmEmailChangeOnce, MISSING);
  return (
    <LinkLanding
      title="Changement d'adresse email"
      result={result}
      retry={retry}
      doneTitle="Adresse email modifiée"
      done={
        <Link to={paths.forgotPassword.href()} className="button button-primary button-block">
          Choisir un mot de passe
        </Link>
      }
      retryTitle="Confirmation impossible"
    />
  );
}
