import { inject } from 'vitest';
import type { PageData } from '@shared/page-shells';

// Pages as a crawler or a link preview reads them: plain HTTP, no script.

/** GET a page of the local stack: its status, headers and HTML. */
export async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${inject('baseUrl')}${path}`, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The content of `<meta {attr}="{key}" content="…">`, HTML entities left as they are. */
export const metaOf = (html: string, key: string) =>
  [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes(`"${key}"`))
    ?.match(/content="([^"]*)"/)?.[1];

/** `<link rel="canonical">`'s address, if the page has one. */
export const canonicalOf = (html: string) => html.match(/<link\b[^>]*\brel="canonical" href="([^"]*)"/)?.[1];

/** The page's <title>. */
export const titleOf = (html: string) => decode(html.match(/<title[^>]*>([^<]*)<\/title>/)![1]);

/** HTML text with the entities React and our shells write turned back into characters. */
export const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!,
  );

/** The JSON of the page's first `<script type="{type}">`. */
export const jsonScript = (html: string, type: string) =>
  JSON.parse(html.match(new RegExp(`<script[^>]*type="${type.replace('+', '\\+')}"[^>]*>([\\s\\S]*?)</script>`))![1]);

/** What a server-rendered page inlined for the app. */
export const pageDataOf = (html: string) => jsonScript(html, 'application/json') as PageData;
