import type { Envelope, FieldErrors } from '@shared/api-types';
import type { RouteAnswers, RouteQueries } from '@shared/route-answers';
import { API_BASE } from '@shared/limits';
import { CLIENT_MSG } from '@shared/client-messages';
import { currentLanguage } from '@shared/i18n/catalogue';
import { KEPT_ANSWER_HEADER, noteAnswer } from './offline';
import { clearStoredSession, getToken } from './storage';
import { paths } from './paths';

export const REQUEST_TIMEOUT_MS = 10_000;

/** A failed call: the message to show, the HTTP status (0 when no answer came) and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: FieldErrors;

  constructor(message: string, status: number, fields: FieldErrors = {}, name = 'ApiError') {
    super(message);
    this.name = name;
    this.status = status;
    this.fields = fields;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** The API's routes: the manifest's route keys under `/api` (shared/route-answers.ts). */
export type ApiRoute = Extract<keyof RouteAnswers, `${string} /api/${string}`>;
/** The routes a read (`api.read`, an SWR key) may name. */
export type ApiRead = Extract<ApiRoute, `GET ${string}`>;
/** What a route answers: the envelope's `data`. */
export type Answer<K extends ApiRoute> = RouteAnswers[K];

/** The names of a route's `{param}` placeholders: `'POST /api/deals/{id}/vote'` → `'id'`. */
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never;
type ParamsOf<K extends string> = [ParamNames<K>] extends [never]
  ? { params?: undefined }
  : { params: { readonly [N in ParamNames<K>]: string } };
type QueryOf<K extends string> = K extends keyof RouteQueries ? { query?: RouteQueries[K] } : { query?: undefined };

/** Where a call goes: its path params (each `{param}` of the route) and its query string. */
export type Address<K extends ApiRoute> = ParamsOf<K> & QueryOf<K>;

export type CallOptions<K extends ApiRoute> = Address<K> & {
  body?: unknown;
  /** French message used when the server's answer has none (docs/architecture.md#api-client). */
  fallback?: string;
  signal?: AbortSignal;
};

/** The options of a route, required when its path has params. */
type OptionsArg<K extends ApiRoute, O> = [ParamNames<K>] extends [never] ? [opts?: O] : [opts: O];

declare const routeBrand: unique symbol;
/** A route's path under `/api` with its params and query, e.g. `/deals/x1?page=0`: what SWR keys a read by. */
export type ApiPath<K extends ApiRoute = ApiRoute> = string & { readonly [routeBrand]: K };

/**
 * The path of a call, `/api` left out: the placeholders filled in (encoded), the query after it
 * (empty values left out). Reads are cached under it, so it never changes for the same call.
 */
export const apiPath = <K extends ApiRoute>(route: K, ...[address]: OptionsArg<K, Address<K>>) =>
  fill(route, address as RequestOptions | undefined) as ApiPath<K>;

function fill(route: string, { params = {}, query }: RequestOptions = {}) {
  const path = route
    .slice(route.indexOf(' ') + 1 + API_BASE.length)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  return pathWithQuery(path, query);
}

/** A call's options, once its route's typing has checked them. */
interface RequestOptions {
  params?: Readonly<Record<string, string>>;
  query?: Query;
  body?: unknown;
  fallback?: string;
  signal?: AbortSignal;
}

/** How requests go out: the browser's fetch, or the server renderer's own (web/src/entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server renderer answers the API's public reads in its own process. */
export function setTransport(send: typeof fetch) {
  transport = send;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();
let goTo: (path: string) => void = (path) => window.location.assign(path);

/** Called after a 401 cleared the stored session (the session store resets itself with it). */
export function onUnauthorized(listener: Listener) {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

/** How the client navigates after a 401; the router installs its own so the page is not reloaded. */
export function setNavigator(navigate: (path: string) => void) {
  goTo = navigate;
}

/** Clears the session and goes to Login. */
export function handleUnauthorized() {
  clearStoredSession();
  for (const listener of unauthorizedListeners) listener();
  const { pathname, search, hash } = window.location;
  // On the login page itself a 401 is a refused sign-in: stay, the form shows why.
  if (pathname === paths.login.path) return;
  const target = `${pathname}${search}${hash}`;
  goTo(paths.login.href(target));
}

/** A path with its query (empty values left out). */
function pathWithQuery(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const qs = params.toString();
  return `${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

/** A call's URL. */
export const buildUrl = (path: ApiPath) => `${API_BASE}${path}`;

let inFlight = 0;

/** How many API requests are waiting for their answer (app/after-interactive.ts waits for none). */
export const apiRequestsInFlight = () => inFlight;

export function parseEnvelope(text: string): Envelope<unknown> | null {
  if (!text) return null;
  try {
    const body = JSON.parse(text) as Envelope<unknown>;
    return body && typeof body === 'object' && 'success' in body ? body : null;
  } catch {
    return null;
  }
}

export function fieldsOf(body: Envelope<unknown> | null): FieldErrors {
  const errors = (body?.data as { errors?: unknown } | null | undefined)?.errors;
  return errors && typeof errors === 'object' ? (errors as FieldErrors) : {};
}

/**
 * The error of a refused call, after the 401 rule (shared with api-upload.ts). `sent` is the
 * token the call carried: a 401 for a token already replaced (a password change renews it) does
 * not end the new session.
 */
export function refusal(status: number, body: Envelope<unknown> | null, sent: string | null, fallback?: string) {
  if (status === 401 && sent === getToken()) handleUnauthorized();
  // A 429 without our envelope (the API stage's throttling) is not the call's usual failure.
  const message = body?.message || (status === 429 ? CLIENT_MSG.tooManyRequests : fallback) || CLIENT_MSG.generic;
  return new ApiError(message, status, fieldsOf(body));
}

/**
 * The one way the web app calls the API: `/api` base, JSON headers, the page's language
 * (Accept-Language), the stored bearer token, a 10 s timeout, and every failure turned into an ApiError. Resolves with the whole envelope.
 */
async function request<T>(method: string, path: ApiPath, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  // The API answers its messages in the page's language (the server renderer's pages: theirs).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  // The browser sets the multipart boundary itself.
  if (!isForm) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const cancel = () => controller.abort();
  opts.signal?.addEventListener('abort', cancel);

  let status: number;
  let ok: boolean;
  let text: string;
  inFlight++;
  try {
    const res = await transport(buildUrl(path), {
      method,
      headers,
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
    status = res.status;
    // An answer the service worker kept while the network is down: the layout says so.
    noteAnswer(res.headers?.has(KEPT_ANSWER_HEADER) === true);
    ok = res.ok;
    text = await res.text();
  } catch (err) {
    if (opts.signal?.aborted) throw err; // the caller gave up; nothing to report
    throw new ApiError(timedOut ? CLIENT_MSG.timeout : CLIENT_MSG.network, 0);
  } finally {
    inFlight--;
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }

  const body = parseEnvelope(text);
  if (!ok) throw refusal(status, body, token, opts.fallback);
  if (!body) throw new ApiError(CLIENT_MSG.invalidResponse, status);
  return body as Envelope<T>;
}

/** Calls a route of the manifest; resolves with the whole envelope (for the server's `message`). */
function send<K extends ApiRoute>(route: K, ...[opts]: OptionsArg<K, CallOptions<K>>): Promise<Envelope<Answer<K>>> {
  const checked = opts as RequestOptions | undefined;
  return request<Answer<K>>(route.slice(0, route.indexOf(' ')), fill(route, checked) as ApiPath, checked);
}

/**
 * The API, by route key (shared/route-answers.ts gives each its answer type):
 * `api.call('POST /api/deals/{id}/vote', { params: { id }, query: { positive } })`.
 */
export const api = {
  /** Calls a route; resolves with the envelope's `data`. */
  call: async <K extends ApiRoute>(route: K, ...opts: OptionsArg<K, CallOptions<K>>): Promise<Answer<K>> =>
    (await send(route, ...opts)).data,
  send,
  /** Reads a GET route at a path made by `apiPath` (an SWR key): what fetchers call. */
  read: async <K extends ApiRead>(path: ApiPath<K>, opts: Pick<RequestOptions, 'fallback' | 'signal'> = {}) =>
    (await request<Answer<K>>('GET', path, opts)).data,
};
