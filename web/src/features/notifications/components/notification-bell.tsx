import { lazy, Suspense, useId } from 'react';
import { UI } from '@web/lib/i18n';
import { useDisclosure } from '@web/lib/use-disclosure';

// The dropdown's code comes when it is first wanted (pointer over the bell, focus, or a click):
// the first bundle keeps to the bell and its count.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

/** The badge's text: past 99, "99+". */
export const badgeOf = (unread: number) => (unread > 99 ? '99+' : String(unread));

interface Props {
  userId: string;
  unread: number;
}

/**
 * The header's bell (a disclosure like the user menu): the unread count as a badge, and a
 * dropdown of the latest notifications.
 */
export function NotificationBell({ userId, unread }: Props) {
  const { open, toggle, close, root, button, onBlur } = useDisclosure();
  const panelId = useId();
  const warm = () => void loadPanel();

  return (
    <div className="notif-menu" ref={root} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="notif-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={UI.notificationsLabel(unread)}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={toggle}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10 2a5 5 0 0 0-5 5v3.3L3.3 13a.8.8 0 0 0 .7 1.2h12a.8.8 0 0 0 .7-1.2L15 10.3V7a5 5 0 0 0-5-5Zm-2 13.5a2 2 0 0 0 4 0H8Z"
          />
        </svg>
        {unread > 0 && (
          <span className="notif-badge" aria-hidden="true">
            {badgeOf(unread)}
          </span>
        )}
      </button>
      <div id={panelId} className="notif-popover" hidden={!open}>
        {open && (
          <Suspense fallback={<p className="notif-loading">{UI.loading}</p>}>
            <NotificationPanel userId={userId} unread={unread} onClose={close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
