import { Link } from 'react-router-dom';
import { VERIFY_TOKEN_TTL_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { ResendVerification } from '@web/components/resend-verification';
import { useSession } from '@web/lib/session';
import { type LinkOutcome, useLinkToken } from '../api/use-link-token';
import { verifyEmailOnce } from '../api/verify-email';
import { LinkLanding } from '../components/link-landing';
import { paths } from '@web/lib/paths';

const MISSING: LinkOutcome = { ok: false, message: MSG.emailVerifyInvalid, retry: false };

/**
 * The mailed link's landing (guests and members alike): sends its token once, then says whether
 * the address is confirmed. A member whose own address it was sees the reminder go.
 */
export function VerifyEmailPage() {
  const { user } = useSession();
  const { result, retry } = useLinkToken(verifyEmailOnce, MISSING);
  return (
    <LinkLanding
      title="Vérification de l'adresse email"
      result={result}
      retry={retry}
      doneTitle="Adresse email vérifiée"
      done={
        <Link to={paths.home.href()} className="button button-primary button-block">
          Retour à l'accueil
        </Link>
      }
      retryTitle="Vérification impossible"
      invalidNote={<p>Un lien ne sert qu'une fois et reste valable {VERIFY_TOKEN_TTL_SECONDS / 3600} heures.</p>}
      invalidHelp={
        user?.emailVerified ? (
          <p>Votre adresse email est déjà vérifiée : vous n'avez rien d'autre à faire.</p>
        ) : user ? (
          <>
            <p>
              Besoin d'un nouveau lien ? <ResendVerification />
            </p>
            <p className="muted">
              Vous pourrez aussi le demander plus tard depuis <Link to={paths.profile.href()}>votre profil</Link>.
            </p>
          </>
        ) : (
          <>
            <p>Connectez-vous pour demander un nouveau lien depuis votre profil.</p>
            <Link to={paths.login.href(paths.profile.href())} className="button button-primary button-block">
              Se connecter
            </Link>
          </>
        )
      }
    />
  );
}
