/**
 * The route manifest: every HTTP route once. The local server routes with it, CDK makes one
 * Lambda and one API route per entry, the build bundles each handler, and each handler module is
 * bound to its entry by route key (`api('PUT /api/deals/{id}', ...)`): the wrapper reads the
 * access level and path shapes from it, and types the handler's params and caller from it.
 */
import { LANGUAGE_CODES, LANGUAGES, languageOfPath, pathInLanguage, unprefixedPath } from '@shared/i18n/languages';
import { IMAGE_MAX_BYTES } from '@shared/limits';
import type { RouteAnswers } from '@shared/route-answers';

/** public: no identity read; optional: the caller is identified when a valid token is sent. */
export type Access = 'public' | 'optional' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * What a route's Lambda may touch in AWS; CDK grants exactly these. 'table:write' includes reads;
 * 'jwt:sign' is for public routes that issue tokens (every non-public route reads the JWT secret
 * anyway, to verify tokens).
 */
export type Grant =
  | 'table:read'
  | 'table:write'
  /** Reads the table's private partitions (tokens, user records) though public and read-only. */
  | 'table:private'
  | 'jwt:sign'
  | 'mail:send'
  | 'images:put'
  | 'images:delete'
  | 'facebook:secret';

/**
 * A writing route's own API Gateway throttle, below the stage's (the numbers, for all clients
 * together, are WRITE_THROTTLES in infra/aws/constructs/api.ts). A route that only reads declares
 * none: the stage's throttle is its limit.
 */
export type Throttle =
  /** Sign-up, sign-in, password and mail routes: the usual target of credential stuffing. */
  | 'auth'
  /** Image uploads: up to 4 MB each, checked and stripped in the function. */
  | 'upload'
  /** Votes, saves, expiry flags, reports and comments: the most frequent writes of an ordinary visit. */
  | 'interaction'
  /** Posting, editing and deleting deals, and any other member write. */
  | 'content'
  /** Admin writes (image clean-up, moderation): a handful a day. */
  | 'admin';

/** The shapes path ids may take (shared/ids.ts): the ids the code creates. */
export type ParamShape =
  | 'dealId'
  | 'commentId'
  | 'userId'
  | 'reportTarget'
  | 'contentId'
  | 'alertId'
  | 'username'
  | 'identityProvider'
  | 'merchantSlug';

export interface RouteDef {
  method: Method;
  /** Path as API Gateway sees it, with `{param}` placeholders. */
  path: string;
  /** Handler module under functions/, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  grants: readonly Grant[];
  /** Largest accepted request body in bytes (JSON_BODY_LIMIT_BYTES when absent). */
  maxBodyBytes?: number;
  /**
   * The shape of each `{param}` in the path (every one must be declared): the wrapper answers the
   * route's 404 for any other value before the handler runs.
   */
  params?: Readonly<Record<string, ParamShape>>;
  /** Required of every route granted 'table:write' (CDK sets it on the stage), absent on the others. */
  throttle?: Throttle;
  /**
   * A page served at its path in every language too (`/ar/deals/{id}` for `/deals/{id}`:
   * shared/i18n/languages.ts), by the same Lambda: API Gateway has one route per language
   * (`localizedKeys`), the local server matches them all, and the handler takes them as its own
   * (functions/site/render-page.ts `inEveryLanguage`). The page's language is its path's.
   */
  localized?: boolean;
}

/** One manifest entry; method, path and access keep their literal types (the handlers' typing reads them). */
const r = <
  const M extends Method,
  const P extends string,
  const A extends Access,
  const E extends Pick<RouteDef, 'maxBodyBytes' | 'params' | 'throttle' | 'localized'> = object,
>(
  method: M,
  path: P,
  handler: string,
  access: A,
  grants: readonly Grant[],
  extra?: E,
) => ({ method, path, handler, access, grants, ...extra }) as { method: M; path: P; access: A } & RouteDef & E;

/** A page in every language (RouteDef.localized). */
const LOCALIZED = { localized: true } as const;
const DEAL_PATH = { params: { id: 'dealId' } } as const;
const COMMENT_PATH = { params: { id: 'commentId' } } as const;
const USER_PATH = { params: { id: 'userId' } } as const;
const ALERT_PATH = { params: { id: 'alertId' } } as const;
const MEMBER_PATH = { params: { username: 'username' } } as const;
const REPORTED_PATH = { params: { targetType: 'reportTarget', targetId: 'contentId' } } as const;
const MERCHANT_PATH = { params: { slug: 'merchantSlug' } } as const;
// The writing routes' throttles (Throttle), alone or with their path's params.
const AUTH = { throttle: 'auth' } as const;
const UPLOAD = { throttle: 'upload' } as const;
const INTERACTION = { throttle: 'interaction' } as const;
const CONTENT = { throttle: 'content' } as const;
const ADMIN_WRITE = { throttle: 'admin' } as const;
const DEAL_INTERACTION = { ...DEAL_PATH, ...INTERACTION } as const;
const DEAL_CONTENT = { ...DEAL_PATH, ...CONTENT } as const;
const COMMENT_INTERACTION = { ...COMMENT_PATH, ...INTERACTION } as const;
const ALERT_CONTENT = { ...ALERT_PATH, ...CONTENT } as const;
const MERCHANT_INTERACTION = { ...MERCHANT_PATH, ...INTERACTION } as const;
const USER_ADMIN_WRITE = { ...USER_PATH, ...ADMIN_WRITE } as const;
const REPORTED_ADMIN_WRITE = { ...REPORTED_PATH, ...ADMIN_WRITE } as const;

export const ROUTES = [
  r('POST', '/api/auth/register', 'auth/register-user', 'public', ['table:write', 'jwt:sign', 'mail:send'], AUTH),
  r('POST', '/api/auth/login', 'auth/login-user', 'public', ['table:write', 'jwt:sign'], AUTH),
  r('GET', '/api/auth/me', 'auth/get-me', 'user', ['table:read']),
  r('PUT', '/api/auth/profile', 'auth/update-profile', 'user', ['table:write', 'mail:send', 'facebook:secret'], AUTH),
  r('DELETE', '/api/auth/identities/{provider}', 'auth/unlink-identity', 'user', ['table:write'], {
    params: { provider: 'identityProvider' },
    ...AUTH,
  }),
  r('PUT', '/api/auth/password', 'auth/change-password', 'user', ['table:write', 'jwt:sign'], AUTH),
  r('POST', '/api/auth/logout-all', 'auth/logout-all', 'user', ['table:write'], AUTH),
  r('POST', '/api/auth/verify-email', 'auth/verify-email', 'public', ['table:write', 'mail:send'], AUTH),
  r('POST', '/api/auth/resend-verification', 'auth/resend-verification', 'user', ['table:write', 'mail:send'], AUTH),
  r('POST', '/api/auth/forgot-password', 'auth/request-password-reset', 'public', ['table:write', 'mail:send'], AUTH),
  r('POST', '/api/auth/reset-password', 'auth/reset-password', 'public', ['table:write'], AUTH),
  r('GET', '/api/auth/validate-reset-token', 'auth/validate-reset-token', 'public', ['table:read', 'table:private']),
  r('POST', '/api/auth/oauth/google', 'auth/login-google', 'public', ['table:write', 'jwt:sign'], AUTH),
  r(
    'POST',
    '/api/auth/oauth/facebook',
    'auth/login-facebook',
    'public',
    ['table:write', 'jwt:sign', 'facebook:secret'],
    AUTH,
  ),

  r('GET', '/api/deals', 'deals/list-deals', 'optional', ['table:read']),
  r('GET', '/api/deals/search', 'deals/search-deals', 'optional', ['table:read']),
  r('GET', '/api/deals/similar', 'deals/find-similar-deals', 'optional', ['table:read']),
  r('GET', '/api/deals/cities', 'deals/list-cities', 'public', []),
  r('GET', '/api/deals/categories', 'deals/list-categories', 'public', []),
  r('POST', '/api/deals/bulk-votes', 'deals/get-bulk-votes', 'user', ['table:read']),
  r('POST', '/api/deals/bulk-saved', 'deals/get-bulk-saved', 'user', ['table:read']),
  r('POST', '/api/deals', 'deals/create-deal', 'user', ['table:write'], CONTENT),
  r('GET', '/api/deals/{id}', 'deals/get-deal', 'optional', ['table:read'], DEAL_PATH),
  r('PUT', '/api/deals/{id}', 'deals/update-deal', 'user', ['table:write'], DEAL_CONTENT),
  r('DELETE', '/api/deals/{id}', 'deals/delete-deal', 'user', ['table:write'], DEAL_CONTENT),
  r('POST', '/api/deals/{id}/vote', 'deals/cast-vote', 'user', ['table:write'], DEAL_INTERACTION),
  r('DELETE', '/api/deals/{id}/vote', 'deals/withdraw-vote', 'user', ['table:write'], DEAL_INTERACTION),
  r('GET', '/api/deals/{id}/my-vote', 'deals/get-my-vote', 'user', ['table:read'], DEAL_PATH),
  r('POST', '/api/deals/{id}/expire', 'deals/expire-deal', 'user', ['table:write'], DEAL_INTERACTION),
  r('PUT', '/api/deals/{id}/save', 'deals/save-deal', 'user', ['table:write'], DEAL_INTERACTION),
  r('DELETE', '/api/deals/{id}/save', 'deals/unsave-deal', 'user', ['table:write'], DEAL_INTERACTION),
  r('PUT', '/api/deals/{id}/follow', 'deals/follow-deal', 'user', ['table:write'], DEAL_INTERACTION),
  r('DELETE', '/api/deals/{id}/follow', 'deals/unfollow-deal', 'user', ['table:write'], DEAL_INTERACTION),
  r('POST', '/api/deals/{id}/report', 'moderation/report-deal', 'user', ['table:write'], DEAL_INTERACTION),

  r('GET', '/api/deals/{id}/comments', 'comments/list-comments', 'optional', ['table:read'], DEAL_PATH),
  r('POST', '/api/deals/{id}/comments', 'comments/create-comment', 'user', ['table:write'], DEAL_INTERACTION),
  r('PUT', '/api/comments/{id}', 'comments/update-comment', 'user', ['table:write'], COMMENT_INTERACTION),
  r('DELETE', '/api/comments/{id}', 'comments/delete-comment', 'user', ['table:write'], COMMENT_INTERACTION),
  r('POST', '/api/comments/{id}/report', 'moderation/report-comment', 'user', ['table:write'], COMMENT_INTERACTION),
  r('GET', '/api/comments/{id}/replies', 'comments/list-replies', 'optional', ['table:read'], COMMENT_PATH),
  r('PUT', '/api/comments/{id}/like', 'comments/like-comment', 'user', ['table:write'], COMMENT_INTERACTION),
  r('DELETE', '/api/comments/{id}/like', 'comments/unlike-comment', 'user', ['table:write'], COMMENT_INTERACTION),

  r('GET', '/api/merchants', 'merchants/suggest-merchants', 'public', ['table:read']),
  r('GET', '/api/merchants/{slug}', 'merchants/get-merchant', 'optional', ['table:read'], MERCHANT_PATH),
  r('PUT', '/api/merchants/{slug}/follow', 'merchants/follow-merchant', 'user', ['table:write'], MERCHANT_INTERACTION),
  r(
    'DELETE',
    '/api/merchants/{slug}/follow',
    'merchants/unfollow-merchant',
    'user',
    ['table:write'],
    MERCHANT_INTERACTION,
  ),

  r('GET', '/api/alerts', 'alerts/list-alerts', 'user', ['table:read']),
  r('POST', '/api/alerts', 'alerts/create-alert', 'user', ['table:write'], CONTENT),
  r('DELETE', '/api/alerts/{id}', 'alerts/delete-alert', 'user', ['table:write'], ALERT_CONTENT),
  // The link in every alert mail and follow digest, and their one-click List-Unsubscribe (RFC 8058): a
  // signed token, no sign-in.
  r('POST', '/api/alerts/unsubscribe', 'alerts/unsubscribe-alert', 'public', ['table:write', 'jwt:sign'], CONTENT),
  r('GET', '/api/notifications', 'notifications/list-notifications', 'user', ['table:read']),
  r('GET', '/api/notifications/unread-count', 'notifications/count-unread', 'user', ['table:read']),
  r('POST', '/api/notifications/read', 'notifications/mark-read', 'user', ['table:write'], CONTENT),

  r('GET', '/api/users/me/stats', 'users/get-my-stats', 'user', ['table:read']),
  r('GET', '/api/users/me/saved', 'users/list-saved-deals', 'user', ['table:read']),
  // A member's public profile, from their name card: no private partition read.
  r('GET', '/api/users/{username}', 'users/get-member-profile', 'public', ['table:read'], MEMBER_PATH),

  // The image plus multipart framing; base64 in the Lambda event, it stays under Lambda's 6 MB.
  r('POST', '/api/images', 'images/upload-image', 'user', ['table:write', 'images:put'], {
    maxBodyBytes: IMAGE_MAX_BYTES + 64 * 1024,
    ...UPLOAD,
  }),
  r('GET', '/api/admin/images', 'images/list-images', 'admin', ['table:read']),
  r(
    'POST',
    '/api/admin/images/cleanup',
    'images/cleanup-images',
    'admin',
    ['table:write', 'images:delete'],
    ADMIN_WRITE,
  ),
  r('GET', '/api/admin/reports', 'moderation/list-reports', 'admin', ['table:read']),
  r(
    'POST',
    '/api/admin/reports/{targetType}/{targetId}/resolve',
    'moderation/resolve-reports',
    'admin',
    ['table:write'],
    REPORTED_ADMIN_WRITE,
  ),
  r('GET', '/api/admin/audit', 'moderation/list-audit', 'admin', ['table:read']),
  // Any deal, hidden ones too: the public route never reads the caller's role (a private partition).
  r('GET', '/api/admin/deals/{id}', 'moderation/get-any-deal', 'admin', ['table:read'], DEAL_PATH),
  r('GET', '/api/admin/users', 'moderation/find-members', 'admin', ['table:read']),
  r('POST', '/api/admin/users/{id}/ban', 'moderation/ban-user', 'admin', ['table:write'], USER_ADMIN_WRITE),
  r('DELETE', '/api/admin/users/{id}/ban', 'moderation/unban-user', 'admin', ['table:write'], USER_ADMIN_WRITE),
  r('POST', '/api/admin/merchants/{slug}/merge', 'merchants/merge-merchants', 'admin', ['table:write'], {
    ...MERCHANT_PATH,
    ...ADMIN_WRITE,
  }),

  r('GET', '/api/config', 'site/get-config', 'public', []),
  r('GET', '/sitemap.xml', 'site/get-sitemap', 'public', ['table:read']),
  // The public pages, rendered on the server by the app's components (functions/site/render-page.ts):
  // deal pages (`/deals/*`, infra/aws/constructs/web.ts), member pages (`/membres/*`), merchant pages
  // (`/marchands/*`), and Home, last (CloudFront's default behaviour sends `/` here). Each in every
  // language (`LOCALIZED`: `/ar`, `/ar/deals/{id}`, `/ar/membres/{username}`, `/ar/marchands/{slug}`,
  // by the same Lambda).
  r('GET', '/deals/{id}', 'site/render-deal-page', 'public', ['table:read'], { ...DEAL_PATH, ...LOCALIZED }),
  r('GET', '/membres/{username}', 'site/render-member-page', 'public', ['table:read'], {
    ...MEMBER_PATH,
    ...LOCALIZED,
  }),
  r('GET', '/marchands/{slug}', 'site/render-merchant-page', 'public', ['table:read'], {
    ...MERCHANT_PATH,
    ...LOCALIZED,
  }),
  r('GET', '/robots.txt', 'site/get-robots', 'public', []),
  r('GET', '/', 'site/render-home-page', 'public', ['table:read'], LOCALIZED),
] as const satisfies readonly RouteDef[];

/** A manifest entry, with its literal method, path and access. */
export type Route = (typeof ROUTES)[number];

/** API Gateway's route key of a route type, e.g. `'GET /api/deals/{id}'`. */
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string } ? `${M} ${P}` : never;

/** Every route key of the manifest, as a union of string literals. */
export type RouteKey = KeyOf<Route>;

/**
 * Compile time: shared/route-answers.ts declares an answer for every route key of the manifest
 * and for no other (a key named in an error is missing on one side or the other).
 */
type AnswerMismatch = Exclude<RouteKey, keyof RouteAnswers> | Exclude<keyof RouteAnswers, RouteKey>;
export const ANSWERS_MATCH_MANIFEST: { [K in AnswerMismatch]: 'declared on one side only' } = {};

type WithKey<R, K> = R extends unknown ? (KeyOf<R> extends K ? R : never) : never;

/** The manifest entry of a route key. */
export type RouteOf<K extends RouteKey> = WithKey<Route, K>;

/** The names of a path's `{param}` placeholders: `'/api/deals/{id}/vote'` → `'id'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamName<Rest>
  : never;

/**
 * Routes that serve public data only (anyone may call them, and they write nothing): their
 * roles may not read the private partitions of the table (shared/table.ts PRIVATE_PARTITIONS).
 */
export const readsPublicDataOnly = (route: Pick<RouteDef, 'access' | 'grants'>) =>
  (route.access === 'public' || route.access === 'optional') &&
  !route.grants.includes('table:write') &&
  !route.grants.includes('table:private');

/**
 * Routes serving public data to an identified caller when a token is sent (`optional`): of the
 * private partitions, they may read one thing, whether the token's session is live (the user
 * record's SESSION_CHECK_ATTRIBUTES in shared/table.ts), so an ended token is a guest's.
 */
export const checksSessionOnPublicData = (route: Pick<RouteDef, 'access' | 'grants'>) =>
  route.access === 'optional' && readsPublicDataOnly(route) && route.grants.includes('table:read');

/** API Gateway's route key for a route, e.g. `GET /api/deals/{id}`. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;

const byKey = new Map(ROUTES.map((route) => [routeKey(route), route]));

/** The manifest entry behind an event's routeKey, if any. */
export const findRouteByKey = (key: string | undefined) => (key ? byKey.get(key) : undefined);

/**
 * The route keys API Gateway gives a localized route in the other languages: `GET /ar/deals/{id}`
 * for `GET /deals/{id}`, `GET /ar` for `GET /` (none for a route that is not localized).
 */
export const localizedKeys = (route: Pick<RouteDef, 'method' | 'path' | 'localized'>) =>
  route.localized
    ? LANGUAGE_CODES.filter((lang) => LANGUAGES[lang].prefix).map(
        (lang) => `${route.method} ${pathInLanguage(route.path, lang)}`,
      )
    : [];

const byLocalizedKey = new Map<string, RouteDef>(
  (ROUTES as readonly RouteDef[]).flatMap((route) => localizedKeys(route).map((key) => [key, route] as const)),
);

/** The manifest's route key of one API Gateway may send: a localized route's (`GET /ar` → `GET /`), else itself. */
export const manifestKeyOf = (key: string | undefined) => {
  const route = key ? byLocalizedKey.get(key) : undefined;
  return route ? routeKey(route) : key;
};

/**
 * Matches a concrete method and path; literal segments win over `{param}` ones. A path under
 * another language's prefix (`/ar/deals/x`) matches a localized route by its unprefixed path;
 * `key` is the route key API Gateway gives the request (`GET /ar/deals/{id}` there).
 */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDef; params: Record<string, string>; key: string } | null {
  const routes: readonly RouteDef[] = ROUTES;
  const direct = matchIn(routes, method, path);
  if (direct) return { ...direct, key: routeKey(direct.route) };
  const lang = languageOfPath(path);
  if (!LANGUAGES[lang].prefix) return null;
  const localized = routes.filter((route) => route.localized);
  const found = matchIn(localized, method, unprefixedPath(path));
  return found && { ...found, key: `${found.route.method} ${pathInLanguage(found.route.path, lang)}` };
}

function matchIn(routes: readonly RouteDef[], method: string, path: string) {
  const segments = path.split('/').filter(Boolean);
  let best: { route: RouteDef; params: Record<string, string>; literals: number } | null = null;
  for (const route of routes) {
    if (route.method !== method) continue;
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    const matches = parts.every((part, i) => {
      if (part.startsWith('{') && part.endsWith('}')) {
        params[part.slice(1, -1)] = safeDecode(segments[i]);
        return true;
      }
      literals++;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { route, params, literals };
  }
  return best && { route: best.route, params: best.params };
}

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
