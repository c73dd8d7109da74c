/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, languageOfPath, LANGUAGES, type Language } from '@shared/i18n/languages';
import type { InlineError, PageData, RenderedPage } from '@shared/page-shells';
import { routes } from './app/routes';
import { ApiError, setTransport } from './lib/api-client';
import { PageDataProvider, seededCache } from './lib/page-data';
import type { Load, ServerReads } from './lib/page-reads';
import { setServerOrigin } from './lib/site-origin';

/**
 * The server renderer: a page of the app rendered by the same components and routes the browser
 * runs, for a guest (functions/site/render-page.ts serves it). The routes' loaders name the API
 * reads the page needs; `fetch` answers them in the server's own process.
 */

/** A redirect the router asked for (a merchant page asked by an alias's slug: a 301 to its merchant's). */
export interface RenderedRedirect {
  status: number;
  location: string;
}

const TIMEOUT_MS = 8_000;

// Renders run concurrently in one process (the local server): each speaks its own page's language.
const renderLanguage = new AsyncLocalStorage<Language>();
setLanguageSource(() => renderLanguage.getStore() ?? DEFAULT_LANGUAGE);

/** The whole page once every lazy part and read is done (crawlers and previews get it all). */
async function renderToString(node: ReactNode): Promise<string> {
  // A component that throws fails the page: no half a page.
  let failure: unknown;
  const { prelude } = await prerender(node, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    // One piece: React would otherwise move large boundaries to the end, behind inline scripts the CSP forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void (failure ??= error),
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return new Response(prelude).text();
}

/** React's hoisted tags come first in a partial render's output: they go to <head>. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/**
 * Renders `url` (path and query) for a guest on the site served from `origin`. `fetch` answers
 * the API's reads (a `Request`-like call to `/api/...`).
 */
export async function render(
  url: string,
  { origin, fetch }: { origin: string; fetch: typeof globalThis.fetch },
): Promise<RenderedPage | RenderedRedirect> {
  const language = languageOfPath(new URL(url, origin).pathname);
  await loadLanguage(language);
  return renderLanguage.run(language, () => renderIn(language, url, { origin, fetch }));
}

async function renderIn(
  language: Language,
  url: string,
  { origin, fetch }: { origin: string; fetch: typeof globalThis.fetch },
): Promise<RenderedPage | RenderedRedirect> {
  const renderedAt = Date.now();
  setServerOrigin(origin);
  setTransport(fetch);

  const entries: Record<string, unknown> = {};
  const errors: Record<string, InlineError> = {};
  let status = 200;
  const load: Load = async (key, read, opts) => {
    try {
      const data = await read();
      entries[key] = data;
      return data;
    } catch (err) {
      const failure = err instanceof ApiError ? err : new ApiError('', 500);
      errors[key] = { status: failure.status || 503, message: failure.message };
      if (opts?.main && status === 200) status = failure.status || 503;
      return undefined;
    }
  };

  const handler = createStaticHandler(routes, { basename: LANGUAGES[language].prefix || undefined });
  const context = await handler.query(new Request(new URL(url, origin)), {
    requestContext: { load } satisfies ServerReads,
  });
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('location') ?? '/' };
  }
  if (context.statusCode !== 200 && status === 200) status = context.statusCode;
  const router = createStaticRouter(handler.dataRoutes, context);
  const data: PageData = { entries, errors, loaderData: context.loaderData, renderedAt };
  const html = await renderToString(
    <StrictMode>
      <PageDataProvider value={data}>
        <SWRConfig value={{ provider: () => seededCache(entries) }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </SWRConfig>
      </PageDataProvider>
    </StrictMode>,
  );
  const head = HOISTED.exec(html)?.[0] ?? '';
  return {
    status,
    head,
    body: html.slice(head.length),
    data,
    route: context.matches.at(-1)?.route.id,
  };
}
