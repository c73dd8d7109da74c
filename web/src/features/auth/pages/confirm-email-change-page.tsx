import { Link } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { PageTitle } from '@web/lib/seo';
import { confirmEmailChangeOnce } from '../api/confirm-email-change';
import { type LinkOutcome, useLinkToken } from '../api/use-link-token';
import { AuthLayout } from '../components/auth-layout';
import { paths } from '@web/lib/paths';

const TITLE = "Changement d'adresse email";
const MISSING: LinkOutcome = { ok: false, message: MSG.emailChangeInvalid, retry: false };

/**
 * The landing of the link mailed to the current address of an account without a password: sends
 * its token once and says what happened. The change ends every session, so a browser signed in
 * to that account finds itself signed out (the profile reload answers 401).
 */
export function ConfirmEmailChangePage() {
  const { result, retry } = useLinkToken(confirmEmailChangeOnce, MISSING);
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
      <AuthLayout title="Adresse email modifiée">
        {seo}
        <div className="notice notice-success" role="status">
          <p>{result.message}</p>
        </div>
        <Link to={paths.forgotPassword.href()} className="button button-primary button-block">
          Choisir un mot de passe
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title={result.retry ? 'Confirmation impossible' : 'Lien invalide'}
      footer={
        <p>
          <Link to={paths.home.href()}>Retour à l'accueil</Link>
        </p>
      }
    >
      {seo}
      <div className="notice notice-warning" role="alert">
        <p>{result.message}</p>
      </div>
      {result.retry && (
        <button type="button" className="button button-primary button-block" onClick={retry}>
          Réessayer
        </button>
      )}
    </AuthLayout>
  );
}
