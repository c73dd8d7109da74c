import type { Deal } from './api-types';

/**
 * The HTML shells the build writes (web/vite.config.ts) and the servers fill: index.html holds
 * Home's frame and app.html an empty page, both between these markers; route-chunks.json names
 * the files of the routes whose chunks a shell preloads.
 */
export const PAGE_MARKERS = /<!--page-->[\s\S]*?<!--\/page-->/;

export interface ChunkFiles {
  /** The route's chunk first, then its static imports (paths from the site's root). */
  js: string[];
  css: string[];
}

export interface RouteChunks {
  home: ChunkFiles;
  deal: ChunkFiles;
}

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

/** What a server-rendered deal page carries for the app: the deal (as a guest sees it), or the id of none. */
export type PageData = { deal: Deal } | { missingDeal: string };
