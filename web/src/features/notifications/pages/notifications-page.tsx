import { Link, useSearchParams } from 'react-router-dom';
import type { AppNotification } from '@shared/api-types';
import { ErrorAlert } from '@web/components/error-alert';
import { Pager } from '@web/components/pager';
import { UI, uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { useUnreadCount } from '../api/unread-count';
import { NotificationItem } from '../components/notification-item';
import '../notifications.css';
import { paths } from '@web/lib/paths';
import { RetryAlert } from '@web/components/error-alert';

const T = uiText('notifications');

/** Notifications a page shows. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The URL counts pages from 1 (`?page=2`); the API from 0. */
const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n - 1 : 0;
};

/**
 * `/notifications`: the member's notifications, newest first, page by page (the page is in the
 * URL), each a link to its deal that marks it read, and "Tout marquer comme lu".
 */
export function NotificationsPage() {
  const { user } = useSession();
  const userId = user?.id;
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useNotifications(userId, page, NOTIFICATIONS_PAGE_SIZE);
  const unread = useUnreadCount(userId);
  const markRead = useMarkRead(userId);
  const { markAll, busy, problem, dismiss } = useMarkAllRead(userId);

  const items = list.data?.content ?? [];
  const anyUnread = unread > 0 || items.some((n) => !n.read);

  const open = (n: AppNotification) => {
    if (!n.read) markRead(n.ids).catch((err: unknown) => console.warn('mark read failed', err));
  };
  const goTo = (next: number) => setParams(next > 0 ? { page: String(next + 1) } : {});

  return (
    <section
      className="container notifications-page"
      aria-labelledby="notifications-title"
      aria-busy={list.isValidating}
    >
      <PageTitle title={UI.notifications} />
      <meta name="robots" content="noindex" />
      <div className="notifications-head">
        <h1 id="notifications-title">{UI.notifications}</h1>
        <p className="notifications-unread" aria-live="polite">
          {T.unreadCount(unread)}
        </p>
        <button
          type="button"
          className="button button-ghost notifications-mark-all"
          disabled={busy || !anyUnread}
          onClick={() => void markAll()}
        >
          {T.markAllRead}
        </button>
      </div>
      <ErrorAlert message={problem?.text} version={problem?.version} onClose={dismiss} />
      {list.error && (
        <RetryAlert message={(list.error as Error).message} onRetry={() => void list.mutate()} retryLabel={T.retry} />
      )}
      {!list.data && !list.error && <p role="status">{T.loadingList}</p>}
      {list.data && items.length === 0 && (
        <div className="empty-state">
          <h2>{T.empty}</h2>
          <p>{T.emptyHelp}</p>
          <Link to={paths.alerts.href()} className="button button-primary">
            {T.manageAlerts}
          </Link>
        </div>
      )}
      {items.length > 0 && (
        <ul className="notifications-list">
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        totalPages={list.data?.totalPages ?? 0}
        onPage={goTo}
        label={T.pagesLabel}
        previous={T.previous}
        next={T.next}
        className="notifications-pager"
      />
    </section>
  );
}
