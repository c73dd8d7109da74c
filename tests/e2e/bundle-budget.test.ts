import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = resolve(import.meta.dirname, '../../web/dist');
/** Initial JavaScript <= 125 KB gzip (React, the router and SWR weigh about 108 KB of it). */
const BUDGET_BYTES = 125_000;

/**
 * The JS the browser loads before the first screen of `/`: the entry, what index.html preloads,
 * the Home route's own chunk, and their static imports.
 */
async function initialScripts() {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const home = (await readdir(join(DIST, 'assets'))).filter((f) => /^home-page-[\w-]+\.js$/.test(f));
  expect(home).toHaveLength(1);
  const queue = [
    ...[
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
    ].map((m) => m[1]),
    `assets/${home[0]}`,
  ];
  const seen = new Map<string, Buffer>();
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    const code = await readFile(join(DIST, file));
    seen.set(file, code);
    // Static imports only (`import ... from"./x.js"` / `import"./x.js"`); dynamic import() is lazy.
    for (const m of code.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      queue.push(join(file, '..', m[1]));
    }
  }
  return seen;
}

describe('web bundle', () => {
  it('loads at most 125 KB of gzipped JavaScript before the first screen of Home', async () => {
    const scripts = await initialScripts();
    expect(scripts.size).toBeGreaterThan(0);
    const sizes = [...scripts].map(([file, code]) => [file, gzipSync(code).length] as const);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(`initial JS: ${(total / 1000).toFixed(1)} kB gzip`, Object.fromEntries(sizes));
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
