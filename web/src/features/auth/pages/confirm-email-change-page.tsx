import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { PageLoader } from '@web/components/page-loader';
import { ApiError } from '@web/lib/api-client';
import { PageTitle } from '@web/lib/seo';
import { reloadUser } from '@web/lib/session';
import { canRetry } from '../api/verify-email';
import { confirmEmailChangeOnce } from '../api/confirm-email-change';
import { AuthLayout } from '../components/auth-layout';

type Outcome = { ok: true; message: string } | { ok: false; message: string; retry: boolean };

const TITLE = "Changement d'adresse email";

/**
 * The landing of the link mailed to the current address of an account without a password: sends
 * its token once and says what happened. The change ends every session, so a browser signed in
 * to that account finds itself signed out (the profile reload answers 401).
 */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${token}`;
  const [outcome, setOutcome] = useState<{ key: string; result: Outcome } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmEmailChangeOnce(token).then(
      (message) => {
        if (!live) return;
        setOutcome({ key, result: { ok: true, message } });
        reloadUser().catch(() => undefined);
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

  const result: Outcome | null = token
    ? outcome?.key === key
      ? outcome.result
      : null
    : { ok: false, message: MSG.emailChangeInvalid, retry: false };
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
        <Link to="/forgot-password" className="button button-primary button-block">
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
          <Link to="/">Retour à l'accueil</Link>
        </p>
      }
    >
      {seo}
      <div className="notice notice-warning" role="alert">
        <p>{result.message}</p>
      </div>
      {result.retry && (
        <button type="button" className="button button-primary button-block" onClick={() => setAttempt((n) => n + 1)}>
          Réessayer
        </button>
      )}
    </AuthLayout>
  );
}
