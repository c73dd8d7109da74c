import type { Envelope, FieldErrors } from '@shared/api-types';
import { API_BASE } from '@shared/limits';
import { CLIENT_MSG } from '@shared/client-messages';
import { loginPath } from './redirect';
import { clearStoredSession, getToken } from './storage';

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

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  /** French message used when the server's answer has none (docs/architecture.md#api-client). */
  fallback?: string;
  signal?: AbortSignal;
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
  if (pathname === '/login') return;
  const target = `${pathname}${search}${hash}`;
  goTo(loginPath(target));
}

/** An API path with its query (empty values left out): what SWR keys a read by. */
export function pathWithQuery(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const qs = params.toString();
  return `${path}${qs ? `${path.includes('?') ? '&' : '?'}${qs}` : ''}`;
}

export const buildUrl = (path: string, query?: Query) => `${API_BASE}${pathWithQuery(path, query)}`;

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
 * The one way the web app calls the API: `/api` base, JSON headers, the stored bearer token, a
 * 10 s timeout, and every failure turned into an ApiError. Resolves with the whole envelope.
 */
export async function apiRequest<T>(method: string, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
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
  try {
    const res = await fetch(buildUrl(path, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: controller.signal,
    });
    status = res.status;
    ok = res.ok;
    text = await res.text();
  } catch (err) {
    if (opts.signal?.aborted) throw err; // the caller gave up; nothing to report
    throw new ApiError(timedOut ? CLIENT_MSG.timeout : CLIENT_MSG.network, 0);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', cancel);
  }

  const body = parseEnvelope(text);
  if (!ok) throw refusal(status, body, token, opts.fallback);
  if (!body) throw new ApiError(CLIENT_MSG.invalidResponse, status);
  return body as Envelope<T>;
}

async function dataOf<T>(method: string, path: string, opts?: RequestOptions): Promise<T> {
  return (await apiRequest<T>(method, path, opts)).data;
}

/** Shorthands that resolve with the envelope's `data`. */
export const api = {
  get: <T>(path: string, opts?: RequestOptions) => dataOf<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => dataOf<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => dataOf<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => dataOf<T>('DELETE', path, opts),
};
