import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_CSP, securityHeaders } from '@shared/security-headers';
import type { Event, Result } from '../http/api';

/**
 * What every page handler (`site/render-*-page`) shares: the built web files it renders from and
 * its answer's headers (docs/architecture.md#server-rendered-deal-pages).
 */

/** Home's shell, as the build writes it (Home's frame between its page markers); `bundleHandlers` copies it. */
export const HOME_SHELL = 'index.html';

const cache = new Map<string, Promise<string>>();

/**
 * A file of the built app (a shell, route-chunks.json): read once per Lambda instance, where
 * `bundleHandlers` copies it beside the bundle; locally from `WEB_DIR` on every request (the app
 * may be rebuilt meanwhile). A failed read is not kept.
 */
export function loadWebFile(name: string): Promise<string> {
  const dir = process.env.WEB_DIR ?? dirname(fileURLToPath(import.meta.url));
  const read = () => readFile(join(dir, name), 'utf8');
  if (process.env.WEB_DIR) return read();
  let pending = cache.get(name);
  if (!pending) {
    pending = read();
    cache.set(name, pending);
    pending.catch(() => cache.delete(name));
  }
  return pending;
}

/**
 * How long CloudFront may keep a page (browsers revalidate every time): a minute, then served
 * stale while it is read again. A request that carries credentials is never stored, though its
 * answer is the guest's page too; nor is anything but a 200: a failure, a refused query, a 404
 * (a hidden deal's must not outlive its restoring, and every 404 alike, or the header would tell
 * a hidden deal from a missing one; a member restored after a ban shows at once).
 */
export function pageCacheControl(status: number, event: Event) {
  if (status !== 200 || event.headers?.authorization || event.headers?.cookie) return 'private, no-store';
  return 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
}

/** A page's answer: its HTML with the web's security headers and its Cache-Control. */
export const page = (status: number, body: string, event: Event): Result => ({
  statusCode: status,
  headers: {
    ...securityHeaders(WEB_CSP),
    'content-type': 'text/html; charset=utf-8',
    'cache-control': pageCacheControl(status, event),
  },
  body,
});
