import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Initial JavaScript of Home <= 110 KB gzip (shared/DESIGN.md section 6), printed by `npm run bench:web`. */
export const INITIAL_JS_BUDGET_BYTES = 110_000;

/**
 * The ceiling `npm test` holds the same measure to (tests/e2e/bundle-budget.test.ts): a guard
 * against a large regression, not the budget, which a benchmark checks (DESIGN.md section 6).
 */
export const INITIAL_JS_CEILING_BYTES = 125_000;

/** The built web app (`npm run build:web`). */
export const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

/**
 * The JS the browser loads before the first screen of `/`: the module scripts of Home's HTML,
 * what it module-preloads, the Home route's own chunk, and their static imports. Keyed by path
 * under the dist dir. `html` is Home's page as served (`npm run bench:web` fetches it from the
 * stack); without it, the built `index.html`. Shared by the bundle test (tests/e2e) and the bench.
 */
export async function initialScripts(dist = WEB_DIST, html?: string) {
  html ??= await readFile(join(dist, 'index.html'), 'utf8');
  const home = (await readdir(join(dist, 'assets'))).filter((f) => /^home-page-[\w-]+\.js$/.test(f));
  // None: Home is in the entry or another chunk the page names (a server-rendered Home preloads its own).
  if (home.length > 1) throw new Error(`expected one home-page-*.js chunk in ${dist}/assets, found ${home.length}`);
  const queue = [
    ...[
      ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
      ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"[^>]*\btype="module"/g),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
      ...html.matchAll(/<link\b[^>]*\bhref="\/([^"]+)"[^>]*\brel="modulepreload"/g),
    ].map((m) => m[1]),
    ...home.map((file) => `assets/${file}`),
  ];
  const seen = new Map<string, Buffer>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const code = await readFile(join(dist, file));
    seen.set(file, code);
    // Static imports only (`import ... from"./x.js"` / `import"./x.js"`); dynamic import() is lazy.
    for (const m of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(join(file, '..', m[1]));
    }
  }
  return seen;
}

/** {@link initialScripts} measured: each chunk's raw and gzip bytes, and the gzip total. */
export async function initialScriptSizes(dist = WEB_DIST, html?: string) {
  const chunks = [...(await initialScripts(dist, html))].map(([file, code]) => ({
    file,
    raw: code.length,
    gzip: gzipSync(code).length,
  }));
  return { chunks, gzipTotal: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}
