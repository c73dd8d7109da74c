import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JSON_BODY_LIMIT_BYTES } from '@shared/limits';
import { catalogue, loadLanguages } from '@shared/i18n/catalogue';
import { LANGUAGES, languageFromHeader } from '@shared/i18n/languages';
import { API_CSP, WEB_CSP, securityHeaders } from '@shared/security-headers';
import { ORIGIN_PLACEHOLDER } from '@shared/page-shells';
import { HOME_PATHS, isScreenPath, isStaticDealScreen, shellOf } from '@shared/spa-fallback';
import { canonicalHomeSearch } from '@shared/home-query';
import { matchRoute, type RouteDef } from '@functions/routes';
import { FunctionTimeout, importedHandlers, type HandlerSource } from './bundle-workers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The request being served, so an error escaping it (an unhandled 'error' event) names it. */
export const localRequest = new AsyncLocalStorage<{ requestId: string; method?: string; path?: string }>();

/**
 * Plays CloudFront and API Gateway on one port: routes from the manifest become API Gateway
 * HTTP API (v2) events for the very handler modules Lambda runs (imported, or their bundles in
 * workers: `handlers`); the rest is the built SPA.
 */
export function createLocalServer(opts: { webDir: string; logRequests?: boolean; handlers?: HandlerSource }) {
  const handlers = opts.handlers ?? importedHandlers();
  return createServer((req, res) => {
    // One id per request, the one the handler's event carries, so its failure can be traced.
    const requestId = randomUUID();
    const path = req.url?.split('?')[0];
    if (opts.logRequests) logWhenDone(req, res, path ?? '/');
    const served = localRequest.run({ requestId, method: req.method, path }, () =>
      handle(req, res, opts.webDir, requestId, handlers),
    );
    served.catch((err: unknown) => {
      // A failure belongs to its request alone: logged, answered, and the server goes on.
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'local server failure',
          time: new Date().toISOString(),
          requestId,
          method: req.method,
          path,
          error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
        }),
      );
      if (res.headersSent || res.destroyed) return void res.destroy();
      // As API Gateway answers a Lambda that timed out: 503, the request may be retried.
      const timedOut = err instanceof FunctionTimeout;
      void envelopeError(req, timedOut ? 'functionTimedOut' : 'internal').then(([headers, body]) =>
        send(res, timedOut ? 503 : 500, { ...securityHeaders(API_CSP), ...headers, 'x-request-id': requestId }, body),
      );
    });
  });
}

/**
 * `npm start`'s console line for a request to the API (or another route of the manifest):
 * `GET /api/deals 200 12 ms`. The web app's files and the images are left out: a page loads
 * a dozen of them.
 */
function logWhenDone(req: IncomingMessage, res: ServerResponse, path: string) {
  const method = req.method ?? 'GET';
  const isApi = path === '/api' || path.startsWith('/api/') || !!matchRoute(method === 'HEAD' ? 'GET' : method, path);
  if (!isApi) return;
  const started = performance.now();
  const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    console.log(`${method} ${shown} ${res.statusCode} ${ms} ms${res.writableFinished ? '' : ' (connection closed)'}`);
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  webDir: string,
  requestId: string,
  handlers: HandlerSource,
) {
  const url = new URL(req.url ?? '/', 'http://local');
  const method = req.method ?? 'GET';
  // As CloudFront's viewer-request function: Home's handler (`/`, `/ar`; `/ar/` is `/ar`) sees its
  // normalised query (the cache key's).
  const home = Object.hasOwn(HOME_PATHS, url.pathname) ? HOME_PATHS[url.pathname] : undefined;
  if (home) {
    url.pathname = home;
    url.search = canonicalHomeSearch(url.searchParams);
  }
  // As CloudFront's behaviours: the deal form screens stay the static SPA.
  const match = isStaticDealScreen(url.pathname) ? null : matchRoute(method === 'HEAD' ? 'GET' : method, url.pathname);
  if (match) return invoke(req, res, url, match, requestId, handlers);
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    const [headers, body] = await envelopeError(req, 'routeNotFound');
    return send(res, 404, { ...securityHeaders(API_CSP), ...headers }, body);
  }
  if (method !== 'GET' && method !== 'HEAD') return send(res, 405, { allow: 'GET, HEAD' }, '');
  if (url.pathname.startsWith('/images/')) return serveImage(req, res, url.pathname.slice('/images/'.length));
  return serveStatic(req, res, url.pathname, webDir);
}

async function invoke(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  // `key`: API Gateway's route key for this path (a page's in its language: `GET /ar/deals/{id}`).
  { route, params, key }: { route: RouteDef; params: Record<string, string>; key: string },
  requestId: string,
  handlers: HandlerSource,
) {
  const limit = route.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES;
  // Read at most one byte past the limit: enough for the handler's wrapper to answer 413.
  const body = await readBody(req, limit + 1);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const contentType = headers['content-type'] ?? '';
  // Text reaches the handler as a string, anything else base64-encoded, as API Gateway does; so do
  // bytes that are not UTF-8 whatever their type, so the handler sees them as sent and refuses them.
  const textual = /^(application\/json|text\/|application\/x-www-form-urlencoded)/i.test(contentType) && isUtf8(body);
  const now = new Date();
  const query = Object.fromEntries(url.searchParams);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: key,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      // API Gateway's own domain, not the client's Host header.
      domainName: 'localhost',
      domainPrefix: 'local',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: key,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !textual,
  };
  const handler = await handlers(route.handler);
  const result = (await handler(event)) as APIGatewayProxyStructuredResultV2;
  let out: string | Buffer = result.isBase64Encoded ? Buffer.from(result.body ?? '', 'base64') : (result.body ?? '');
  let outHeaders = (result.headers ?? {}) as Record<string, string>;
  // Pages and site files are compressed like CloudFront's caching behaviours do (not the API's JSON).
  if (PAGE_TYPES.test(outHeaders['content-type'] ?? '') && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    out = gzipSync(out);
    outHeaders = { ...outHeaders, 'content-encoding': 'gzip', vary: 'accept-encoding' };
  }
  send(res, result.statusCode ?? 200, outHeaders, req.method === 'HEAD' ? '' : out);
}

/** Plays CloudFront's `/images/*` behaviour: the object from the S3 stand-in, cached for good. */
async function serveImage(req: IncomingMessage, res: ServerResponse, file: string) {
  // Loaded on first use: the store builds its S3 client from the environment the stack sets.
  const { getImageObject, IMAGE_CACHE_CONTROL } = await import('@functions/lib/images-store');
  const headers = securityHeaders(WEB_CSP);
  const image = /^[\w-]+\.(jpg|png|webp)$/.test(file) ? await getImageObject(file) : null;
  if (!image) return send(res, 404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, 'Image introuvable');
  const out = { ...headers, 'content-type': image.contentType, 'cache-control': IMAGE_CACHE_CONTROL };
  send(res, 200, out, req.method === 'HEAD' ? '' : image.body);
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, webDir: string) {
  const root = resolve(webDir);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return send(res, 400, { 'content-type': 'text/plain; charset=utf-8' }, 'Requête invalide');
  }
  const file = normalize(join(root, decoded));
  const headers = securityHeaders(WEB_CSP);
  if (!file.startsWith(root)) return send(res, 404, headers, '');
  const found = await stat(file).catch(() => null);
  const html = !!found?.isFile() && extname(file) === '.html';
  if (found?.isFile() && !html) {
    // Vite fingerprints everything under assets/, so those never change.
    const immutable = decoded.startsWith('/assets/');
    return serveFile(req, res, file, found, {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  }
  if (!html && !isScreenPath(decoded))
    return send(res, 404, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, 'Introuvable');
  const shell = await readFile(html ? file : join(root, shellOf(decoded)), 'utf8').catch(() => null);
  if (shell === null) {
    return send(
      res,
      503,
      { ...headers, 'content-type': 'text/plain; charset=utf-8' },
      'L’application web n’est pas construite\u00A0: lancez «\u202Fnpm run build:web\u202F».',
    );
  }
  // The shell's absolute URLs name this site, as the deployment writes them in AWS (never the Host header).
  const origin = (process.env.SITE_URL ?? '').replace(/\/+$/, '');
  let body: string | Buffer = shell.replaceAll(ORIGIN_PLACEHOLDER, origin);
  let out: Record<string, string> = { ...headers, 'content-type': TYPES['.html'], 'cache-control': 'no-cache' };
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = gzipSync(body);
    out = { ...out, 'content-encoding': 'gzip', vary: 'accept-encoding' };
  }
  return send(res, 200, out, req.method === 'HEAD' ? '' : body);
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
const PAGE_TYPES = /^(text\/html|application\/xml)/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** Sends a file, gzipped when the type and the client allow (CloudFront compresses in AWS). */
async function serveFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: { size: number; mtimeMs: number },
  headers: Record<string, string>,
) {
  const gzip = COMPRESSIBLE.test(headers['content-type']) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) {
    let cached = gzipCache.get(file);
    if (cached?.mtimeMs !== stats.mtimeMs) {
      cached = { mtimeMs: stats.mtimeMs, body: gzipSync(await readFile(file), { level: 9 }) };
      gzipCache.set(file, cached);
    }
    const out = { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
    return send(res, 200, out, req.method === 'HEAD' ? '' : cached.body);
  }
  res.writeHead(200, { ...headers, 'content-length': String(stats.size), vary: 'accept-encoding' });
  if (req.method === 'HEAD') return res.end();
  // A read error must end this response, not reach the process as an unhandled 'error' event.
  pipeline(createReadStream(file), res, (err) => {
    if (err) res.destroy();
  });
}

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer) {
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

/** The server's own failure envelope, in the request's language (its Accept-Language), as the handlers answer. */
async function envelopeError(req: IncomingMessage, key: 'internal' | 'routeNotFound' | 'functionTimedOut') {
  await loadLanguages();
  const lang = languageFromHeader(req.headers['accept-language']);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-language': LANGUAGES[lang].tag,
    vary: 'Accept-Language',
  };
  return [headers, JSON.stringify({ success: false, data: null, message: catalogue(lang).messages.api[key] })] as const;
}

function readBody(req: IncomingMessage, max: number) {
  return new Promise<Buffer>((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size >= max) return; // keep draining, store nothing more
      const room = max - size;
      chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
      size += Math.min(chunk.length, room);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
