import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { APP_SHELL, ROUTE_CHUNKS_FILE, type RouteChunks } from '@shared/page-shells';

/** Initial JavaScript of Home <= 110 KB gzip (shared/DESIGN.md section 6), printed by `npm run bench:web`. */
export const INITIAL_JS_BUDGET_BYTES = 110_000;

/**
 * The ceiling `npm test` holds the same measure to (tests/e2e/bundle-budget.test.ts): a guard
 * against a large regression, not the budget, which a benchmark checks (DESIGN.md section 6).
 * It counts what a server-rendered Home hydrates with (the list's chunks too) and the page's
 * language's catalogue (each language's whole interface, About and Legal included: 20 KB in
 * French, 26 KB in Arabic): about 166 KB today in Arabic. Splitting the catalogues by feature
 * (each screen's texts with its chunk) is the next step down.
 */
export const INITIAL_JS_CEILING_BYTES = 170_000;

/** The built web app (`npm run build:web`). */
export const WEB_DIST = resolve(import.meta.dirname, '../../web/dist');

/**
 * The JS the browser loads before Home is interactive: the module scripts of Home's HTML, what it
 * module-preloads, the chunks Home hydrates with (route-chunks.json: a server-rendered Home
 * preloads them, an app shell's router loads them before the first screen), the catalogue of the
 * page's language (the app awaits it before it renders: web/src/main.tsx), and their static
 * imports. Keyed by path under the dist dir. `html` is Home's page as served (the bundle test and
 * `npm run bench:web` fetch it from the stack); without it, the app's shell. Shared by the bundle
 * test (tests/e2e) and the bench.
 */
export async function initialScripts(dist = WEB_DIST, html?: string, lang: Language = DEFAULT_LANGUAGE) {
  const chunks = JSON.parse(await readFile(join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
  html ??= await readFile(join(dist, APP_SHELL), 'utf8');
  const queue = [
    ...[
      ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
      ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"[^>]*\btype="module"/g),
      ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
      ...html.matchAll(/<link\b[^>]*\bhref="\/([^"]+)"[^>]*\brel="modulepreload"/g),
    ].map((m) => m[1]),
    ...chunks.home.js.map((file) => file.slice(1)),
    await catalogueChunk(dist, lang),
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

/**
 * A language's catalogue chunk (shared/i18n/<lang>.ts, loaded on its own by LANGUAGES[lang].load):
 * the bundler names it after its module, `assets/<lang>-<hash>.js`.
 */
export async function catalogueChunk(dist: string, lang: Language) {
  const found = (await readdir(join(dist, 'assets'))).filter((file) =>
    new RegExp(`^${lang}-[\\w-]{8}\\.js$`).test(file),
  );
  // None: the catalogue is bundled with other code, so it no longer loads on its own.
  if (found.length !== 1) throw new Error(`expected one chunk of its own for the ${lang} catalogue, found [${found}]`);
  return `assets/${found[0]}`;
}

/** {@link initialScripts} measured: each chunk's raw and gzip bytes, and the gzip total. */
export async function initialScriptSizes(dist = WEB_DIST, html?: string, lang: Language = DEFAULT_LANGUAGE) {
  const chunks = [...(await initialScripts(dist, html, lang))].map(([file, code]) => ({
    file,
    raw: code.length,
    gzip: gzipSync(code).length,
  }));
  return { chunks, gzipTotal: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}
