import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL, ROUTE_CHUNKS_FILE, type RouteChunks } from '@shared/page-shells';

/** Initial JavaScript of Home <= 110 KB gzip (shared/DESIGN.md section 6), printed by `npm run bench:web`. */
export const INITIAL_JS_BUDGET_BYTES = 110_000;

/**
 * The ceiling `npm test` holds the same measure to (tests/e2e/bundle-budget.test.ts): a guard
 * against a large regression, not the budget, which a benchmark checks (DESIGN.md section 6).
 * It counts what a server-rendered Home hydrates with (the list's chunks too): 136 KB today.
 */
export const INITIAL_JS_CEILING_BYTES = 140_000;

/** The built web app (`npm run build:web`). */
export const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

/**
 * The JS the browser loads before Home is interactive: the module scripts of Home's HTML, what it
 * module-preloads (a server-rendered Home preloads the chunks it hydrates with), and their static
 * imports. Keyed by path under the dist dir. `html` is Home's page as served (`npm run bench:web`
 * fetches it from the stack); without it, the app's shell and the chunks the server preloads for
 * Home (route-chunks.json). Shared by the bundle test (tests/e2e) and the bench.
 */
export async function initialScripts(dist = WEB_DIST, html?: string) {
  const chunks = JSON.parse(await readFile(join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  const preloaded = html === undefined ? chunks.home.js.map((file) => file.slice(1)) : [];
  html ??= await readFile(join(dist, APP_SHELL), 'utf8');
  const queue = [
    ...[
      ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
      ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"[^>]*\btype="module"/g),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
      ...html.matchAll(/<link\b[^>]*\bhref="\/([^"]+)"[^>]*\brel="modulepreload"/g),
    ].map((m) => m[1]),
    ...preloaded,
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
