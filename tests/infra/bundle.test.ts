import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JOBS } from '@functions/job-manifest';
import { ROUTES } from '@functions/routes';
import { assetCode, assetDir, lambdaHandlers } from '../../infra/aws/bundle';
import { bundleOnce } from './synth';

let dir: string;
beforeAll(async () => {
  dir = await bundleOnce();
}, 120_000);
const file = (handler: string) => join(assetDir(dir, handler), 'index.mjs');

/** The modules a handler's import evaluates: its entry and the chunks it imports statically, as one text. */
function loadedCode(handler: string) {
  const seen = new Map<string, string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    const code = readFileSync(path, 'utf8');
    seen.set(path, code);
    // `import{a as b}from"./chunks/x.mjs"` and `import"./x.mjs"`; not `import("./x.mjs")`, loaded on first use.
    for (const [, spec] of code.matchAll(/\bimport\s*(?:[\w$\s{},*]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g))
      visit(resolve(dirname(path), spec));
  };
  visit(file(handler));
  return [...seen.values()].join('\n');
}

describe('Lambda bundles (code split per handler)', () => {
  it('makes one minified ES module per manifest handler and each job, each in its own directory', () => {
    expect(lambdaHandlers()).toEqual([
      ...new Set(ROUTES.map((r) => r.handler)),
      JOBS.cleanupImages.handler,
      JOBS.expireDeals.handler,
      JOBS.alertDigest.handler,
      JOBS.tableEvents.handler,
      JOBS.imageVariants.handler,
    ]);
    for (const handler of lambdaHandlers()) {
      expect(existsSync(file(handler)), handler).toBe(true);
      const code = readFileSync(file(handler), 'utf8');
      // Minified: almost no whitespace (an entry may be small, its code in chunks beside it).
      expect((code.match(/\s/g) ?? []).length / code.length, handler).toBeLessThan(0.05);
      expect(code, handler).toMatch(/export\s*\{[^}]*as handler\s*\}|export\s*\{\s*handler\s*\}/);
    }
  });

  it('leaves sharp out of every bundle, and carries it with its linux-x64 build only where the job needs it', async () => {
    const variants = file(JOBS.imageVariants.handler);
    // Loaded on first use (functions/lib/image-variants.ts), not with the module.
    expect(await assetCode(dirname(variants))).toMatch(/import\(\s*["']sharp["']\)/);
    expect(loadedCode(JOBS.imageVariants.handler)).not.toMatch(/from\s*["']sharp["']/);
    const modules = join(dirname(variants), 'node_modules');
    for (const name of ['sharp', '@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64', 'detect-libc', 'semver'])
      expect(existsSync(join(modules, name, 'package.json')), name).toBe(true);
    for (const handler of lambdaHandlers().filter((h) => h !== JOBS.imageVariants.handler)) {
      expect(/(?:from\s*|import\(\s*)["']sharp["']/.test(await assetCode(dirname(file(handler)))), handler).toBe(false);
      expect(existsSync(join(dirname(file(handler)), 'node_modules')), handler).toBe(false);
    }
  });

  it('bundles the SDK with the environment credential provider only', async () => {
    const code = await assetCode(assetDir(dir, 'deals/get-deal'));
    expect(code).toContain('AWS_SECRET_ACCESS_KEY'); // fromEnv
    expect(code).not.toContain('AWS_CONTAINER_CREDENTIALS_FULL_URI'); // the rest of the default chain
    expect(code).not.toMatch(/from\s*["']@aws-sdk\//); // nothing left for Lambda's own SDK copy
  });

  it('loads what a request needs on first use: a route that reads no table loads no SDK, nor either catalogue', async () => {
    const catalogues = /Connexion réussie|تم تسجيل الدخول بنجاح/;
    for (const handler of ['deals/list-cities', 'deals/list-categories', 'site/get-config', 'site/get-robots']) {
      const code = loadedCode(handler);
      expect(code, handler).not.toMatch(/@smithy\/|@aws-sdk\/|"HS256"/);
      expect(code, handler).not.toMatch(catalogues);
    }
    // A table route loads the client with its module, the token check and the catalogues on first use.
    const getDeal = loadedCode('deals/get-deal');
    expect(getDeal).toContain('@smithy/');
    expect(getDeal).not.toMatch(catalogues);
    expect(getDeal).not.toMatch(/"HS256"/); // the token check (functions/lib/jwt.ts)
    // A page loads the read it renders with its first request; the S3 client waits for an upload.
    expect(loadedCode('site/render-deal-page')).not.toContain('@smithy/');
    const upload = loadedCode('images/upload-image');
    expect(upload).not.toContain('x-amz-bucket-region'); // the S3 client
    expect(upload).not.toContain('Malformed part header'); // busboy
    expect(await assetCode(assetDir(dir, 'images/upload-image'))).toMatch(
      /x-amz-bucket-region[^]*Malformed part header|Malformed part header[^]*x-amz-bucket-region/,
    );
  });

  it('loads in Node and answers an API Gateway event without AWS (GET /api/config)', async () => {
    Object.assign(process.env, { LOG_LEVEL: 'info' });
    const { handler } = (await import(pathToFileURL(file('site/get-config')).href)) as {
      handler: (e: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
    };
    const event = {
      routeKey: 'GET /api/config',
      rawPath: '/api/config',
      headers: {},
      requestContext: { requestId: 'test' },
    } as unknown as APIGatewayProxyEventV2;
    // One JSON line per request, as CloudWatch gets it (LOG_REQUESTS is unset in AWS)...
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      delete process.env.LOG_REQUESTS;
      const res = await handler(event);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(res.body!)).toMatchObject({ success: true, data: { googleClientId: null } });
      expect(res.headers?.['strict-transport-security']).toBeDefined();
      const lines = printed.mock.calls.map((c) => JSON.parse(String(c[0])) as Record<string, unknown>);
      expect(lines).toEqual([expect.objectContaining({ msg: 'request', requestId: 'test', status: 200 })]);
      // ...and none with LOG_REQUESTS=0 (what `npm start` sets: it prints a short line of its own).
      printed.mockClear();
      process.env.LOG_REQUESTS = '0';
      expect((await handler(event)).statusCode).toBe(200);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
      delete process.env.LOG_REQUESTS;
    }
  });

  it('renders Home with the server renderer beside its bundle, as in Lambda (GET /)', async () => {
    // In Lambda WEB_DIR is unset: the handler reads the shell, the chunk list and the renderer from its own directory.
    expect(process.env.WEB_DIR).toBeUndefined();
    for (const name of ['app.html', 'ar/app.html', 'route-chunks.json', 'entry-server.mjs'])
      expect(existsSync(join(assetDir(dir, 'site/render-home-page'), name)), name).toBe(true);
    const { handler } = (await import(pathToFileURL(file('site/render-home-page')).href)) as {
      handler: (e: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;
    };
    const event = (rawQueryString: string) =>
      ({
        routeKey: 'GET /',
        rawPath: '/',
        rawQueryString,
        headers: {},
        requestContext: { requestId: 'test', http: { method: 'GET', path: '/' } },
      }) as unknown as APIGatewayProxyEventV2;
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      // A city Home cannot show reads nothing (no table here): the app's own 404 state, rendered.
      const refused = await handler(event('city=Paris&fbclid=x'));
      expect(refused.statusCode).toBe(404);
      expect(refused.headers?.['cache-control']).toBe('private, no-store');
      expect(refused.headers?.['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain('<h1>Page introuvable</h1>');
      expect(refused.body).toContain('id="page-data"');
      expect(refused.body).not.toContain('origin.dzdeals.invalid');
      expect(refused.body).toContain('<html lang="fr" dir="ltr">');
      // Arabic Home (`GET /ar`, API Gateway's route to the same Lambda): the page in Arabic, from
      // the Arabic shell beside the bundle.
      const refusedAr = await handler({
        ...event('city=Paris'),
        routeKey: 'GET /ar',
        rawPath: '/ar',
        requestContext: { requestId: 'test', http: { method: 'GET', path: '/ar' } },
      } as unknown as APIGatewayProxyEventV2);
      expect(refusedAr.statusCode).toBe(404);
      expect(refusedAr.body).toContain('<html lang="ar" dir="rtl">');
      expect(refusedAr.body).toContain('id="page-data"');
    } finally {
      printed.mockRestore();
    }
  });
});
