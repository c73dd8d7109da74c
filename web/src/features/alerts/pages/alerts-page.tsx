import { useRef, useState } from 'react';
import type { DealAlert } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { ALERTS_PER_MEMBER } from '@shared/limits';
import { MSG } from '@shared/messages';
import { ErrorAlert } from '@web/components/error-alert';
import { withAlert } from '@web/lib/alerts';
import { ApiError } from '@web/lib/api-client';
import { formatDate, frenchPunctuation } from '@web/lib/format';
import { categoryName, cityName } from '@shared/i18n/places';
import { UI, uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { deleteAlert } from '../api/delete-alert';
import { useAlerts } from '../api/list-alerts';
import { AlertForm } from '../components/alert-form';
import '../alerts.css';
import { RetryAlert } from '@web/components/error-alert';

const T = uiText('alerts');

const without = (id: string) => (list: DealAlert[] | undefined) => (list ?? []).filter((a) => a.id !== id);

/** One alert: its words, where and what it watches, since when, and "Supprimer". */
function AlertRow({ alert, busy, onRemove }: { alert: DealAlert; busy: boolean; onRemove: () => void }) {
  return (
    <li className="alerts-item" data-testid="alert-row">
      <div className="alerts-item-body">
        <p className="alerts-keywords">
          <bdi>{alert.keywords}</bdi>
        </p>
        <p className="alerts-meta">
          {alert.city ? cityName(alert.city) : T.allCities} ·{' '}
          {alert.category ? categoryName(alert.category) : T.allCategories} ·{' '}
          {T.createdOn(
            <time key="date" dateTime={alert.createdAt}>
              {formatDate(alert.createdAt)}
            </time>,
          )}
        </p>
      </div>
      <button
        type="button"
        className="button button-ghost alerts-remove"
        aria-label={frenchPunctuation(T.deleteNamed(alert.keywords))}
        disabled={busy}
        onClick={onRemove}
      >
        {busy ? T.deleting : T.delete}
      </button>
    </li>
  );
}

/**
 * `/alertes`, "Mes alertes": a form for a new keyword alert (optionally narrowed to a city and a
 * category), then the member's alerts with how many of the allowed ones are used, each removable.
 */
export function AlertsPage() {
  const { user } = useSession();
  const alerts = useAlerts(user?.id);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; version: number } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);

  const list = alerts.data ?? [];
  const full = list.length >= ALERTS_PER_MEMBER;

  const created = async (alert: DealAlert, message: string) => {
    setNotice(message);
    await alerts.mutate((current) => withAlert(alert)(current ?? []), { revalidate: false });
  };

  const remove = async (alert: DealAlert) => {
    setNotice(null);
    setProblem(null);
    setRemoving(alert.id);
    try {
      setNotice(await deleteAlert(alert.id));
      await alerts.mutate(without(alert.id), { revalidate: false });
    } catch (err) {
      // Already gone (deleted from a mail's link, or in another tab): the list follows.
      if (err instanceof ApiError && err.status === 404) await alerts.mutate(without(alert.id), { revalidate: false });
      setProblem({ text: err instanceof ApiError ? err.message : CLIENT_MSG.alertDelete, version: Date.now() });
    } finally {
      setRemoving(null);
      // The button pressed has left the page: keyboard users go on from the list.
      listTitle.current?.focus();
    }
  };

  return (
    <section className="container alerts-page" aria-labelledby="alerts-title">
      <PageTitle title={UI.alerts} />
      <meta name="robots" content="noindex" />
      <h1 id="alerts-title">{UI.alerts}</h1>
      <p className="alerts-intro">{frenchPunctuation(T.intro)}</p>
      {notice && (
        <p className="notice notice-success" role="status">
          {frenchPunctuation(notice)}
        </p>
      )}
      <ErrorAlert message={problem?.text} version={problem?.version} onClose={() => setProblem(null)} />

      <section className="alerts-card" aria-labelledby="alerts-new-title">
        <h2 id="alerts-new-title">{T.newTitle}</h2>
        {full && <p className="notice notice-info">{frenchPunctuation(MSG.alertLimit)}</p>}
        <AlertForm full={full} onCreated={created} onEdit={() => setNotice(null)} />
      </section>

      <section className="alerts-card" aria-labelledby="alerts-list-title" aria-busy={alerts.isLoading}>
        <div className="alerts-list-head">
          <h2 id="alerts-list-title" ref={listTitle} tabIndex={-1}>
            {T.activeTitle}
          </h2>
          {alerts.data && <p className="alerts-usage">{frenchPunctuation(T.usage(list.length, ALERTS_PER_MEMBER))}</p>}
        </div>
        {alerts.error && (
          <RetryAlert
            message={(alerts.error as Error).message}
            onRetry={() => void alerts.mutate()}
            retryLabel={T.retry}
          />
        )}
        {alerts.isLoading && <p role="status">{T.loading}</p>}
        {alerts.data && list.length === 0 && <p className="alerts-empty">{T.empty}</p>}
        {list.length > 0 && (
          <ul className="alerts-list">
            {list.map((alert) => (
              <AlertRow key={alert.id} alert={alert} busy={removing === alert.id} onRemove={() => void remove(alert)} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
