import { Link } from 'react-router-dom';
import { VERIFY_TOKEN_TTL_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { ResendVerification } from '@web/components/resend-verification';
import { PageTitle } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { type LinkOutcome, useLinkToken } from '../api/use-link-token';
import { verifyEmailOnce } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { paths } from '@web/lib/paths';

const TITLE = "Vérification de l'adresse email";
const MISSING: LinkOutcome = { ok: false, message: MSG.emailVerifyInvalid, retry: false };

const home = (
  <p>
    <Link to={paths.home.href()}>Retour à l'accueil</Link>
  </p>
);

/**
 * The mailed link's landing (guests and members alike): sends its token once, then says whether
 * the address is confirmed. A member whose own address it was sees the reminder go.
 */
export function VerifyEmailPage() {
  const { user } = useSession();
  const { result, retry } = useLinkToken(verifyEmailOnce, MISSING);
  const seo = (
    <>
      <PageTitle title={TITLE} />
      <meta name="robots" content="noindex" />
    </>
  );

  if (!result) {
    return (
      <AuthLayout title={TITLE} intro="Vérification du lien…">
        {seo}
        <PageLoader />
      </AuthLayout>
    );
  }

  if (result.ok) {
    return (
      <AuthLayout title="Adresse email vérifiée">
        {seo}
        <div className="notice notice-success" role="status">
          <p>{result.message}</p>
        </div>
        <Link to={paths.home.href()} className="button button-primary button-block">
          Retour à l'accueil
        </Link>
      </AuthLayout>
    );
  }

  if (result.retry) {
    return (
      <AuthLayout title="Vérification impossible" footer={home}>
        {seo}
        <div className="notice notice-warning" role="alert">
          <p>{result.message}</p>
        </div>
        <button type="button" className="button button-primary button-block" onClick={retry}>
          Réessayer
        </button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Lien invalide" footer={home}>
      {seo}
      <div className="notice notice-warning" role="alert">
        <p>{result.message}</p>
        <p>Un lien ne sert qu'une fois et reste valable {VERIFY_TOKEN_TTL_SECONDS / 3600} heures.</p>
      </div>
      {user?.emailVerified ? (
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
          <Link to={paths.login.href('/profile')} className="button button-primary button-block">
            Se connecter
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
