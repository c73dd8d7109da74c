import { Suspense, lazy, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { ErrorAlert } from '@web/components/error-alert';
import { dismissError, useGlobalError } from '@web/lib/alert';
import { useDealSync } from '@web/lib/deals/use-deal-sync';
import { CLIENT_MSG } from '@shared/client-messages';
import { frenchPunctuation } from '@web/lib/format';
import { UI } from '@web/lib/i18n';
import { useOffline } from '@web/lib/offline';
import { useSession } from '@web/lib/session';
import { useScrollRestoration } from '../scroll-restoration';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageSuggestionSlot } from './language-switch';
import { paths } from '@web/lib/paths';

// Only unverified members need the reminder, so its code stays out of the first bundle; it
// starts loading with the first render, beside the first page's own chunk.
const EmailBanner = lazy(() => import('./email-banner').then((m) => ({ default: m.EmailBanner })));

/** Header, the page, footer; scroll to top on navigation, saved position on back/forward (useScrollRestoration). */
export function RootLayout() {
  const navigation = useNavigation();
  const error = useGlobalError();
  const { pathname } = useLocation();
  const { user } = useSession();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(pathname);
  useDealSync();
  useScrollRestoration();
  const offline = useOffline();

  // After a navigation, screen readers and keyboards start at the new page, not in the header.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <>
      <a href="#main" className="skip-link">
        {UI.skipToContent}
      </a>
      <Header />
      {/* Decided from the stored user at start-up; never for guests, nor on the page that confirms. */}
      {user?.emailVerified === false && pathname !== paths.verifyEmail.path && (
        <Suspense>
          <EmailBanner key={user.id} user={user} />
        </Suspense>
      )}
      {navigation.state === 'loading' && <div className="nav-progress" aria-hidden="true" />}
      <main id="main" ref={main} className="site-main" tabIndex={-1}>
        {offline && (
          <div className="container global-alert">
            <p className="notice notice-warning" role="status">
              {frenchPunctuation(CLIENT_MSG.offline)}
            </p>
          </div>
        )}
        {error && (
          <div className="container global-alert">
            <ErrorAlert message={error.message} version={error.id} onClose={dismissError} />
          </div>
        )}
        <Outlet />
      </main>
      <Footer />
      <LanguageSuggestionSlot />
    </>
  );
}
