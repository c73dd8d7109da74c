import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deal } from '@shared/api-types';
import { dealPagePath, excerpt, scriptJson, type PageHead } from '@shared/page-head';
import {
  APP_SHELL,
  escapeHtml,
  ORIGIN_PLACEHOLDER,
  PAGE_DATA_ID,
  PAGE_MARKERS,
  preloadHints,
  ROUTE_CHUNKS_FILE,
  withHead,
  type PageData,
  type RouteChunks,
} from '@shared/page-shells';
import { formatPrice } from '@shared/price-format';

/**
 * The deal page as crawlers and link previews read it (docs/architecture.md#server-rendered-deal-pages):
 * the built app.html with the deal's head (title, description, canonical URL, Open Graph,
 * Twitter card, Product JSON-LD), the deal itself painted in the page (the app replaces it with
 * the same layout), its data inlined for the app, and the deal page's chunk preloaded.
 */

/** The files the handler renders from (`bundleHandlers` copies them beside its bundle). */
export const SHELL_FILES = { html: APP_SHELL, chunks: ROUTE_CHUNKS_FILE } as const;

interface Shell {
  html: string;
  chunks: RouteChunks;
}

async function readShell(): Promise<Shell> {
  // WEB_DIR locally (web/dist); in Lambda the files sit beside this bundle.
  const dir = process.env.WEB_DIR ?? dirname(fileURLToPath(import.meta.url));
  const [html, chunks] = await Promise.all([
    readFile(join(dir, SHELL_FILES.html), 'utf8'),
    readFile(join(dir, SHELL_FILES.chunks), 'utf8'),
  ]);
  if (!PAGE_MARKERS.test(html)) throw new Error(`${SHELL_FILES.html} has no <!--page--> markers`);
  return { html, chunks: JSON.parse(chunks) as RouteChunks };
}

let cached: Promise<Shell> | undefined;
/** The shell, read once per Lambda instance; locally on every request (the app may be rebuilt meanwhile). */
export function loadShell(): Promise<Shell> {
  if (process.env.WEB_DIR) return readShell();
  cached ??= readShell();
  cached.catch(() => (cached = undefined));
  return cached;
}

/** The deal, painted with the deal page's own classes so the app's first render lands on it. */
export function dealBody(deal: Deal) {
  const reduced = deal.originalPrice !== null && deal.originalPrice > deal.price;
  // The variants, as web/src/components/deals/deal-picture.tsx offers them (the original is never served).
  const variants = deal.image?.variants ?? [];
  const srcset = (format: 'webp' | 'jpeg') => escapeHtml(variants.map((v) => `${v[format]} ${v.width}w`).join(', '));
  const sizes = '(min-width: 900px) 560px, 100vw';
  const picture = variants.length
    ? `<picture class="deal-picture-frame"><source type="image/webp" srcset="${srcset('webp')}" sizes="${sizes}" />` +
      `<img class="deal-picture" srcset="${srcset('jpeg')}" sizes="${sizes}" src="${escapeHtml(variants[variants.length - 1].jpeg)}" alt="${escapeHtml(deal.title)}" width="800" height="600" fetchpriority="high" /></picture>`
    : '<div class="deal-picture deal-picture-fallback deal-picture-compact"></div>';
  return `<article class="container deal-page">
          <nav class="breadcrumb" aria-label="Fil d'Ariane"><ol>
            <li><a href="/">Accueil</a></li>
            <li><a href="/?category=${encodeURIComponent(deal.category)}">${escapeHtml(deal.category)}</a></li>
            <li aria-current="page">${escapeHtml(excerpt(deal.title, 60))}</li>
          </ol></nav>
          <div class="deal-main">
            <div class="deal-media">${picture}</div>
            <div class="deal-summary">
              <h1 class="deal-title">${escapeHtml(deal.title)}</h1>
              <p class="price price-large"><strong class="price-now">${formatPrice(deal.price)}</strong>${
                reduced ? ` <del class="price-old">${formatPrice(deal.originalPrice!)}</del>` : ''
              }</p>
              ${deal.merchant ? `<p class="deal-merchant">Chez <strong>${escapeHtml(deal.merchant)}</strong></p>` : ''}
            </div>
          </div>
          <section class="deal-description"><h2>Description</h2><p>${escapeHtml(deal.description)}</p></section>
        </article>`;
}

/** The deal page's "not found", as the app shows it. */
export const missingBody = () => `<section class="container page-narrow status-page">
          <p class="status-code" aria-hidden="true">404</p>
          <h1>Bon plan non trouvé</h1>
          <p>Ce bon plan n'existe pas ou a été supprimé par son auteur.</p>
          <div class="status-actions"><a href="/" class="button button-primary">Voir les bons plans</a></div>
        </section>`;

/** A failure's page: the app, once loaded, reads the deal itself. */
export const unavailableBody = () => `<section class="container page-narrow status-page">
          <h1>Bon plan indisponible</h1>
          <p>Une erreur est survenue, veuillez réessayer dans un instant.</p>
        </section>`;

/**
 * The shell with a page's head, body and data (without data, the app reads the deal itself), and
 * the files of the page's route preloaded (the deal page's unless `route` says another).
 */
export function renderPage(
  shell: Shell,
  page: { head: PageHead; origin: string; body: string; data?: PageData; noindex?: boolean; route?: keyof RouteChunks },
) {
  const html = withHead(shell.html.replaceAll(ORIGIN_PLACEHOLDER, page.origin), page.head, page.origin, {
    noindex: page.noindex,
  });
  const hints = preloadHints(shell.chunks[page.route ?? 'deal'], html, { cssBlocking: true });
  const data = page.data
    ? `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(page.data)}</script>\n  </body>`
    : '\n  </body>';
  // Replacer functions: a deal's text may hold `$&` and the like, which a replacement string would expand.
  return html
    .replace(/\s*<\/head>/, () => `\n    ${hints}\n  </head>`)
    .replace(PAGE_MARKERS, () => `<!--page-->${page.body}<!--/page-->`)
    .replace(/\s*<\/body>/, () => `\n    ${data}`);
}

/** The head of a deal that does not exist (or no longer). */
export const missingHead = (origin: string, id: string): PageHead => ({
  title: 'Bon plan non trouvé',
  description: "Ce bon plan n'existe pas ou a été supprimé par son auteur.",
  ogType: 'website',
  url: `${origin}${dealPagePath(id)}`,
});
