import { GUEST_ONLY_PATHS } from './paths';

/**
 * The `redirect` target after sign-in, when it is a path of this site; null otherwise (absent,
 * another origin, a protocol-relative `//host` or backslash trick, or a guests-only page).
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  try {
    const here = window.location.origin;
    const url = new URL(target, here);
    if (url.origin !== here) return null;
    if (GUEST_ONLY_PATHS.includes(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
