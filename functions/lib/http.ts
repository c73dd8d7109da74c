import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ZodMiniType } from 'zod/mini';
import { MSG } from '../../shared/messages';
import { JSON_BODY_LIMIT_BYTES } from '../../shared/limits';
import { API_CSP, securityHeaders } from '../../shared/security-headers';
import { fieldErrors } from '../../shared/validation';
import { fieldLabel } from '../../shared/field-labels';
import type { Access } from '../routes';
import { findRouteByKey } from '../routes';
import { verifyToken } from './auth-token';
import { HttpError, forbidden, unauthorized } from './errors';
import { log } from './log';
import { requestScope, type RequestScope } from './request-scope';
import { getUserById, type UserRecord } from '../data/users';

export type Event = APIGatewayProxyEventV2;
export type Result = APIGatewayProxyStructuredResultV2;

/** What a handler returns: data for the envelope, or a raw (non-JSON) response. */
export type Reply = { status?: number; data?: unknown; message?: string | null } | { raw: Result };

export interface Ctx<B, Q> {
  event: Event;
  body: B;
  query: Q;
  params: Record<string, string>;
  /** The caller's user id, when identified. */
  userId: string | null;
  /** The caller's id; only call where the route's access guarantees one. */
  requireUserId(): string;
  /** The caller's record, loaded once (already loaded on admin routes). */
  loadUser(): Promise<UserRecord>;
  /** Scheme and host the site is served from, for links in mails, sitemaps... */
  origin: string;
  requestId: string;
}

interface Options<B, Q> {
  body?: ZodMiniType<B>;
  query?: ZodMiniType<Q>;
}

export const ok = (data: unknown, message: string | null = null): Reply => ({ status: 200, data, message });
export const created = (data: unknown, message: string | null = null): Reply => ({ status: 201, data, message });

/**
 * The one HTTP wrapper: API Gateway HTTP API (v2) event in, envelope out. It parses and
 * validates input, authenticates from the manifest's access level, maps errors, logs one line.
 */
export function api<B = undefined, Q = undefined>(options: Options<B, Q>, fn: (ctx: Ctx<B, Q>) => Promise<Reply>) {
  return async (event: Event): Promise<Result> => {
    const requestId = event.requestContext?.requestId || randomUUID();
    const started = Date.now();
    const route = findRouteByKey(event.routeKey);
    const readOnly = process.env.ENFORCE_GRANTS === '1' && !route?.grants.includes('table:write');
    const scope: RequestScope = { requestId, ddbCalls: 0, readOnly };
    let result: Result;
    let error: unknown;
    try {
      if (!route) throw new HttpError(404, MSG.routeNotFound);
      result = await requestScope.run(scope, async () => {
        const ctx = await buildContext(event, route.access, route.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES, options);
        const reply = await fn({ ...ctx, requestId });
        return 'raw' in reply ? reply.raw : envelope(reply.status ?? 200, reply.data ?? null, reply.message ?? null);
      });
    } catch (err) {
      error = err;
      result =
        err instanceof HttpError
          ? envelope(err.status, err.fields ? { errors: err.fields } : null, err.message)
          : envelope(500, null, MSG.internal);
    }
    result.headers = { ...securityHeaders(API_CSP), ...result.headers, 'x-request-id': requestId };
    if (process.env.EXPOSE_DDB_CALLS === '1') {
      result.headers['x-ddb-round-trips'] = String(scope.ddbCalls);
      result.headers['x-ddb-capacity'] = String(scope.ddbCapacity ?? 0);
    }
    const status = result.statusCode ?? 200;
    const line = { requestId, route: event.routeKey, status, ms: Date.now() - started, ddbCalls: scope.ddbCalls };
    if (status >= 500 && !(error instanceof HttpError))
      log('error', 'request failed', { ...line, error: describe(error) });
    else log('info', 'request', line);
    return result;
  };
}

async function buildContext<B, Q>(event: Event, access: Access, maxBytes: number, options: Options<B, Q>) {
  const headers = event.headers ?? {};
  const rawBody = event.body ?? '';
  const size = event.isBase64Encoded ? Math.floor((rawBody.length * 3) / 4) : Buffer.byteLength(rawBody);
  if (size > maxBytes) throw new HttpError(413, MSG.bodyTooLarge);

  const userId = await identify(headers.authorization, access);
  let user: Promise<UserRecord> | undefined;
  const loadUser = () =>
    (user ??= (async () => {
      if (!userId) throw unauthorized(MSG.authRequired);
      const record = await getUserById(userId);
      if (!record) throw unauthorized(MSG.sessionInvalid);
      return record;
    })());
  if (access === 'admin' && (await loadUser()).role !== 'ADMIN') throw forbidden(MSG.forbidden);

  let body = undefined as B;
  if (options.body) {
    let parsed: unknown;
    try {
      const text = event.isBase64Encoded ? Buffer.from(rawBody, 'base64').toString('utf8') : rawBody;
      parsed = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      throw new HttpError(400, MSG.invalidJson);
    }
    body = validate(options.body, parsed);
  }
  const query = options.query ? validate(options.query, event.queryStringParameters ?? {}) : (undefined as Q);
  return {
    event,
    body,
    query,
    params: (event.pathParameters ?? {}) as Record<string, string>,
    userId,
    requireUserId: () => {
      if (!userId) throw unauthorized(MSG.authRequired);
      return userId;
    },
    loadUser,
    origin: siteOrigin(event),
  };
}

async function identify(authorization: string | undefined, access: Access) {
  if (access === 'public') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const userId = token ? await verifyToken(token) : null;
  if (userId || access === 'optional') return userId;
  throw unauthorized(token ? MSG.sessionInvalid : MSG.authRequired);
}

function validate<T>(schema: ZodMiniType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  const [field, message] = Object.entries(fields)[0];
  const label = fieldLabel(field);
  // Name the field unless its message already does ("Veuillez choisir une ville...").
  const named = field === '_' || message.toLowerCase().includes(label.toLowerCase());
  throw new HttpError(400, named ? message : `${label} : ${message}`, fields);
}

/** SITE_URL when deployed (CloudFront does not forward Host), else the request's own host. */
function siteOrigin(event: Event) {
  if (process.env.SITE_URL) return process.env.SITE_URL.replace(/\/$/, '');
  const headers = event.headers ?? {};
  const host = headers['x-forwarded-host'] ?? headers.host ?? event.requestContext?.domainName ?? 'localhost';
  const proto = headers['x-forwarded-proto'] ?? 'https';
  return `${proto}://${host}`;
}

function envelope(statusCode: number, data: unknown, message: string | null): Result {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ success: statusCode < 400, data, message }),
  };
}

function describe(err: unknown) {
  return err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : { value: String(err) };
}
