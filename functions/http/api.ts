import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { MSG } from '@shared/messages';
import { currentLanguage, loadLanguage } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, languageFromHeader, languageOfPath, type Language } from '@shared/i18n/languages';
import { API_BASE, JSON_BODY_LIMIT_BYTES } from '@shared/limits';
import { API_CSP, securityHeaders } from '@shared/security-headers';
import { fieldErrors } from '@shared/validation';
import { fieldLabel, labelled } from '@shared/field-labels';
import type { RouteAnswers } from '@shared/route-answers';
import type { Access, PathParamName, RouteDef, RouteKey, RouteOf } from '../routes';
import { checksSessionOnPublicData, findRouteByKey, readsPublicDataOnly } from '../routes';
import type { Session } from '../lib/auth-token';
import { HttpError, forbidden, isServiceBusy, unauthorized } from '../lib/errors';
import { log } from '../lib/log';
import { emf } from '../lib/metrics';
import { takeColdStart } from '../lib/cold-start';
import { checkPathParams } from '../lib/path-params';
import { requestScope, type RequestScope } from '../lib/request-scope';
import type { UserRecord } from '../data/members/users';
import { type CallerSession, confirmSession } from '../data/table/caller-session';

/**
 * The token check and the caller's session reads, loaded by the first request that carries a
 * token: a route that only guests call never loads the token check nor, if it reads no table, the SDK.
 */
const sessionChecks = () => import('./session-checks');

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

/**
 * What a handler returns: data for the envelope (of the type its route declares in
 * shared/route-answers.ts), or a raw (non-JSON) response.
 */
export type Reply<T = unknown> = { status?: number; data: T; message?: string | null } | { raw: Result };

/** What every handler gets, whatever its route. */
interface BaseCtx<B, Q> {
  event: Event;
  body: B;
  query: Q;
  /** The client's IP address: the socket's locally, CloudFront's viewer address in AWS. */
  clientAddress: string;
  /** Scheme and host the site is served from, for links in mails, sitemaps... */
  origin: string;
  requestId: string;
}

/** The signed-in caller of a 'user' or 'admin' route (the wrapper answered 401 without one). */
export interface Member {
  userId: string;
  /** The caller's record, loaded once (already loaded on admin routes); 401 if the token's session ended. */
  loadUser(): Promise<UserRecord>;
  /**
   * The token's session, for the data writes of the request: a transaction given it carries its
   * check (`transact(..., { session })`), a single write confirms it first (`confirmSession`).
   */
  session: CallerSession;
}

/** The caller as the route's access level knows it: none on public routes. */
type CallerCtx<A extends Access> = A extends 'user' | 'admin'
  ? Member
  : A extends 'optional'
    ? {
        /** The caller's user id, when a valid token of a live session was sent (else a guest's null). */ userId:
          string | null;
      }
    : unknown;

/** The path's `{param}` values (each of the shape the manifest declares); none without placeholders. */
type ParamsCtx<P extends string> = [PathParamName<P>] extends [never]
  ? unknown
  : { params: { readonly [N in PathParamName<P>]: string } };

/** A handler's context, typed from its route: path parameters from the path, the caller from the access. */
export type Ctx<K extends RouteKey, B = undefined, Q = undefined> = BaseCtx<B, Q> &
  ParamsCtx<RouteOf<K>['path']> &
  CallerCtx<RouteOf<K>['access']>;

/** A Lambda handler bound to one route of the manifest. */
/** Lambda's invocation context, of which the wrapper reads the request id. */
export interface InvocationContext {
  awsRequestId?: string;
}

export type RouteHandler<K extends RouteKey = RouteKey> = ((
  event: Event,
  context?: InvocationContext,
) => Promise<Result>) & {
  routeKey: K;
  /** Whether the route validates a JSON body, a query string (what the input tests send it). */
  accepts: { body: boolean; query: boolean };
};

interface Options<B, Q> {
  body?: ZodMiniType<B>;
  query?: ZodMiniType<Q>;
  /** A page route answers its failures as a page of that status, not as an envelope. */
  errorPage?: (status: number, event: Event) => Promise<Result>;
}

/** Retry-After of a 503 for a busy AWS service: throttling and conflicts clear within a second or two. */
const BUSY_RETRY_AFTER_S = 2;

/** A 200 answer with its data and message. */
export const ok = <T>(data: T, message: string | null = null) => ({ status: 200, data, message });
/** A 201 answer (a creation) with its data and message. */
export const created = <T>(data: T, message: string | null = null) => ({ status: 201, data, message });

/**
 * The one HTTP wrapper: API Gateway HTTP API (v2) event in, envelope out. It parses and
 * validates input, authenticates from the manifest's access level, maps errors, logs one line.
 * The handler is bound to its route key (checked against the manifest at compile time); an
 * event for any other route is refused with a 500 before the handler runs, and logged.
 */
export function api<K extends RouteKey, B = undefined, Q = undefined>(
  key: K,
  options: Options<B, Q>,
  fn: (ctx: Ctx<K, B, Q>) => Promise<Reply<RouteAnswers[K]>>,
): RouteHandler<K> {
  const route = findRouteByKey(key);
  if (!route) throw new Error(`No route ${key} in the manifest`);
  const handler = async (event: Event, context?: InvocationContext): Promise<Result> => {
    const requestId = event.requestContext?.requestId || randomUUID();
    const started = Date.now();
    const enforce = process.env.ENFORCE_GRANTS === '1';
    const language = languageOf(event, route);
    // The request's catalogue (each its own chunk) and French, which moderation's texts are kept
    // in: loaded on an instance's first request in that language. A mail loads its reader's.
    await Promise.all([loadLanguage(language), loadLanguage(DEFAULT_LANGUAGE)]);
    const scope: RequestScope = {
      requestId,
      lambdaRequestId: context?.awsRequestId,
      route: key,
      coldStart: takeColdStart(),
      ddbCalls: 0,
      readOnly: enforce && !route.grants.includes('table:write'),
      publicOnly: enforce && readsPublicDataOnly(route),
      sessionCheck: enforce && checksSessionOnPublicData(route),
      language,
    };
    let result: Result;
    let error: unknown;
    try {
      // A deployment or local-server mistake, not the client's: a 500, logged with both keys.
      if (event.routeKey !== key) throw new Error(`Event for route ${event.routeKey} reached the handler of ${key}`);
      result = await requestScope.run(scope, async () => {
        checkOrigin(event);
        const { viewerLive, ...ctx } = await buildContext(event, route, options);
        const { session } = ctx;
        // A route that only reads confirms the session alongside the handler's own reads.
        const confirming = session && !route.grants.includes('table:write') ? ctx.loadUser() : undefined;
        confirming?.catch(() => undefined);
        let reply: Reply<RouteAnswers[K]>;
        try {
          // Inside this try, so an ended session still answers 401 rather than the id's 404.
          checkPathParams(route, ctx.params);
          // The one cast: buildContext gives every field; Ctx<K> shows the handler those its route has.
          const run = (userId: string | null) => fn({ ...ctx, userId, requestId } as unknown as Ctx<K, B, Q>);
          reply = viewerLive ? await asLiveViewer(viewerLive, ctx.userId, run, scope) : await run(ctx.userId);
        } catch (err) {
          // An ended session answers 401 rather than whatever the handler found (404, 403...).
          if (err instanceof HttpError && err.status !== 401) await confirmSession(session);
          throw err;
        }
        await confirming;
        await confirmSession(session);
        return 'raw' in reply ? reply.raw : envelope(reply.status ?? 200, reply.data ?? null, reply.message ?? null);
      });
    } catch (err) {
      error = err;
      // In the request's scope, as the rest: its language.
      result = await requestScope.run(scope, async () => {
        const failed =
          err instanceof HttpError
            ? envelope(err.status, err.fields ? { errors: err.fields } : null, err.message, err.headers)
            : isServiceBusy(err)
              ? // AWS throttled, timed out or conflicted past the SDK's retries and ours: come back soon.
                envelope(503, null, MSG.serviceBusy, { 'retry-after': String(BUSY_RETRY_AFTER_S) })
              : envelope(500, null, MSG.internal);
        if (!options.errorPage) return failed;
        const retryAfter = failed.headers?.['retry-after'];
        return options
          .errorPage(failed.statusCode ?? 500, event)
          .then((page) => (retryAfter ? { ...page, headers: { ...page.headers, 'retry-after': retryAfter } } : page))
          .catch((pageError: unknown) => {
            log('error', 'error page failed', { requestId, route: key, error: describe(pageError) });
            return failed;
          });
      });
    }
    result.headers = { ...securityHeaders(API_CSP), ...result.headers, 'x-request-id': requestId };
    if (process.env.EXPOSE_DDB_CALLS === '1') {
      result.headers['x-ddb-round-trips'] = String(scope.ddbCalls);
      result.headers['x-ddb-capacity'] = String(scope.ddbCapacity ?? 0);
    }
    const status = result.statusCode ?? 200;
    const ms = Date.now() - started;
    // The client is logged so a line can be tied to the access log's and the WAF's requests; the
    // line carries the request's metrics (EMF).
    const line = {
      // A misrouted event (a 500 above) names the route it was meant for.
      ...(event.routeKey === key ? {} : { eventRoute: event.routeKey ?? null }),
      client: clientAddress(event),
      status,
      ms,
      ddbCalls: scope.ddbCalls,
      ...requestMetrics(key, status, ms, scope),
    };
    requestScope.run(scope, () => {
      if (status >= 500 && !(error instanceof HttpError) && !isServiceBusy(error))
        log('error', 'request failed', { ...line, error: describe(error) });
      else if (status === 503 && isServiceBusy(error)) log('warn', 'service busy', { ...line, error: describe(error) });
      // LOG_REQUESTS=0 (set by `npm start`, which prints its own short line) drops this line; unset in AWS.
      else if (process.env.LOG_REQUESTS !== '0') log('info', 'request', line);
    });
    return result;
  };
  return Object.assign(handler, { routeKey: key, accepts: { body: !!options.body, query: !!options.query } });
}

async function buildContext<B, Q>(event: Event, route: RouteDef, options: Options<B, Q>) {
  const headers = event.headers ?? {};
  const rawBody = event.body ?? '';
  const maxBytes = route.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES;
  const size = event.isBase64Encoded ? Math.floor((rawBody.length * 3) / 4) : Buffer.byteLength(rawBody);
  if (size > maxBytes) throw new HttpError(413, MSG.bodyTooLarge);

  const session = await identify(headers.authorization, route.access);
  const userId = session?.userId ?? null;
  // An optional route asks whether the token's session is live alongside the handler's reads.
  const checks = session ? await sessionChecks() : undefined;
  const viewerLive =
    checks && session && route.access === 'optional'
      ? checks.isSessionLive(session.userId, session.version)
      : undefined;
  viewerLive?.catch(() => undefined);
  let user: Promise<UserRecord> | undefined;
  const loadUser = () =>
    (user ??= (async () => {
      if (!session || !checks) throw unauthorized(MSG.authRequired);
      const record = await checks.getUserById(session.userId);
      if (!record || (record.sessionVersion ?? 0) !== session.version) throw unauthorized(MSG.sessionInvalid);
      if (record.bannedAt) throw forbidden(MSG.accountSuspended);
      if (caller) caller.confirmed = true;
      return record;
    })());
  // Optional routes may not read the whole record (a private partition): viewerLive checks theirs.
  const caller: CallerSession | undefined =
    session && (route.access === 'user' || route.access === 'admin')
      ? { ...session, confirmed: false, confirm: async () => void (await loadUser()) }
      : undefined;
  if (route.access === 'admin' && (await loadUser()).role !== 'ADMIN') throw forbidden(MSG.forbidden);

  const body = options.body ? validate(options.body, readJson(event)) : (undefined as B);
  const query = options.query ? validate(options.query, event.queryStringParameters ?? {}) : (undefined as Q);
  return {
    event,
    body,
    query,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    // Always set on 'user' and 'admin' routes: identify() answered 401 without a valid token.
    userId,
    loadUser,
    session: caller,
    viewerLive,
    clientAddress: clientAddress(event),
    origin: siteOrigin(),
  };
}

// JSON is UTF-8 (RFC 8259): `charset` may only say so.
const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The JSON body of a route that takes one: none when empty (a route may take an optional body);
 * 415 unless sent as `application/json`, 400 for bytes that are not UTF-8 (never silently
 * replaced by U+FFFD) or text that is not JSON.
 */
function readJson(event: Event): unknown {
  const raw = event.body ?? '';
  if (raw === '') return undefined;
  if (!JSON_TYPE.test(event.headers?.['content-type']?.trim() ?? '')) throw new HttpError(415, MSG.jsonRequired);
  let text = raw;
  if (event.isBase64Encoded) {
    try {
      text = UTF8.decode(Buffer.from(raw, 'base64'));
    } catch {
      throw new HttpError(400, MSG.invalidUtf8);
    }
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, MSG.invalidJson);
  }
}

async function identify(authorization: string | undefined, access: Access): Promise<Session | null> {
  if (access === 'public') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const session = token ? await (await sessionChecks()).verifyToken(token) : null;
  if (session || access === 'optional') return session;
  throw unauthorized(token ? MSG.sessionInvalid : MSG.authRequired);
}

/**
 * Runs an optional route's handler for the token's member while the session check reads; if the
 * session has ended (logout-all, password change, ban), runs it again as a guest's and answers
 * that: an ended token is no identity, but no reason for a 401 on a public read. Optional routes
 * write nothing, so the first run leaves no trace.
 */
async function asLiveViewer<R>(
  live: Promise<boolean>,
  userId: string | null,
  run: (userId: string | null) => Promise<R>,
  scope: RequestScope,
): Promise<R> {
  const first = run(userId).then(
    (reply) => ({ reply }),
    (error: unknown) => ({ error }),
  );
  const [isLive, outcome] = await Promise.all([live, first]);
  if (!isLive) {
    scope.counts = undefined;
    return run(null);
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.reply;
}

/** The request's EMF metrics: per route, its latency, DynamoDB round trips and outcome; its business counts. */
const requestMetrics = (route: string, status: number, ms: number, scope: RequestScope) =>
  emf(
    { name: 'Route', value: route },
    {
      Requests: { value: 1, unit: 'Count' },
      Latency: { value: ms, unit: 'Milliseconds' },
      DynamoDBCalls: { value: scope.ddbCalls, unit: 'Count' },
      Errors4xx: { value: status >= 400 && status < 500 ? 1 : 0, unit: 'Count' },
      Errors5xx: { value: status >= 500 ? 1 : 0, unit: 'Count' },
    },
    status < 400 ? scope.counts : {},
  );

/**
 * The language of the answer: an API route's is its `Accept-Language` (French when absent or
 * none of ours), a page's is its path's (`/ar/...`): a page is cached by its path alone, so no
 * header may change it.
 */
function languageOf(event: Event, route: RouteDef): Language {
  if (route.path.startsWith(`${API_BASE}/`)) return languageFromHeader(event.headers?.['accept-language']);
  return languageOfPath(event.rawPath || route.path);
}

/**
 * In AWS (ORIGIN_VERIFY_SECRET set) the API answers only requests CloudFront forwarded with its
 * secret header: calling the execute-api URL directly would skip the edge and let a client
 * pick the address the limits count.
 */
function checkOrigin(event: Event) {
  const secret = process.env.ORIGIN_VERIFY_SECRET;
  if (!secret) return;
  const sent = Buffer.from(event.headers?.['x-origin-verify'] ?? '');
  const expected = Buffer.from(secret);
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw forbidden(MSG.directAccess);
}

/**
 * The address rate limits count: CloudFront's `CloudFront-Viewer-Address` (`ip:port`) behind
 * the edge, the socket address locally. Never X-Forwarded-For, which any client can write.
 * An IPv6 client holds a whole /64, so that prefix is what counts.
 */
export function clientAddress(event: Event) {
  const viewer = process.env.ORIGIN_VERIFY_SECRET ? event.headers?.['cloudfront-viewer-address'] : undefined;
  const address = viewer ? viewer.slice(0, viewer.lastIndexOf(':')) : event.requestContext?.http?.sourceIp;
  return address ? ipv6Prefix(address.replace(/^\[|\]$/g, '')) : 'unknown';
}

/** `2001:db8:1:2:3:4:5:6` (or any spelling of it) → `2001:db8:1:2::/64`; IPv4 stays as it is. */
function ipv6Prefix(address: string) {
  if (!address.includes(':') || /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address)) return address.replace(/^::ffff:/i, '');
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function validate<T>(schema: ZodMiniType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  const [field, message] = Object.entries(fields)[0];
  const label = fieldLabel(field);
  // Name the field unless its message already does ("Veuillez choisir une ville...").
  const named = field === '_' || message.toLowerCase().includes(label.toLowerCase());
  throw new HttpError(400, named ? message : labelled(label, message), fields);
}

/**
 * The site's address, for links in mails, pages and the sitemap: `SITE_URL`, which the stack
 * sets in AWS and the local server from its own address. Never a request header (`Host`,
 * `X-Forwarded-Host`): any client writes those, and a cached page or a mailed link would carry them.
 */
export function siteOrigin(_event?: Event) {
  return (process.env.SITE_URL ?? '').replace(/\/+$/, '') || 'http://localhost';
}

/** The JSON envelope, in the request's language: said so (Content-Language), and that it follows Accept-Language (Vary). */
function envelope(statusCode: number, data: unknown, message: string | null, headers?: Record<string, string>): Result {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-language': LANGUAGES[currentLanguage()].tag,
      vary: 'Accept-Language',
      ...headers,
    },
    body: JSON.stringify({ success: statusCode < 400, data, message }),
  };
}

function describe(err: unknown) {
  return err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { value: String(err) };
}
