import { readFile, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { LANGUAGE_CODES, LANGUAGES, languageOfPath, type Language } from '@shared/i18n/languages';
import {
  APP_SHELLS,
  composePage,
  ORIGIN_PLACEHOLDER,
  PAGE_MARKERS,
  ROUTE_CHUNKS_FILE,
  SERVER_ENTRY,
  type RenderedPage,
  type RouteChunks,
} from '@shared/page-shells';
import { manifestKeyOf, matchRoute, routeKey, type RouteKey } from '../routes';
import { siteOrigin, type Event, type InvocationContext, type Result, type RouteHandler } from '../http/api';
import { log } from '../lib/log';
import { page } from './page-response';

/**
 * The public pages (Home, deal, member and merchant pages) as HTML, rendered by the app's own components
 * (web/src/entry-server.tsx, built to web/dist-server) for a guest: the built app shell of the
 * page's language (`app.html`, `ar/app.html`: the language is the path's) with the page's head,
 * markup, the answers it read inlined for the app, and its chunks preloaded
 * (docs/architecture.md#server-rendered-pages).
 */

/** What web/src/entry-server.tsx exports. */
interface ServerEntry {
  render(
    url: string,
    opts: { origin: string; fetch: typeof fetch },
  ): Promise<RenderedPage | { status: number; location: string }>;
}

interface Renderer {
  /** The app shell of each language. */
  shells: Record<Language, string>;
  chunks: RouteChunks;
  entry: ServerEntry;
}

async function loadRenderer(): Promise<Renderer> {
  // Locally the built app (WEB_DIR, and web/dist-server beside it); in Lambda the files sit beside this bundle.
  const here = dirname(fileURLToPath(import.meta.url));
  const webDir = process.env.WEB_DIR ?? here;
  const serverFile = process.env.WEB_DIR ? join(webDir, SERVER_ENTRY) : join(here, basename(SERVER_ENTRY));
  // Locally the app may be rebuilt while the server runs: the module's time names its version.
  const version = process.env.WEB_DIR ? `?v=${(await stat(serverFile)).mtimeMs}` : '';
  const [shells, chunks, entry] = await Promise.all([
    Promise.all(LANGUAGE_CODES.map((lang) => readFile(join(webDir, APP_SHELLS[lang]), 'utf8'))),
    readFile(join(webDir, ROUTE_CHUNKS_FILE), 'utf8'),
    import(`${pathToFileURL(serverFile).href}${version}`) as Promise<ServerEntry>,
  ]);
  for (const [i, shell] of shells.entries())
    if (!PAGE_MARKERS.test(shell)) throw new Error(`${APP_SHELLS[LANGUAGE_CODES[i]]} has no <!--page--> markers`);
  return {
    shells: Object.fromEntries(LANGUAGE_CODES.map((lang, i) => [lang, shells[i]])) as Record<Language, string>,
    chunks: JSON.parse(chunks) as RouteChunks,
    entry,
  };
}

let cached: Promise<Renderer> | undefined;
/** Read once per Lambda instance; locally on every request (the app may be rebuilt meanwhile). */
function renderer(): Promise<Renderer> {
  if (process.env.WEB_DIR) return loadRenderer();
  cached ??= loadRenderer();
  cached.catch(() => (cached = undefined));
  return cached;
}

/**
 * The API's public reads a page may make, answered in this process by their own handlers, each
 * imported by the first page that reads it: a deal page's cold start loads no listing or search.
 */
const READS: Record<string, () => Promise<(event: Event) => Promise<Result>>> = {
  'GET /api/deals': async () => (await import('../deals/list-deals')).handler,
  'GET /api/deals/{id}': async () => (await import('../deals/get-deal')).handler,
  'GET /api/users/{username}': async () => (await import('../users/get-member-profile')).handler,
  'GET /api/merchants/{slug}': async () => (await import('../merchants/get-merchant')).handler,
};

/**
 * The renderer's `fetch`: a read of `/api/...` becomes an API Gateway event for its route's
 * handler, as the page's own request (its CloudFront headers), without credentials: the page is
 * a guest's. It asks in the page's language (`Accept-Language`), whatever the reader's browser
 * said: the page is cached by its path alone.
 */
function apiFetch(page: Event, lang: Language): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://page.invalid');
    const match = matchRoute('GET', url.pathname);
    const key = match && routeKey(match.route);
    const read = key ? READS[key] : undefined;
    if (!match || !key || !read) throw new Error(`The page renderer does not read ${url.pathname}`);
    const { authorization: _a, cookie: _c, ...headers } = page.headers ?? {};
    const query = Object.fromEntries(url.searchParams);
    const event: APIGatewayProxyEventV2 = {
      ...page,
      routeKey: key,
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers: { ...withoutLanguage(headers), accept: 'application/json', 'accept-language': LANGUAGES[lang].tag },
      cookies: undefined,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(match.params).length ? match.params : undefined,
      body: undefined,
      isBase64Encoded: false,
      requestContext: {
        ...page.requestContext,
        routeKey: key,
        http: { ...page.requestContext.http, method: 'GET', path: url.pathname },
      },
    };
    const result = await (await read())(event);
    return new Response(result.body ?? '', {
      status: result.statusCode ?? 200,
      headers: result.headers as Record<string, string> | undefined,
    });
  };
}

/** Headers without any spelling of Accept-Language (API Gateway passes them lower-cased; a test may not). */
const withoutLanguage = (headers: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'accept-language'));

/**
 * The page at the event's path and query, rendered for a guest in its path's language (`/ar/...`
 * in Arabic); a failure is that language's empty app shell (the app tries again).
 */
export async function renderPage(event: Event): Promise<Result> {
  const origin = siteOrigin(event);
  const lang = languageOfPath(event.rawPath);
  const url = `${event.rawPath}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const { shells, chunks, entry } = await renderer();
  const site = shells[lang].replaceAll(ORIGIN_PLACEHOLDER, origin);
  let rendered: Awaited<ReturnType<ServerEntry['render']>>;
  try {
    rendered = await entry.render(url, { origin, fetch: apiFetch(event, lang) });
  } catch (error) {
    log('error', 'page render failed', { path: event.rawPath, error: String(error) });
    return page(503, site, event);
  }
  if ('location' in rendered) {
    const redirect = page(rendered.status, '', event);
    return { ...redirect, headers: { ...redirect.headers, location: rendered.location } };
  }

  return page(rendered.status, composePage(site, rendered, chunks), event);
}

/**
 * A page route's handler in every language (RouteDef.localized): API Gateway names an Arabic
 * page's event by the route it matched (`GET /ar/deals/{id}`, infra/aws/constructs/api.ts), which
 * is the handler's own route in that language, so the event reaches it under the manifest's key
 * (the local server sends the same keys). Its path, and so its language, is left as it came.
 */
export function inEveryLanguage<K extends RouteKey>(handler: RouteHandler<K>): RouteHandler<K> {
  const inLanguage = (event: Event, context?: InvocationContext) => {
    const key = manifestKeyOf(event.routeKey);
    if (key !== handler.routeKey || event.routeKey === key) return handler(event, context);
    return handler({ ...event, routeKey: key, requestContext: { ...event.requestContext, routeKey: key } }, context);
  };
  return Object.assign(inLanguage, { routeKey: handler.routeKey, accepts: handler.accepts });
}
