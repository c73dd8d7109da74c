import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; message: string | null };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  rawBody?: string | Uint8Array;
  /**
   * The loopback address the request comes from (any of 127.0.0.0/8): the local server counts
   * limits per socket address, so tests play distinct clients with distinct addresses.
   */
  from?: string;
}

let block: { index: number; next: number } | undefined;

/**
 * Claims a block of 254 loopback addresses no other test process of this run holds: one file per
 * block, created exclusively in the stack's data dir, so two files running in parallel (or one
 * after the other: the stack keeps counting per address) never share an address by chance.
 */
function claimBlock() {
  const dir = join(inject('dataDir'), 'test-addresses');
  mkdirSync(dir, { recursive: true });
  // 127.<1-254>.<0-255>.x: 127.0.0.0/16 stays for the default 127.0.0.1.
  for (let index = 0; index < 254 * 256; index++) {
    try {
      closeSync(openSync(join(dir, String(index)), 'wx'));
      return index;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  throw new Error('every loopback address block is taken');
}

/** A loopback address of its own (unique in the run), for a test that plays one more client. */
export function someAddress() {
  if (!block || block.next > 254) block = { index: claimBlock(), next: 1 };
  return `127.${1 + Math.floor(block.index / 256)}.${block.index % 256}.${block.next++}`;
}

/** Calls the local stack like the browser does, and decodes the envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined || opts.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const {
    status,
    headers: replyHeaders,
    text,
  } = await send(method, `${inject('baseUrl')}${path}`, {
    headers,
    payload,
    from: opts.from ?? '127.0.0.1',
  });
  let body: Reply<T>['body'];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path} answered ${status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  return { status, headers: replyHeaders, body };
}

function send(
  method: string,
  url: string,
  opts: { headers: Record<string, string>; payload?: string | Uint8Array; from: string },
) {
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const req = request(url, { method, headers: opts.headers, localAddress: opts.from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(opts.payload);
  });
}

/** A fresh, unique member (signed up from an address of its own): its credentials and session. */
export async function registerMember(
  overrides: Partial<{ username: string; email: string; password: string; city: string; language: 'fr' | 'ar' }> = {},
) {
  const tag = randomUUID().slice(0, 8);
  const input = {
    username: `membre_${tag}`,
    email: `membre.${tag}@exemple.dz`,
    password: 'un-mot-de-passe-solide',
    city: 'Alger',
    ...overrides,
  };
  const res = await call<{ token: string; id: string }>('POST', '/api/auth/register', {
    body: input,
    from: someAddress(),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${res.body.message}`);
  return { ...input, token: res.body.data.token, id: res.body.data.id };
}

/**
 * Waits until `check` passes (polling every quarter second), or fails with its last error. The
 * default window is wide because most waits follow the events job, which works one batch at a
 * time behind the whole suite's writes (search-scale's thousands of deals, the storms): there it
 * lags well past 15 s on a loaded 2-core machine.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 45_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
