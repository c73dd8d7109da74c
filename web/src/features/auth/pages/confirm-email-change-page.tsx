import { Link } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { uiText } from '@web/lib/i18n';
import { confirmEmailChangeOnce } from '../api/confirm-email-change';
import { type LinkOutcome, useLinkToken } from '../api/use-link-token';
import { LinkLanding } from '../components/link-landing';
import { paths } from '@web/lib/paths';

const T = uiText('auth');

// Read when needed: the message is in the page's language.
const missing = (): LinkOutcome => ({ ok: false, message: MSG.emailChangeInvalid, retry: false });

/**
 * The landing of the link mailed to the current address of an account without a password: sends
 * its token once and says what happened. The change ends every session, so a browser signed in
 * to that account finds itself signed out (the profile reload answers 401).
 */
export function ConfirmEmailChangePage() {
  const { result, retry } = useLinkToken(confirmEmailChangeOnce, missing);
  return (
    <LinkLanding
      title={T.emailChangeTitle}
      result={result}
      retry={retry}
      doneTitle={T.emailChangeDoneTitle}
      done={
        <Link to={paths.forgotPassword.href()} className="button button-primary button-block">
          {T.emailChangeChoosePassword}
        </Link>
      }
      retryTitle={T.emailChangeRetryTitle}
    />
  );
}
