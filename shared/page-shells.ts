import { imageUrlOf, pageTitle, scriptJson, SEO_PROFILES, type PageHead, type SeoProfile } from './page-head.ts';
import { SITE } from './site.ts';

/**
 * The HTML shells the build writes (web/vite.config.ts) and the servers fill: index.html holds
 * Home's frame, and the other shells an empty page, between these markers; route-chunks.json
 * names the files of the routes whose chunks a shell preloads.
 */
export const PAGE_MARKERS = /<!--page-->[\s\S]*?<!--\/page-->/;

/** The shell of every other screen: the site's head, an empty page. */
export const APP_SHELL = 'app.html';

/** The app's element in every shell: a server-rendered page puts its markup there. */
export const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;

/** The server renderer's module (web/src/entry-server.tsx) as built, from the built app's folder (web/dist). */
export const SERVER_ENTRY = '../dist-server/entry-server.mjs';

/** The build's list of route chunks (below), beside the shells. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/**
 * What the page handlers (functions/site/render-page.ts) render from, from the built app's
 * folder; in Lambda each sits beside their bundle under its own name (infra/aws/bundle.ts).
 */
export const PAGE_FILES = [APP_SHELL, ROUTE_CHUNKS_FILE, SERVER_ENTRY] as const;

export interface ChunkFiles {
  /** The route's chunk first, then its static imports (paths from the site's root). */
  js: string[];
  css: string[];
}

/** The server-rendered pages, by their route's id (web/src/app/routes.tsx). */
export type RenderedRoute = 'home' | 'deal' | 'member' | 'about' | 'legal';

export type RouteChunks = Record<RenderedRoute, ChunkFiles>;

/**
 * Link tags that fetch a route's files with the page rather than after the entry asks for them,
 * leaving out what `html` already loads. Its CSS is preloaded, or, with `cssBlocking`, applied at
 * once (for markup of that route already in the page).
 */
export function preloadHints(files: ChunkFiles, html: string, { cssBlocking = false } = {}) {
  const fresh = (file: string) => !html.includes(`"${file}"`);
  return [
    ...files.js.filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`),
    ...files.css
      .filter(fresh)
      .map((f) =>
        cssBlocking ? `<link rel="stylesheet" href="${f}" />` : `<link rel="preload" as="style" href="${f}" />`,
      ),
  ].join('');
}

/** The id of the inline data script of a server-rendered page, which the app reads at start-up. */
export const PAGE_DATA_ID = 'page-data';

/** A read the server made for a page that failed: what the app shows in its place. */
export interface InlineError {
  status: number;
  message: string;
}

/**
 * What a server-rendered page carries for the app (functions/site/render-page.ts): the answers
 * its loaders read, by SWR key (the API path), read as a guest; the reads that failed; the
 * router's loader data; and when it was rendered.
 */
export interface PageData {
  entries: Record<string, unknown>;
  errors: Record<string, InlineError>;
  loaderData: Record<string, unknown>;
  renderedAt: number;
}

/**
 * The origin the build writes into the shells' absolute URLs (og:image, og:url, canonical): the
 * site's own origin replaces it when they are deployed (infra/aws/constructs/web.ts) or served
 * (the local server, the deal page's handler).
 */
export const ORIGIN_PLACEHOLDER = 'https://origin.dzdeals.invalid';

/** The static pages whose shell carries their own head, by shell file (shared/spa-fallback.ts serves them). */
export const STATIC_PAGE_SHELLS: Record<string, { path: string; profile: SeoProfile }> = {
  'index.html': { path: '/', profile: 'home' },
  'about.html': { path: '/about', profile: 'about' },
  'legal.html': { path: '/legal', profile: 'legal' },
};

/**
 * The installable app's files beside the shells (web/vite.config.ts writes them): the web
 * manifest every shell links to, the service worker, and the page it shows offline for a page it
 * has not kept (web/public). Served revalidated (`no-cache`), never long-cached: a stale worker
 * would hold the site back a version.
 */
export const PWA_FILES = {
  manifest: 'manifest.webmanifest',
  worker: 'sw.js',
  offlinePage: 'offline.html',
} as const;

/** The head of a static page, on the site served from `origin`. */
export function staticPageHead(profile: SeoProfile, path: string, origin: string): PageHead {
  const { title, description } = SEO_PROFILES[profile];
  return { title, description, ogType: 'website', url: `${origin}${path}` };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** A shell's head tags, each marked data-default (the app removes them when it renders its own). */
const HEAD_TAGS =
  /<title\b[^>]*\bdata-default\b[^>]*>[\s\S]*?<\/title>\s*|<(?:meta|link)\b[^>]*\bdata-default\b[^>]*>\s*|<script\b[^>]*\bdata-default\b[^>]*>[\s\S]*?<\/script>\s*/g;

/** `html` without the shell's default head tags (a rendered page brings its own) nor its <noscript> note. */
export const withoutHeadDefaults = (html: string) =>
  html.replace(HEAD_TAGS, '').replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');

/**
 * `html` with its head tags replaced by a page's: title, description, canonical URL (or noindex),
 * Open Graph and Twitter tags with absolute URLs, and its JSON-LD. `url: false` leaves out the
 * page's address (a shell served at many).
 */
export function withHead(html: string, head: PageHead, origin: string, { noindex = false, url = true } = {}) {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta data-default ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const title = pageTitle(head.title);
  const tags = [
    `<title data-default>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(url && !noindex ? [`<link data-default rel="canonical" href="${escapeHtml(head.url)}" />`] : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', 'fr_DZ'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', imageUrlOf(head, origin)),
    ...(url ? [meta('property', 'og:url', head.url)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.jsonLd ? [`<script data-default type="application/ld+json">${scriptJson(head.jsonLd)}</script>`] : []),
  ].join('\n    ');
  // A replacer function: a title may hold `$&` and the like.
  return html.replace(HEAD_TAGS, '').replace(/\s*<\/head>/, () => `\n    ${tags}\n  </head>`);
}

/** A page as the server renderer gives it (web/src/entry-server.tsx). */
export interface RenderedPage {
  status: number;
  /** Tags React hoists into <head> (title, meta, canonical...). */
  head: string;
  /** The markup of #root. */
  body: string;
  data: PageData;
  /** The page's route id, for preloading its chunks. */
  route: string | undefined;
}

/**
 * The built app.html (its origin already filled in) made into a rendered page: the page's head in
 * place of the shell's defaults, its chunks and styles preloaded, its markup in #root and its
 * data inlined for the app.
 */
export function composePage(shell: string, page: RenderedPage, chunks: RouteChunks) {
  const files = chunks[page.route as RenderedRoute];
  const html = withoutHeadDefaults(shell);
  const hints = files ? preloadHints(files, html, { cssBlocking: true }) : '';
  const data = `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.data)}</script>`;
  // Replacer functions: a deal's text may hold `$&` and the like, which a replacement string would expand.
  return html
    .replace(/\s*<\/head>/, () => `\n    ${page.head}${hints}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.body}</div>`)
    .replace(/\s*<\/body>/, () => `\n    ${data}\n  </body>`);
}
