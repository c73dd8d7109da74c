import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  APP_SHELL,
  composePage,
  ORIGIN_PLACEHOLDER,
  ROUTE_CHUNKS_FILE,
  SERVER_ENTRY,
  STATIC_PAGE_SHELLS,
  type RenderedPage,
  type RouteChunks,
} from '../shared/page-shells.ts';

// The static pages (About, Legal) rendered at build time by the server renderer, into their
// shells: the same components as in the browser, no data to read. Runs after both builds
// (`npm run build:web`); the origin stays the placeholder the deployment fills in.

const dist = join(import.meta.dirname, 'dist');
const { render } = (await import(pathToFileURL(join(dist, SERVER_ENTRY)).href)) as {
  render(url: string, opts: { origin: string; fetch: typeof fetch }): Promise<RenderedPage | { location: string }>;
};
const [shell, chunks] = await Promise.all([
  readFile(join(dist, APP_SHELL), 'utf8'),
  readFile(join(dist, ROUTE_CHUNKS_FILE), 'utf8').then((text) => JSON.parse(text) as RouteChunks),
]);
const noReads: typeof fetch = (input) => Promise.reject(new Error(`a static page read ${String(input)}`));
for (const [file, { path }] of Object.entries(STATIC_PAGE_SHELLS)) {
  if (path === '/') continue; // Home is rendered on each request (functions/site/render-home-page.ts).
  const page = await render(path, { origin: ORIGIN_PLACEHOLDER, fetch: noReads });
  if ('location' in page || page.status !== 200) throw new Error(`prerendering ${path} failed`);
  await writeFile(join(dist, file), composePage(shell, page, chunks));
}

// The renderer keeps nothing open on purpose, but a build must never wait on a stray handle.
process.exit(0);
