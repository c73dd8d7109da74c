import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_CODES } from '../shared/i18n/languages.ts';
import {
  APP_SHELLS,
  composePage,
  ORIGIN_PLACEHOLDER,
  ROUTE_CHUNKS_FILE,
  SERVER_ENTRY,
  STATIC_PAGE_SHELLS,
  type RenderedPage,
  type RouteChunks,
} from '../shared/page-shells.ts';

// The static pages (About, Legal) rendered at build time by the server renderer, into their
// shells, in each language (`/about` in French, `/ar/about` in Arabic, into that language's app
// shell): the same components as in the browser, no data to read. Runs after both builds
// (`npm run build:web`); the origin stays the placeholder the deployment fills in.

const dist = join(import.meta.dirname, 'dist');
const { render } = (await import(pathToFileURL(join(dist, SERVER_ENTRY)).href)) as {
  render(url: string, opts: { origin: string; fetch: typeof fetch }): Promise<RenderedPage | { location: string }>;
};
const [shells, chunks] = await Promise.all([
  Promise.all(
    LANGUAGE_CODES.map(async (lang) => [lang, await readFile(join(dist, APP_SHELLS[lang]), 'utf8')] as const),
  ),
  readFile(join(dist, ROUTE_CHUNKS_FILE), 'utf8').then((text) => JSON.parse(text) as RouteChunks),
]);
const shellOf = Object.fromEntries(shells);
const noReads: typeof fetch = (input) => Promise.reject(new Error(`a static page read ${String(input)}`));
for (const [file, { path, profile, lang }] of Object.entries(STATIC_PAGE_SHELLS)) {
  if (profile === 'home') continue; // Home is rendered on each request (functions/site/render-home-page.ts).
  const page = await render(path, { origin: ORIGIN_PLACEHOLDER, fetch: noReads });
  if ('location' in page || page.status !== 200) throw new Error(`prerendering ${path} failed`);
  await writeFile(join(dist, file), composePage(shellOf[lang], page, chunks));
}

// The renderer keeps nothing open on purpose, but a build must never wait on a stray handle.
process.exit(0);
