import { catalogue } from './i18n/catalogue.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  type Language,
} from './i18n/languages.ts';
import {
  imageUrlOf,
  languageAlternates,
  ogLocales,
  pageTitle,
  scriptJson,
  type PageHead,
  type SeoProfile,
} from './page-head.ts';
import { SITE } from './site.ts';

/**
 * The HTML shells the build writes (web/vite.config.ts) and the servers fill, one set per
 * language: index.html holds Home's frame, and the other shells an empty page, between these
 * markers; route-chunks.json names the files of the routes whose chunks a shell preloads.
 */
export const PAGE_MARKERS = /<!--page-->[\s\S]*?<!--\/page-->/;

/**
 * A file of a language's set: the default language's at the root (`app.html`), another's in the
 * folder of its path prefix (`ar/app.html`), so `/ar/...` finds its own.
 */
export const languageFile = (file: string, lang: Language) => {
  const { prefix } = LANGUAGES[lang];
  return prefix ? `${prefix.slice(1)}/${file}` : file;
};

/** The shell of every other screen: the site's head, an empty page (French; each language has its own, APP_SHELLS). */
export const APP_SHELL = 'app.html';

/** The app's shell of each language: `app.html`, `ar/app.html`. */
export const APP_SHELLS = Object.fromEntries(
  LANGUAGE_CODES.map((lang) => [lang, languageFile(APP_SHELL, lang)]),
) as Record<Language, string>;

/** The app's shell for a page at `path`, by the language of its path. */
export const appShellOf = (path: string) => APP_SHELLS[languageOfPath(path)];

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
export const PAGE_FILES: readonly string[] = [...Object.values(APP_SHELLS), ROUTE_CHUNKS_FILE, SERVER_ENTRY];

export interface ChunkFiles {
  /** The route's chunk first, then its static imports (paths from the site's root). */
  js: string[];
  css: string[];
}

/** The server-rendered pages, by their route's id (web/src/app/routes.tsx). */
export type RenderedRoute = 'home' | 'deal' | 'member' | 'merchant' | 'about' | 'legal' | 'siteMap';

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

/** The static pages whose shell carries their own head, by their shell and path in the default language. */
const STATIC_PAGES: readonly { file: string; path: string; profile: SeoProfile }[] = [
  { file: 'index.html', path: '/', profile: 'home' },
  { file: 'about.html', path: '/about', profile: 'about' },
  { file: 'legal.html', path: '/legal', profile: 'legal' },
  { file: 'plan-du-site.html', path: '/plan-du-site', profile: 'siteMap' },
];

/**
 * The static pages' shells in every language, by shell file (`ar/about.html`), with the page's
 * path in that language (`/ar/about`); shared/spa-fallback.ts serves them.
 */
export const STATIC_PAGE_SHELLS: Record<string, { path: string; profile: SeoProfile; lang: Language }> =
  Object.fromEntries(
    LANGUAGE_CODES.flatMap((lang) =>
      STATIC_PAGES.map((page) => [
        languageFile(page.file, lang),
        { path: pathInLanguage(page.path, lang), profile: page.profile, lang },
      ]),
    ),
  );

/**
 * The installable app's files beside the shells (web/vite.config.ts writes them): the web
 * manifest every shell links to, the service worker, and the page it shows offline for a page it
 * has not kept (web/offline.html). The manifest and the offline page exist in each language
 * (`languageFile`: `ar/manifest.webmanifest`, `ar/offline.html`); the worker is one. Served
 * revalidated (`no-cache`), never long-cached: a stale worker would hold the site back a version.
 */
export const PWA_FILES = {
  manifest: 'manifest.webmanifest',
  worker: 'sw.js',
  offlinePage: 'offline.html',
} as const;

/** The head of a static page in `lang` (at its path in that language), on the site served from `origin`. */
export function staticPageHead(
  profile: SeoProfile,
  path: string,
  origin: string,
  lang: Language = DEFAULT_LANGUAGE,
): PageHead {
  const { title, description } = catalogue(lang).heads.profiles[profile];
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
 * `html` with its head tags replaced by a page's in `lang`: title, description, canonical URL and
 * the page's versions in every language (hreflang; or noindex), Open Graph (its locale and the
 * others') and Twitter tags with absolute URLs, and its JSON-LD. `url: false` leaves out the
 * page's address (a shell served at many). The same tags as web/src/lib/seo.tsx renders.
 */
export function withHead(
  html: string,
  head: PageHead,
  origin: string,
  { noindex = false, url = true, lang = DEFAULT_LANGUAGE }: { noindex?: boolean; url?: boolean; lang?: Language } = {},
) {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta data-default ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const link = (rel: string, href: string, hreflang?: string) =>
    `<link data-default rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(href)}" />`;
  const title = pageTitle(head.title);
  const locales = ogLocales(lang);
  const addressed = url && !noindex;
  const tags = [
    `<title data-default>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(addressed ? [link('canonical', head.url)] : []),
    ...(addressed ? languageAlternates(head.url).map((alt) => link('alternate', alt.href, alt.hreflang)) : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:locale', locales.locale),
    ...locales.alternates.map((locale) => meta('property', 'og:locale:alternate', locale)),
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

/** A text of a shell or of the offline page: `{{searchLabel}}`, a key of the catalogue's `heads`' texts for it. */
const SHELL_TEXT = /\{\{(\w+)\}\}/g;

/**
 * An HTML page of the build (web/index.html, web/offline.html) made into `lang`'s: `<html lang
 * dir>`, its `{{key}}` placeholders from `texts` (by default the catalogue's `heads.shell`), its
 * links to the site's pages (`href`, `action` in <body>) in that language, and that language's
 * web manifest. Throws on a placeholder `texts` lacks.
 */
export function localizeShell(html: string, lang: Language, texts: object = catalogue(lang).heads.shell) {
  const { tag, dir } = LANGUAGES[lang];
  const text = texts as Record<string, unknown>;
  const manifest = `href="/${PWA_FILES.manifest}"`;
  return html
    .replace(/<html\b[^>]*>/, `<html lang="${tag}" dir="${dir}">`)
    .replace(SHELL_TEXT, (_, key: string) => {
      if (typeof text[key] !== 'string') throw new Error(`a shell names {{${key}}}, which its texts lack`);
      return escapeHtml(text[key]);
    })
    .replace(/<body\b[\s\S]*<\/body>/, (body) =>
      body.replace(
        /\b(href|action)="(\/[^"]*)"/g,
        (_, attr: string, path: string) => `${attr}="${pathInLanguage(path, lang)}"`,
      ),
    )
    .replaceAll(manifest, `href="/${languageFile(PWA_FILES.manifest, lang)}"`);
}
