import { WEB_CSP, securityHeaders } from '@shared/security-headers';
import type { Event, Result } from '../http/api';

/** A page's answer and its headers, whatever rendered it (docs/architecture.md#server-rendered-pages). */

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
