import { Link } from 'react-router-dom';
import { VERIFY_TOKEN_TTL_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { ResendVerification } from '@web/components/resend-verification';
import { uiText } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { type LinkOutcome, useLinkToken } from '../api/use-link-token';
import { verifyEmailOnce } from '../api/verify-email';
import { LinkLanding } from '../components/link-landing';
import { paths } from '@web/lib/paths';

const T = uiText('auth');

// Read when needed: the message is in the page's language.
const missing = (): LinkOutcome => ({ ok: false, message: MSG.emailVerifyInvalid, retry: false });

/**
 * The mailed link's landing (guests and members alike): sends its token once, then says whether
 * the address is confirmed. A member whose own address it was sees the reminder go.
 */
export function VerifyEmailPage() {
  const { user } = useSession();
  const { result, retry } = useLinkToken(verifyEmailOnce, missing);
  return (
    <LinkLanding
      title={T.verifyTitle}
      result={result}
      retry={retry}
      doneTitle={T.verifyDoneTitle}
      done={
        <Link to={paths.home.href()} className="button button-primary button-block">
          {T.backHome}
        </Link>
      }
      retryTitle={T.verifyRetryTitle}
      invalidNote={<p>{T.verifyInvalidNote(VERIFY_TOKEN_TTL_SECONDS / 3600)}</p>}
      invalidHelp={
        user?.emailVerified ? (
          <p>{T.verifyAlreadyDone}</p>
        ) : user ? (
          <>
            <p>
              {T.verifyNeedNewLink} <ResendVerification />
            </p>
            <p className="muted">
              {T.verifyLater(
                <Link key="profile" to={paths.profile.href()}>
                  {T.verifyLaterProfile}
                </Link>,
              )}
            </p>
          </>
        ) : (
          <>
            <p>{T.verifySignInFirst}</p>
            <Link to={paths.login.href(paths.profile.href())} className="button button-primary button-block">
              {T.signIn}
            </Link>
          </>
        )
      }
    />
  );
}
