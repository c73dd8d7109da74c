import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useUnreadCount } from '@web/features/notifications/api/unread-count';
import { NotificationBell } from '@web/features/notifications/components/notification-bell';
import { UI } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';
import { paths } from '@web/lib/paths';

/** Logo, search, the member's actions or the guest's links, and the phone menu. */
export function Header() {
  const { user, isAdmin, signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Polled while a member is signed in and the page is in view; the bell and the phone menu show it.
  const unread = useUnreadCount(user?.id);

  // Logout returns Home. The session is forgotten once Home is on screen: signed out while a
  // protected page is still shown, that page's guard would send the visitor to Login instead.
  const { pathname } = useLocation();
  const leaving = useRef(false);
  const logout = useCallback(() => {
    navigate(paths.home.href());
    if (pathname === paths.home.path) signOut();
    else leaving.current = true;
  }, [signOut, navigate, pathname]);
  useEffect(() => {
    if (leaving.current && pathname === paths.home.path) {
      leaving.current = false;
      signOut();
    }
  }, [pathname, signOut]);

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    if (restoreFocus) burger.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Logo />
        <HeaderSearch id="header-search" />
        {/* A member's two quick actions, in the bar at every size: on a phone beside the hamburger. */}
        {user && (
          <div className="header-quick">
            <Link to={paths.dealCreate.href()} className="button button-primary header-create">
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z"
                />
              </svg>
              {UI.createDeal}
            </Link>
            <NotificationBell userId={user.id} unread={unread} />
          </div>
        )}
        <div className="header-actions">
          <LanguageSwitch className="language-switch header-language" />
          {user ? (
            <UserMenu user={user} isAdmin={isAdmin} onLogout={logout} />
          ) : (
            <>
              <Link to={paths.login.href()} className="button button-ghost">
                {UI.login}
              </Link>
              <Link to={paths.register.href()} className="button button-primary">
                {UI.register}
              </Link>
            </>
          )}
        </div>
        <button
          ref={burger}
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? UI.closeMenu : UI.openMenu}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className="burger-lines" aria-hidden="true" />
        </button>
      </div>
      <MobileMenu
        id="mobile-menu"
        open={menuOpen}
        user={user}
        isAdmin={isAdmin}
        unread={unread}
        onClose={closeMenu}
        onLogout={logout}
      />
    </header>
  );
}
