import { Link } from 'react-router-dom';
import type { AppNotification } from '@shared/api-types';
import { UI, uiText } from '@web/lib/i18n';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';
import '../notifications.css';
import { paths } from '@web/lib/paths';

const T = uiText('notifications');

/** The bell shows the latest few; the rest are on `/notifications`. */
export const PANEL_SIZE = 5;

interface Props {
  userId: string;
  unread: number;
  /** Closes the dropdown (a link was followed). */
  onClose: () => void;
}

/**
 * The bell's dropdown: the 5 latest notifications (each opens its deal and is marked read),
 * "Tout marquer comme lu" and "Voir toutes les notifications". Read again each time it opens.
 */
export function NotificationPanel({ userId, unread, onClose }: Props) {
  const list = useNotifications(userId, 0, PANEL_SIZE);
  const markRead = useMarkRead(userId);
  const { markAll, busy, problem } = useMarkAllRead(userId);
  const items = list.data?.content ?? [];
  const anyUnread = unread > 0 || items.some((n) => !n.read);

  const open = (n: AppNotification) => {
    // The deal opens whatever the answer; a failure leaves it unread, nothing more.
    if (!n.read) markRead(n.ids).catch((err: unknown) => console.warn('mark read failed', err));
    onClose();
  };

  return (
    <>
      <div className="notif-head">
        <h2 className="notif-title">{UI.notifications}</h2>
        <button type="button" className="notif-mark-all" disabled={busy || !anyUnread} onClick={() => void markAll()}>
          {T.markAllRead}
        </button>
      </div>
      {problem && (
        <p className="notif-problem" role="alert">
          {problem.text}
        </p>
      )}
      {list.error && (
        <p className="notif-problem" role="alert">
          {(list.error as Error).message}
        </p>
      )}
      {!list.data && !list.error && (
        <p className="notif-status" role="status">
          {UI.loading}
        </p>
      )}
      {list.data && items.length === 0 && <p className="notif-status">{T.empty}</p>}
      {items.length > 0 && (
        <ul className="notif-list">
          {items.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.notifications.href()} className="notif-all" onClick={onClose}>
        {T.seeAll}
      </Link>
    </>
  );
}
