import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '@web/lib/api-client';
import { frenchPunctuation } from '@web/lib/format';
import { UI, uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { unsubscribe } from '../api/unsubscribe';
import '../alerts.css';
import { paths } from '@web/lib/paths';

const T = uiText('alerts');

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
      <Link to={paths.alerts.href()}>{T.manage}</Link>
      <Link to={paths.home.href()}>{UI.backHome}</Link>
    </p>
  );

  let body;
  if (!token) {
    body = (
      <>
        <div className="notice notice-warning" role="alert">
          <p>{T.unsubscribeIncomplete}</p>
          <p>{T.unsubscribeIncompleteHelp}</p>
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
        <p>{T.unsubscribeText}</p>
        {outcome && (
          <p className="notice notice-warning" role="alert">
            {frenchPunctuation(outcome.text)}
          </p>
        )}
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void confirm()}>
          {busy ? T.unsubscribing : T.unsubscribeConfirm}
        </button>
        {outcome && ways}
      </>
    );
  }

  return (
    <section className="container page-narrow unsubscribe-page" aria-labelledby="unsubscribe-title">
      <PageTitle title={T.unsubscribeTitle} />
      <meta name="robots" content="noindex" />
      <h1 id="unsubscribe-title">{T.unsubscribeTitle}</h1>
      {body}
    </section>
  );
}
