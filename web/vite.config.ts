import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { catalogue, loadLanguages } from '../shared/i18n/catalogue.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '../shared/i18n/languages.ts';
import {
  APP_SHELLS,
  languageFile,
  localizeShell,
  ORIGIN_PLACEHOLDER,
  PAGE_MARKERS,
  preloadHints,
  PWA_FILES,
  ROUTE_CHUNKS_FILE,
  STATIC_PAGE_SHELLS,
  staticPageHead,
  withHead,
  type RouteChunks,
} from '../shared/page-shells.ts';

const rr = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The shells (shared/page-shells.ts), one set per language (French at the root, Arabic in ar/):
 * index.html keeps Home's frame and preloads Home's chunk; about.html and legal.html have their
 * page emptied and their own head; app.html, for every other screen, the site's head (no
 * address) and an empty page. Each is web/index.html made into its language (`localizeShell`:
 * <html lang dir>, the frame's texts, links, the manifest) and preloads that language's
 * catalogue, which the app waits for before it renders. Beside them, per language, the offline
 * page (web/offline.html) and, but for French (vite-plugin-pwa's), the web manifest. Absolute
 * URLs use ORIGIN_PLACEHOLDER until deployed or served. route-chunks.json names the pages'
 * chunks and CSS, which their server preloads.
 */
function pageShells(): Plugin {
  return {
    name: 'page-shells',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      await loadLanguages();
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
      const html = String(index.source);
      if (!PAGE_MARKERS.test(html)) return this.error('index.html lost its <!--page--> markers');
      const chunkOf = (module: string) =>
        Object.values(bundle).find(
          (out): out is Rollup.OutputChunk => out.type === 'chunk' && !!out.facadeModuleId?.endsWith(module),
        );
      // A page's chunks (the route's, and the lazy parts it renders at once), their static imports and CSS.
      const filesOf = (...modules: string[]) => {
        const js = modules.flatMap((module) => {
          const chunk = chunkOf(module);
          if (!chunk) return this.error(`no chunk for ${module}`);
          return [chunk.fileName, ...chunk.imports];
        });
        const entry = Object.values(bundle).find(
          (out): out is Rollup.OutputChunk => out.type === 'chunk' && out.isEntry,
        );
        const css = [entry?.fileName ?? '', ...js].flatMap((f) => [
          ...((bundle[f] as Partial<Rollup.OutputChunk> | undefined)?.viteMetadata?.importedCss ?? []),
        ]);
        return { js: [...new Set(js)].map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
      };
      const chunks: RouteChunks = {
        home: filesOf('/features/home/pages/home-page.tsx', '/features/home/components/home-body.tsx'),
        deal: filesOf('/features/deals/pages/deal-page.tsx'),
        member: filesOf('/features/members/pages/member-page.tsx'),
        merchant: filesOf('/features/merchants/pages/merchant-page.tsx'),
        about: filesOf('/features/site/pages/about-page.tsx'),
        legal: filesOf('/features/site/pages/legal-page.tsx'),
        siteMap: filesOf('/features/site/pages/site-map-page.tsx'),
      };
      const offline = readFileSync(fileURLToPath(new URL('offline.html', import.meta.url)), 'utf8');
      delete bundle['index.html']; // emitted again below, in each language
      for (const lang of LANGUAGE_CODES) {
        // The language's catalogue: the app reads it before it renders (web/src/main.tsx).
        const texts = chunkOf(`/shared/i18n/${lang}.ts`);
        if (!texts) return this.error(`no chunk for the ${lang} catalogue`);
        const localized = localizeShell(html, lang).replace(
          '</head>',
          () => `<link rel="modulepreload" crossorigin href="/${texts.fileName}">\n  </head>`,
        );
        const empty = localized.replace(PAGE_MARKERS, '<!--page--><!--/page-->');
        for (const [file, page] of Object.entries(STATIC_PAGE_SHELLS)) {
          if (page.lang !== lang) continue;
          const head = staticPageHead(page.profile, page.path, ORIGIN_PLACEHOLDER, lang);
          const source =
            page.profile === 'home'
              ? localized.replace('</head>', () => `${preloadHints(chunks.home, localized)}</head>`)
              : empty;
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: withHead(source, head, ORIGIN_PLACEHOLDER, { lang }),
          });
        }
        const home = staticPageHead('home', pathInLanguage('/', lang), ORIGIN_PLACEHOLDER, lang);
        const site = withHead(empty, home, ORIGIN_PLACEHOLDER, { url: false, lang });
        this.emitFile({ type: 'asset', fileName: APP_SHELLS[lang], source: site });
        const { heads } = catalogue(lang);
        this.emitFile({
          type: 'asset',
          fileName: languageFile(PWA_FILES.offlinePage, lang),
          source: localizeShell(offline, lang, { ...heads.shell, ...heads.offline }),
        });
        if (lang !== DEFAULT_LANGUAGE) {
          this.emitFile({
            type: 'asset',
            fileName: languageFile(PWA_FILES.manifest, lang),
            source: JSON.stringify(webManifest(lang)),
          });
        }
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The web manifest of a language's installable app (`manifest.webmanifest`, `ar/manifest.webmanifest`):
 * its name and description from the catalogue, its direction, and its pages as its scope.
 */
function webManifest(lang: Language): Partial<ManifestOptions> {
  const { manifest } = catalogue(lang).heads;
  const home = pathInLanguage('/', lang);
  const scope = home.endsWith('/') ? home : `${home}/`;
  return {
    id: scope,
    name: manifest.name,
    short_name: manifest.shortName,
    description: manifest.description,
    lang: LANGUAGES[lang].tag,
    dir: LANGUAGES[lang].dir,
    start_url: scope,
    scope,
    display: 'standalone',
    // web/src/styles/base.css: --primary (the logo, index.html's theme-color) and --page.
    theme_color: '#0f766e',
    background_color: '#f6f8f7',
    categories: ['shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

const DAY_SECONDS = 24 * 60 * 60;

// The worker's Cache Storage, as the functions below use it: this file is type-checked without
// the DOM's types, and those functions run only in the worker.
interface WorkerCache {
  match(request: Request | string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
  keys(): Promise<readonly Request[]>;
  delete(request: Request): Promise<boolean>;
}
declare const caches: {
  open(name: string): Promise<WorkerCache>;
  match(request: string, options?: { ignoreSearch?: boolean }): Promise<Response | undefined>;
};

/**
 * The installable app (docs/architecture.md#installable-app-pwa): the web manifest, linked from
 * every shell, and a service worker (Workbox's generateSW, production builds only) that
 * - precaches the app: every built script and stylesheet, the shells (`/`, `/about` and `/legal`
 *   are served from there, whatever their query), the offline page, the icons;
 * - keeps the last screens visited (network first) for when the network is down; then, for a
 *   screen never kept, the app's shell if the deal it shows was kept, else the offline page;
 * - keeps the last public answers those screens read (network first, or the kept one after a few
 *   seconds without an answer), only for requests without a token: a member's answers carry their
 *   votes and stars. A member's public reads go to the network and, when it fails, get the guest
 *   answer kept for the same address (refreshed as they read). Any other API call, and anything
 *   but GET, goes straight to the network;
 * - waits for every tab to close before it takes over (web/src/app/update-prompt.tsx offers a
 *   reload meanwhile).
 * The functions below run in the worker (Workbox writes their source into it): they cannot use
 * anything from this file.
 */
const pwa = () =>
  VitePWA({
    registerType: 'prompt',
    // Registered with workbox-window by the lazy update prompt (web/src/app/update-prompt.tsx), after the page has loaded.
    injectRegister: false,
    filename: PWA_FILES.worker,
    manifestFilename: PWA_FILES.manifest,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png', 'offline.js'],
    manifest: webManifest(DEFAULT_LANGUAGE),
    workbox: {
      // The shells and offline pages of every language (`ar/*.html`).
      globPatterns: [
        'assets/*.{js,css}',
        '*.html',
        ...LANGUAGE_CODES.filter((lang) => LANGUAGES[lang].prefix).map((lang) => languageFile('*.html', lang)),
      ],
      inlineWorkboxRuntime: true,
      // No fallback to one shell: screens other than the precached shells go to the network.
      navigateFallback: null,
      // `/?city=oran&sort=hot` is `/`'s shell too (the precache ignores every query).
      ignoreURLParametersMatching: [/.*/],
      // But `/` is not index.html: Home is rendered by the server (with its deals), so its
      // navigations go to the pages' cache below, not to the precached shell.
      directoryIndex: '',
      clientsClaim: true,
      skipWaiting: false,
      navigationPreload: true,
      runtimeCaching: [
        {
          // Screens (no dot in the last segment, as shared/spa-fallback.ts): the last 30 kept a week.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.mode === 'navigate' &&
            !/^\/(api|images)\//.test(url.pathname) &&
            !/\.[^/]*$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'dzdeals-pages',
            expiration: { maxEntries: 30, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // A kept screen says so on its root element (web/src/lib/offline.ts KEPT_PAGE_ATTRIBUTE):
                // on a network that fails while the phone reports one, nothing else would.
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return null;
                  const html = (await cachedResponse.text()).replace(/<html\b/i, '<html data-kept');
                  const headers = new Headers(cachedResponse.headers);
                  headers.delete('content-length');
                  const { status, statusText } = cachedResponse;
                  return new Response(html, { status, statusText, headers });
                },
                // A screen never kept (reached inside the app, its HTML never fetched): the app's
                // shell when the deal it shows was kept, so the app shows it; else the offline
                // page. Home never kept: its static shell (the app reads what it can). Each in the
                // page's language: a first segment with shells of its own (`/ar/...`) names it.
                // Names as APP_SHELL, index.html, PWA_FILES.offlinePage and languageFile; a deal's
                // read as readDeal.
                handlerDidError: async ({ request }) => {
                  const precached = (file: string) => caches.match(`/${file}`, { ignoreSearch: true });
                  const path = new URL(request.url).pathname;
                  const first = /^\/([a-z]{2,3})(?=\/|$)/.exec(path)?.[1];
                  const prefixed = !!first && !!(await precached(`${first}/app.html`));
                  const folder = prefixed ? `${first}/` : '';
                  const page = prefixed ? path.slice(first.length + 1) || '/' : path;
                  if (page === '/') {
                    const home = await precached(`${folder}index.html`);
                    if (home) return home;
                  }
                  const deal = /^\/deals\/([\w-]{16})$/.exec(page);
                  if (deal) {
                    const api = await caches.open('dzdeals-api');
                    const kept = await api.match(`/api/deals/${deal[1]}`, { ignoreVary: true });
                    const shell = kept && (await precached(`${folder}app.html`));
                    if (shell) return shell;
                  }
                  return (await precached(`${folder}offline.html`)) ?? Response.error();
                },
              },
            ],
          },
        },
        {
          // The public reads of the list and deal screens, a guest's only (no Authorization).
          // A deal id is 16 base64url characters (shared/ids.ts).
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            !request.headers.has('authorization') &&
            /^\/api\/(config|deals(\/(search|cities|categories|[\w-]{16}(\/comments)?))?)$/.test(url.pathname),
          handler: 'NetworkFirst',
          method: 'GET',
          options: {
            cacheName: 'dzdeals-api',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // A kept answer says so (web/src/lib/offline.ts KEPT_ANSWER_HEADER): the page tells the reader.
                cachedResponseWillBeUsed: async ({ cachedResponse }) => {
                  if (!cachedResponse) return null;
                  const headers = new Headers(cachedResponse.headers);
                  headers.set('x-dzdeals-kept', '1');
                  const { status, statusText } = cachedResponse;
                  return new Response(cachedResponse.body, { status, statusText, headers });
                },
              },
            ],
          },
        },
        {
          // The same public reads by a member (with Authorization): their answer carries their
          // votes and stars, so it goes to the network and is never kept. Offline, the guest
          // answer of the same address stands in (marked as kept). That guest copy is refreshed
          // after a member's read succeeds, without the token, at most once a minute per address.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin &&
            request.headers.has('authorization') &&
            /^\/api\/(config|deals(\/(search|cities|categories|[\w-]{16}(\/comments)?))?)$/.test(url.pathname),
          method: 'GET',
          handler: async ({ request, event }) => {
            const MINUTE = 60_000;
            const WEEK = 7 * 24 * 60 * MINUTE;
            const MAX_KEPT = 80;
            // No token, no cookie: the answer anyone gets.
            const guest = new Request(request.url, { headers: { Accept: 'application/json' }, credentials: 'omit' });
            const keptCopy = async () => (await caches.open('dzdeals-api')).match(guest, { ignoreVary: true });
            const ageOf = (res: Response) => Date.now() - (Date.parse(res.headers.get('date') ?? '') || Date.now());
            let answer: Response;
            try {
              answer = await fetch(request);
            } catch {
              const copy = await keptCopy();
              if (!copy || ageOf(copy) > WEEK) return Response.error();
              const headers = new Headers(copy.headers);
              headers.set('x-dzdeals-kept', '1');
              return new Response(copy.body, { status: copy.status, statusText: copy.statusText, headers });
            }
            if (answer.ok) {
              const refresh = (async () => {
                const copy = await keptCopy();
                if (copy && ageOf(copy) < MINUTE) return;
                const fresh = await fetch(guest);
                if (fresh.status !== 200) return;
                const cache = await caches.open('dzdeals-api');
                await cache.put(guest, fresh);
                // Entries written here escape the route above's expiration: the oldest go past MAX_KEPT.
                const keys = await cache.keys();
                for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT))) await cache.delete(old);
              })().catch(() => undefined);
              (event as unknown as { waitUntil?: (done: Promise<unknown>) => void } | undefined)?.waitUntil?.(refresh);
            }
            return answer;
          },
        },
      ],
    },
  });

/**
 * The server renderer's build (`vite build --ssr`, web/src/entry-server.tsx): one self-contained
 * ES module in web/dist-server (React, the router and the app inside), which the page handlers
 * import (functions/site/render-page.ts); Lambda gets it beside their bundles (infra/aws/bundle.ts).
 */
const serverBuild = {
  ssr: { noExternal: true as const, target: 'node' as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: true,
    copyPublicDir: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)),
      output: { entryFileNames: '[name].mjs', codeSplitting: false },
    },
  },
};

const clientBuild = {
  // Every browser we serve supports <link rel="modulepreload">: no polyfill in the first bundle.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in one long-cached chunk; left alone, the bundler merges lazy-only
        // modules into that shared chunk and so into the first load.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
};

/** The client's build or the server renderer's. */
const config = (mode: string, isSsrBuild: boolean) => ({
  plugins: isSsrBuild ? [react()] : [react(), pageShells(), pwa()],
  resolve: {
    // @shared/… and @web/… come from tsconfig.base.json's paths.
    tsconfigPaths: true,
    // react-router's package exports only its development build; production drops its dev warnings.
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: rr('index.mjs') },
            { find: /^react-router\/dom$/, replacement: rr('dom-export.mjs') },
          ]
        : [],
  },
  ...(isSsrBuild ? serverBuild : clientBuild),
});

export default defineConfig(async ({ mode, isSsrBuild }) => {
  // The shells and manifests are written in every language (pageShells, webManifest).
  await loadLanguages();
  return config(mode, !!isSsrBuild);
});
