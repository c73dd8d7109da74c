import { dealPagePath, memberPagePath, merchantPagePath } from '@shared/page-head';

// Every screen's address, once (docs/architecture.md#screens-layout-and-seo): `path` is the
// router's pattern (app/routes.tsx), `href` builds a link to it. The deal, member and merchant
// pages' are shared/page-head.ts's, which the server-rendered pages and their cache invalidation
// use too.

/** Home's state as its URL carries it: `q`, `city`, `category`, `sort=hot`, `expired=1`. */
export interface HomeQuery {
  q?: string;
  city?: string;
  category?: string;
}

/** `?a=1&b=2` of the values given (encoded as links have always been: `%20`, not `+`), or nothing. */
const query = (values: Record<string, string | null | undefined>) => {
  const pairs = Object.entries(values).filter((pair): pair is [string, string] => !!pair[1]);
  return pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '';
};

/** A screen without parameters. */
const fixed = <P extends string>(path: P) => ({ path, href: () => path });

/** A screen that reads a mailed link's `token`. */
const tokenLink = <P extends string>(path: P) => ({ path, href: (token?: string) => `${path}${query({ token })}` });

export const paths = {
  home: { path: '/', href: (filters: HomeQuery = {}) => `/${query({ ...filters })}` },
  about: fixed('/about'),
  legal: fixed('/legal'),
  /** The site map for people; /sitemap.xml is the crawlers'. */
  siteMap: fixed('/plan-du-site'),

  deal: { path: '/deals/:id', href: dealPagePath },
  /** The deal page's discussion. */
  dealComments: { path: '/deals/:id', href: (id: string) => `${dealPagePath(id)}#commentaires` },
  dealEdit: { path: '/deals/:id/edit', href: (id: string) => `${dealPagePath(id)}/edit` },
  dealCreate: fixed('/deals/create'),
  member: { path: '/membres/:username', href: memberPagePath },
  /** A shop's page; an alias's slug redirects to its merchant's. */
  merchant: { path: '/marchands/:slug', href: merchantPagePath },

  /** Sign-in, then back to `redirect` (a path of this site; Home when absent). */
  login: {
    path: '/login',
    href: (redirect?: string | null) => `/login${query({ redirect: redirect === '/' ? undefined : redirect })}`,
  },
  register: { path: '/register', href: (redirect?: string | null) => `/register${query({ redirect })}` },
  forgotPassword: fixed('/forgot-password'),
  resetPassword: tokenLink('/reset-password'),
  verifyEmail: tokenLink('/verify-email'),
  confirmEmailChange: tokenLink('/confirm-email-change'),

  profile: fixed('/profile'),
  saved: fixed('/saved'),
  alerts: fixed('/alertes'),
  unsubscribe: tokenLink('/alertes/desabonnement'),
  notifications: fixed('/notifications'),
  /** The link of a follow digest mail. */
  digestUnsubscribe: tokenLink('/notifications/desabonnement'),

  adminImages: fixed('/admin/image-cleanup'),
  adminModeration: fixed('/admin/moderation'),
  adminUsers: fixed('/admin/users'),
} as const;

/** The pages only guests see: a signed-in member is sent on, and sign-in never comes back to them. */
export const GUEST_ONLY_PATHS: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];
