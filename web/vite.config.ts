import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import {
  APP_SHELL,
  ORIGIN_PLACEHOLDER,
  PAGE_MARKERS,
  preloadHints,
  ROUTE_CHUNKS_FILE,
  STATIC_PAGE_SHELLS,
  staticPageHead,
  withHead,
  type RouteChunks,
} from '../shared/page-shells.ts';

const rr = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The shells (shared/page-shells.ts): index.html keeps Home's frame and preloads Home's chunk;
 * about.html and legal.html have their page emptied and their own head; app.html, for every
 * other screen, the site's head (no address) and an empty page. Absolute URLs use
 * ORIGIN_PLACEHOLDER until deployed or served. route-chunks.json names the deal page's chunk and
 * CSS, which its server preloads.
 */
function pageShells(): Plugin {
  return {
    name: 'page-shells',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('index.html is not in the bundle');
      const html = String(index.source);
      if (!PAGE_MARKERS.test(html)) return this.error('index.html lost its <!--page--> markers');
      const filesOf = (page: string) => {
        const chunk = Object.values(bundle).find(
          (out): out is Rollup.OutputChunk => out.type === 'chunk' && !!out.facadeModuleId?.endsWith(page),
        );
        if (!chunk) return this.error(`no chunk for ${page}`);
        const js = [chunk.fileName, ...chunk.imports];
        const css = js.flatMap((f) => [
          ...((bundle[f] as Partial<Rollup.OutputChunk>).viteMetadata?.importedCss ?? []),
        ]);
        return { js: js.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
      };
      const chunks: RouteChunks = {
        home: filesOf('/features/home/pages/home-page.tsx'),
        deal: filesOf('/features/deals/pages/deal-page.tsx'),
      };
      const empty = html.replace(PAGE_MARKERS, '<!--page--><!--/page-->');
      for (const [file, page] of Object.entries(STATIC_PAGE_SHELLS)) {
        const head = staticPageHead(page.profile, page.path, ORIGIN_PLACEHOLDER);
        const home = page.path === '/';
        const source = home ? html.replace('</head>', `${preloadHints(chunks.home, html)}</head>`) : empty;
        if (home) delete bundle[file]; // emitted again below, with its head
        this.emitFile({ type: 'asset', fileName: file, source: withHead(source, head, ORIGIN_PLACEHOLDER) });
      }
      const site = withHead(empty, staticPageHead('home', '/', ORIGIN_PLACEHOLDER), ORIGIN_PLACEHOLDER, {
        url: false,
      });
      this.emitFile({ type: 'asset', fileName: APP_SHELL, source: site });
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), pageShells()],
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
}));
