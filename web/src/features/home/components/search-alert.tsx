import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { CLIENT_MSG } from '@shared/client-messages';
import { ErrorAlert } from '@web/components/error-alert';
import { alertsKey, createAlert, withAlert, type NewAlert } from '@web/lib/alerts';
import { ApiError } from '@web/lib/api-client';
import { frenchPunctuation } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import type { HomeQuery } from './home-query';
import { paths } from '@web/lib/paths';

const T = uiText('home');

function BellIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10 2a5 5 0 0 0-5 5v3.3L3.3 13a.8.8 0 0 0 .7 1.2h12a.8.8 0 0 0 .7-1.2L15 10.3V7a5 5 0 0 0-5-5Zm-2 13.5a2 2 0 0 0 4 0H8Z"
      />
    </svg>
  );
}

/** A refusal's most precise words: the field's message (keywords, city, category), else the server's. */
function reasonOf(err: unknown) {
  if (!(err instanceof ApiError)) return CLIENT_MSG.alertCreate;
  return err.fields.keywords ?? err.fields.city ?? err.fields.category ?? err.message;
}

/**
 * "Créer une alerte pour cette recherche" on search results: a member's click turns the search
 * (and the city and category chosen) into a keyword alert; a guest signs in first and comes back
 * to the same results.
 */
export function SearchAlert({ query }: { query: HomeQuery }) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; version: number } | null>(null);

  if (!user) {
    return (
      <div className="search-alert">
        <Link to={paths.login.href(`${pathname}${search}`)} className="button button-ghost search-alert-button">
          <BellIcon />
          {T.alertCreate}
        </Link>
      </div>
    );
  }

  const create = async () => {
    setBusy(true);
    setProblem(null);
    const input: NewAlert = { keywords: query.search };
    if (query.city) input.city = query.city;
    if (query.category) input.category = query.category;
    try {
      const { alert, message } = await createAlert(input);
      // "Mes alertes", if already read, shows it without asking again.
      void mutate(alertsKey(user.id), withAlert(alert), { revalidate: false });
      setDone(message);
    } catch (err) {
      setProblem({ text: reasonOf(err), version: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="search-alert">
      {done ? (
        <p className="notice notice-success" role="status">
          {frenchPunctuation(done)} <Link to={paths.alerts.href()}>{T.manageAlerts}</Link>
        </p>
      ) : (
        <button
          type="button"
          className="button button-ghost search-alert-button"
          disabled={busy}
          onClick={() => void create()}
        >
          <BellIcon />
          {busy ? T.alertCreating : T.alertCreate}
        </button>
      )}
      <ErrorAlert message={problem?.text} version={problem?.version} onClose={() => setProblem(null)} />
    </div>
  );
}
