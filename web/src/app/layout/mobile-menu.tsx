import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { User } from '@shared/api-types';
import { badgeOf } from '@web/features/notifications/components/notification-bell';
import { UI } from '@web/lib/i18n';
import { Avatar } from '@web/components/avatar';
import { LanguageSwitch } from './language-switch';
import { MemberMenuEntries } from './member-menu';
import { paths } from '@web/lib/paths';

interface Props {
  id: string;
  open: boolean;
  user: User | null;
  isAdmin: boolean;
  /** Unread notifications, shown beside "Notifications". */
  unread: number;
  onClose: (restoreFocus: boolean) => void;
  onLogout: () => void;
}

/** The phone menu behind the hamburger: the same entries as the header, in a list. */
export function MobileMenu({ id, open, user, isAdmin, unread, onClose, onLogout }: Props) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const go = () => onClose(false);

  return (
    <div id={id} ref={panel} className="mobile-menu" hidden={!open}>
      <nav aria-label={UI.mainMenu}>
        {user && (
          <p className="mobile-menu-user">
            <Avatar name={user.username} />
            <span dir="auto">{user.username}</span>
          </p>
        )}
        <ul>
          <li>
            <Link to={paths.home.href()} onClick={go}>
              {UI.home}
            </Link>
          </li>
          {user ? (
            <>
              <li>
                <Link to={paths.dealCreate.href()} onClick={go} className="mobile-menu-primary">
                  {UI.createDeal}
                </Link>
              </li>
              <li>
                <Link to={paths.notifications.href()} onClick={go} aria-label={UI.notificationsLabel(unread)}>
                  {UI.notifications}
                  {unread > 0 && (
                    <span className="menu-count" aria-hidden="true">
                      {badgeOf(unread)}
                    </span>
                  )}
                </Link>
              </li>
              <MemberMenuEntries isAdmin={isAdmin} onPick={go} onLogout={onLogout} />
            </>
          ) : (
            <>
              <li>
                <Link to={paths.login.href()} onClick={go}>
                  {UI.login}
                </Link>
              </li>
              <li>
                <Link to={paths.register.href()} onClick={go} className="mobile-menu-primary">
                  {UI.register}
                </Link>
              </li>
            </>
          )}
          <LanguageSwitch className="language-switch" item />
        </ul>
      </nav>
    </div>
  );
}
