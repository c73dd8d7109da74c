import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_MSG } from '@shared/client-messages';
import { VERIFY_TOKEN_TTL_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { ResendVerification } from '@web/components/resend-verification';
import { ApiError } from '@web/lib/api-client';
import { loginPath } from '@web/lib/redirect';
import { PageTitle } from '@web/lib/seo';
import { reloadUser, useSession } from '@web/lib/session';
import { canRetry, verifyEmailOnce } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';

type Outcome = { ok: true; message: string } | { ok: false; message: string; retry: boolean };

const TITLE = "Vérification de l'adresse email";
const MISSING: Outcome = { ok: false, message: MSG.emailVerifyInvalid, retry: false };

const home = (
  <p>
    <Link to="/">Retour à l'accueil</Link>
  </p>
);

/**
 * The mailed link's landing (guests and members alike): sends its token once, then says whether
 * the address is confirmed. A member whose own address it was sees the reminder go.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const { user } = useSession();
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${token}`;
  const [outcome, setOutcome] = useState<{ key: string; result: Outcome } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyEmailOnce(token).then(
      (message) => {
        if (!live) return;
        setOutcome({ key, result: { ok: true, message } });
        reloadUser().catch((err: unknown) => console.warn('profile refresh after verification failed', err));
      },
      (err: unknown) => {
        if (!live) return;
        const message = err instanceof ApiError ? err.message : CLIENT_MSG.generic;
        setOutcome({ key, result: { ok: false, message, retry: canRetry(err) } });
      },
    );
    return () => {
      live = false;
    };
  }, [token, key]);

  const result = token ? (outcome?.key === key ? outcome.result : null) : MISSING;
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
        <Link to="/" className="button button-primary button-block">
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
        <button type="button" className="button button-primary button-block" onClick={() => setAttempt((n) => n + 1)}>
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
            Vous pourrez aussi le demander plus tard depuis <Link to="/profile">votre profil</Link>.
          </p>
        </>
      ) : (
        <>
          <p>Connectez-vous pour demander un nouveau lien depuis votre profil.</p>
          <Link to={loginPath('/profile')} className="button button-primary button-block">
            Se connecter
          </Link>
        </>
      )}
    </AuthLayout>
  );
}
