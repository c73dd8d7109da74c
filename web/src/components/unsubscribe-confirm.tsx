import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '@web/lib/api-client';
import { frenchPunctuation } from '@web/lib/format';
import { UI } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PageTitle } from '@web/lib/seo';
import './unsubscribe-confirm.css';

type Outcome = { ok: boolean; text: string };

interface Props {
  /** Sends the mail's token; resolves with the message to show. */
  unsubscribe: (token: string) => Promise<string>;
  texts: {
    title: string;
    text: string;
    confirm: string;
    busy: string;
    incomplete: string;
    incompleteHelp: string;
  };
  /** Where the reader manages what they get mailed (their alerts, their profile). */
  manage: { href: string; label: string };
}

/**
 * The page a mail's unsubscribe link opens (`?token=…`). Nothing happens on opening it (mail
 * scanners open links ahead of the reader): it stops only once the reader confirms.
 */
export function UnsubscribeConfirm({ unsubscribe, texts, manage }: Props) {
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
      <Link to={manage.href}>{manage.label}</Link>
      <Link to={paths.home.href()}>{UI.backHome}</Link>
    </p>
  );

  let body;
  if (!token) {
    body = (
      <>
        <div className="notice notice-warning" role="alert">
          <p>{texts.incomplete}</p>
          <p>{texts.incompleteHelp}</p>
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
        <p>{texts.text}</p>
        {outcome && (
          <p className="notice notice-warning" role="alert">
            {frenchPunctuation(outcome.text)}
          </p>
        )}
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void confirm()}>
          {busy ? texts.busy : texts.confirm}
        </button>
        {outcome && ways}
      </>
    );
  }

  return (
    <section className="container page-narrow unsubscribe-page" aria-labelledby="unsubscribe-title">
      <PageTitle title={texts.title} />
      <meta name="robots" content="noindex" />
      <h1 id="unsubscribe-title">{texts.title}</h1>
      {body}
    </section>
  );
}
