import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '@web/lib/api-client';
import { frenchPunctuation } from '@web/lib/format';
import { UI } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { unsubscribe } from '../api/unsubscribe';
import '../alerts.css';
import { paths } from '@web/lib/paths';

const TITLE = "Se désabonner d'une alerte";

type Outcome = { ok: boolean; text: string };

/**
 * `/alertes/desabonnement?token=…`, the link of an alert mail. Nothing happens on opening it
 * (mail scanners open links ahead of the reader): the alert goes only once the reader confirms.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await unsubscribe(token) });
    } catch (err) {
      setOutcome({ ok: false, text: err instanceof ApiError ? err.message : CLIENT_MSG.unsubscribe });
    } finally {
      setBusy(false);
    }
  };

  const ways = (
    <p className="unsubscribe-links">
      <Link to={paths.alerts.href()}>Gérer mes alertes</Link>
      <Link to={paths.home.href()}>{UI.backHome}</Link>
    </p>
  );

  let body;
  if (!token) {
    body = (
      <>
        <div className="notice notice-warning" role="alert">
          <p>Ce lien de désabonnement est incomplet.</p>
          <p>Ouvrez le lien entier reçu par email, ou supprimez l'alerte depuis la page Mes alertes.</p>
        </div>
        {ways}
      </>
    );
  } else if (outcome?.ok) {
    body = (
      <>
        <p className="notice notice-success" role="status">
          {frenchPunctuation(outcome.text)}
        </p>
        {ways}
      </>
    );
  } else {
    body = (
      <>
        <p>
          Vous ne recevrez plus d'emails pour cette alerte et elle sera supprimée de vos alertes. Vos autres alertes ne
          changent pas.
        </p>
        {outcome && (
          <p className="notice notice-warning" role="alert">
            {frenchPunctuation(outcome.text)}
          </p>
        )}
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Désabonnement…' : 'Confirmer le désabonnement'}
        </button>
        {outcome && ways}
      </>
    );
  }

  return (
    <section className="container page-narrow unsubscribe-page" aria-labelledby="unsubscribe-title">
      <PageTitle title={TITLE} />
      <meta name="robots" content="noindex" />
      <h1 id="unsubscribe-title">{TITLE}</h1>
      {body}
    </section>
  );
}
