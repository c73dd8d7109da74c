import type { RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { pageLoader } from '../lib/page-reads';
import { paths } from '../lib/paths';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';

// Every screen loads on demand: the first bundle holds only the shell (budget: 110 KB gzip). Home,
// the deal, member and merchant pages, About and Legal are rendered on the server too (web/src/entry-server.tsx):
// their loaders name the reads the server inlines (lib/page-reads.ts).
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    children: [
      {
        // Being below the layout, the fallback keeps header and footer on screen while the
        // first page's code loads.
        HydrateFallback: PageLoader,
        ErrorBoundary: RouteError,
        children: [
          {
            // The server-rendered pages' ids name their chunks for the renderer (shared/page-shells.ts).
            id: 'home',
            index: true,
            loader: pageLoader(() => import('../features/home/home-reads').then((m) => m.homeReads)),
            lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            id: 'about',
            path: paths.about.path,
            lazy: () => import('../features/site/pages/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            id: 'legal',
            path: paths.legal.path,
            lazy: () => import('../features/site/pages/legal-page').then((m) => ({ Component: m.LegalPage })),
          },
          {
            id: 'siteMap',
            path: paths.siteMap.path,
            lazy: () => import('../features/site/pages/site-map-page').then((m) => ({ Component: m.SiteMapPage })),
          },
          {
            id: 'deal',
            path: paths.deal.path,
            // The deal is asked for while the page's code loads, not after.
            loader: pageLoader(() => import('../features/deals/deal-reads').then((m) => m.dealReads)),
            lazy: () => import('../features/deals/pages/deal-page').then((m) => ({ Component: m.DealPage })),
          },
          {
            id: 'member',
            path: paths.member.path,
            // The profile is asked for while the page's code loads.
            loader: pageLoader(() => import('../features/members/member-reads').then((m) => m.memberReads)),
            lazy: () => import('../features/members/pages/member-page').then((m) => ({ Component: m.MemberPage })),
          },
          {
            id: 'merchant',
            path: paths.merchant.path,
            // The merchant is asked for while the page's code loads; an alias's page redirects (merchant-reads.ts).
            loader: pageLoader(() => import('../features/merchants/merchant-reads').then((m) => m.merchantReads)),
            lazy: () =>
              import('../features/merchants/pages/merchant-page').then((m) => ({ Component: m.MerchantPage })),
          },
          {
            // The mailed link works for guests and members alike.
            path: paths.verifyEmail.path,
            lazy: () =>
              import('../features/auth/pages/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
          },
          {
            // The link mailed to the current address to confirm an email change: guests and members alike.
            path: paths.confirmEmailChange.path,
            lazy: () =>
              import('../features/auth/pages/confirm-email-change-page').then((m) => ({
                Component: m.ConfirmEmailChangePage,
              })),
          },
          {
            // The link of an alert mail: no sign-in needed, and nothing happens before a click.
            path: paths.unsubscribe.path,
            lazy: () =>
              import('../features/alerts/pages/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
          },
          {
            // The link of a follow digest mail: no sign-in needed, and nothing happens before a click.
            path: paths.digestUnsubscribe.path,
            lazy: () =>
              import('../features/notifications/pages/digest-unsubscribe-page').then((m) => ({
                Component: m.DigestUnsubscribePage,
              })),
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: paths.login.path,
                lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
              },
              {
                path: paths.register.path,
                lazy: () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
              },
              {
                path: paths.forgotPassword.path,
                lazy: () =>
                  import('../features/auth/pages/forgot-password-page').then((m) => ({
                    Component: m.ForgotPasswordPage,
                  })),
              },
              {
                path: paths.resetPassword.path,
                lazy: () =>
                  import('../features/auth/pages/reset-password-page').then((m) => ({
                    Component: m.ResetPasswordPage,
                  })),
              },
            ],
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: paths.dealCreate.path,
                lazy: () =>
                  import('../features/deals/pages/deal-create-page').then((m) => ({ Component: m.DealCreatePage })),
              },
              {
                path: paths.dealEdit.path,
                lazy: () =>
                  import('../features/deals/pages/deal-edit-page').then((m) => ({ Component: m.DealEditPage })),
              },
              {
                path: paths.profile.path,
                lazy: () =>
                  import('../features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: paths.saved.path,
                lazy: () => import('../features/saved/pages/saved-page').then((m) => ({ Component: m.SavedPage })),
              },
              {
                path: paths.alerts.path,
                lazy: () => import('../features/alerts/pages/alerts-page').then((m) => ({ Component: m.AlertsPage })),
              },
              {
                path: paths.notifications.path,
                lazy: () =>
                  import('../features/notifications/pages/notifications-page').then((m) => ({
                    Component: m.NotificationsPage,
                  })),
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: paths.adminImages.path,
                lazy: () =>
                  import('../features/admin/pages/image-cleanup-page').then((m) => ({ Component: m.ImageCleanupPage })),
              },
              {
                path: paths.adminModeration.path,
                lazy: () =>
                  import('../features/admin/pages/moderation-page').then((m) => ({ Component: m.ModerationPage })),
              },
              {
                path: paths.adminUsers.path,
                lazy: () => import('../features/admin/pages/members-page').then((m) => ({ Component: m.MembersPage })),
              },
            ],
          },
          {
            path: '*',
            lazy: () => import('../features/site/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
          },
        ],
      },
    ],
  },
];
