import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL, ROUTE_CHUNKS_FILE, type RouteChunks } from '@shared/page-shells';

/** Initial JavaScript <= 125 KB gzip (React, the router and SWR weigh about 108 KB of it). */
export const INITIAL_JS_BUDGET_BYTES = 125_000;

/** The built web app (`npm run build:web`). */
export const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

/**
 * The JS the browser loads before Home is interactive: the entry and what the shell preloads,
 * the chunks the server-rendered page preloads for hydration (route-chunks.json's `home`), and
 * their static imports. Keyed by path under the dist dir. Shared by the bundle budget test
 * (tests/e2e) and `npm run bench:web`.
 */
export async function initialScripts(dist = WEB_DIST) {
  const html = await readFile(join(dist, APP_SHELL), 'utf8');
  const chunks = JSON.parse(await readFile(join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  const queue = [
    ...[
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
    ].map((m) => m[1]),
    ...chunks.home.js.map((file) => file.slice(1)),
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
export async function initialScriptSizes(dist = WEB_DIST) {
  const chunks = [...(await initialScripts(dist))].map(([file, code]) => ({
    file,
    raw: code.length,
    gzip: gzipSync(code).length,
  }));
  return { chunks, gzipTotal: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}
