/**
 * Security headers. The local server and the API wrapper send them; CDK's response-headers
 * policy is built from the same values.
 */
export const WEB_CSP = [
  "default-src 'self'",
  "script-src 'self' https://accounts.google.com https://connect.facebook.net",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https://accounts.google.com https://graph.facebook.com",
  'frame-src https://accounts.google.com https://www.facebook.com',
  // The service worker and the web manifest (web/vite.config.ts), named though default-src allows them.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = 'max-age=63072000; includeSubDomains; preload';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'strict-transport-security': HSTS,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
  };
}
