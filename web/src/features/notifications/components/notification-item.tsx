import { Link } from 'react-router-dom';
import type { AppNotification, NotificationKind } from '@shared/api-types';
import { formatDateTime, relativeTime } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** One small picture per kind: a speech bubble, a flame, a bell, an at sign, an eye, an arrow back, a shop. */
const ICONS: Record<NotificationKind, string> = {
  comment: 'M4 3h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H9.4l-3.7 3A.8.8 0 0 1 4.4 16.4V14H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  hot: 'M10.6 1.5c.4 2.6-.8 4-2 5.3C7.4 8.1 6 9.5 6 12a4 4 0 0 0 8 0c0-1.3-.5-2.3-1-3 1.9.7 3 2.7 3 4.6A6 6 0 0 1 4 13.5c0-3.6 2.2-5.4 3.8-7 1.1-1.1 2.3-2.6 2.8-5Z',
  alert:
    'M10 2a5 5 0 0 0-5 5v3.3L3.3 13a.8.8 0 0 0 .7 1.2h12a.8.8 0 0 0 .7-1.2L15 10.3V7a5 5 0 0 0-5-5Zm-2 13.5a2 2 0 0 0 4 0H8Z',
  mention:
    'M10 2a8 8 0 1 0 4.2 14.8l-.8-1.4A6.4 6.4 0 1 1 16.4 10v.9a1.3 1.3 0 0 1-2.6 0V6.5h-1.5v.6A4 4 0 1 0 13 13a2.9 2.9 0 0 0 5-2.1V10a8 8 0 0 0-8-8Zm0 10.4a2.4 2.4 0 1 1 0-4.8 2.4 2.4 0 0 1 0 4.8Z',
  follow:
    'M10 4C5.5 4 2.2 7.1 1 10c1.2 2.9 4.5 6 9 6s7.8-3.1 9-6c-1.2-2.9-4.5-6-9-6Zm0 9.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Zm0-5.3a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6Z',
  reply: 'M8 4.5 2.5 9.2 8 14v-3c4.4 0 7.2 1.2 9.5 4.5-.8-4.6-3.5-8.6-9.5-9.4v-1.6Z',
  merchant:
    'M3 3h14l1 4.5a2.5 2.5 0 0 1-4.5 1.5 2.5 2.5 0 0 1-3.5 0 2.5 2.5 0 0 1-3.5 0A2.5 2.5 0 0 1 2 7.5L3 3Zm1 7.6V17h12v-6.4a3.8 3.8 0 0 1-2.5-.4 3.8 3.8 0 0 1-3.5.3 3.8 3.8 0 0 1-3.5-.3 3.8 3.8 0 0 1-2.5.4ZM8 12h4v5H8v-5Z',
};

const T = uiText('notifications');

interface Props {
  notification: AppNotification;
  /** Opened (the link followed): the caller marks it read. */
  onOpen: (notification: AppNotification) => void;
}

/** A notification as a link to its deal: what happened, how long ago, and a dot while unread. */
export function NotificationItem({ notification: n, onOpen }: Props) {
  return (
    <Link
      to={paths.deal.href(n.dealId)}
      className={n.read ? 'notif-item' : 'notif-item notif-unread'}
      data-testid="notification"
      onClick={() => onOpen(n)}
    >
      <svg className={`notif-icon notif-icon-${n.kind}`} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={ICONS[n.kind] ?? ICONS.alert} />
      </svg>
      <span className="notif-body">
        {!n.read && <span className="visually-hidden">{T.unreadMark}</span>}{' '}
        {/* It quotes a deal's title and a member's name: their own direction. */}
        <span className="notif-text" dir="auto">
          {n.text}
        </span>{' '}
        <time className="notif-time" dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
          {relativeTime(n.createdAt)}
        </time>
      </span>
      {!n.read && <span className="notif-dot" aria-hidden="true" />}
    </Link>
  );
}
