import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string | null };
}

/** Calls the local stack like the browser does, and decodes the envelope. */
export async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string | Uint8Array } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers,
    body: (opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))) as BodyInit | undefined,
  });
  const text = await res.text();
  let body: Reply<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${res.status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

/** A fresh, unique member: its credentials and session. */
export async function registerMember(
  overrides: Partial<{ username: string; email: string; password: string; city: string }> = {},
) {
  const tag = randomUUID().slice(0, 8);
  const input = {
    username: `membre_${tag}`,
    email: `membre.${tag}@exemple.dz`,
    password: 'un-mot-de-passe-solide',
    city: 'Alger',
    ...overrides,
  };
  const res = await call<{ token: string; id: string }>('POST', '/api/auth/register', { body: input });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.body.message}`);
  return { ...input, token: res.body.data.token, id: res.body.data.id };
}
