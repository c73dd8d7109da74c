import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { peekNotice } from '../lib/notice';
import { safeRedirect } from '../lib/redirect';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/** Runs the session check when a token is stored but no user is loaded; true while it runs. */
function useSessionCheck() {
  const session = useSession();
  const { checking, check } = session;
  useEffect(() => {
    if (checking) void check();
  }, [checking, check]);
  return session;
}

/** Guests-only pages: a signed-in user goes to the same-site redirect target, else Home. */
export function GuestOnly() {
  const { checking, isAuthenticated } = useSessionCheck();
  const [params] = useSearchParams();
  if (checking) return <PageLoader />;
  if (isAuthenticated) return <Navigate to={safeRedirect(params.get('redirect')) ?? paths.home.href()} replace />;
  return <Outlet />;
}

/**
 * Signed-in pages: a guest goes to Login with the full target path to come back to; a member who
 * just signed out on purpose (a notice waits for Login) goes to plain Login.
 */
export function RequireAuth() {
  const { checking, isAuthenticated } = useSessionCheck();
  const { pathname, search, hash } = useLocation();
  if (checking) return <PageLoader />;
  if (!isAuthenticated) {
    return (
      <Navigate to={peekNotice() ? paths.login.href() : paths.login.href(`${pathname}${search}${hash}`)} replace />
    );
  }
  return <Outlet />;
}

/** Admin pages: a guest goes to Login, a signed-in non-admin goes Home. */
export function RequireAdmin() {
  const { checking, isAuthenticated, isAdmin } = useSessionCheck();
  const { pathname, search, hash } = useLocation();
  if (checking) return <PageLoader />;
  if (!isAuthenticated) return <Navigate to={paths.login.href(`${pathname}${search}${hash}`)} replace />;
  if (!isAdmin) return <Navigate to={paths.home.href()} replace />;
  return <Outlet />;
}
