import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { JOBS } from '@functions/job-manifest';
import { ROUTES } from '@functions/routes';
import { PAGE_FILES } from '@shared/page-shells';
import { usernameConfusables } from '@functions/lib/username-skeleton';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
export const FUNCTIONS_DIR = join(REPO_ROOT, 'functions');

/** The built SPA (`npm run build:web`). */
export const WEB_DIST = join(REPO_ROOT, 'web/dist');

/**
 * Handlers that render pages from the built app's files (the server renderer among them), copied
 * beside their bundle: the page routes of every language (`site/render-*-page`, `...-page-ar`).
 */
const PAGE_HANDLERS: Record<string, readonly string[]> = Object.fromEntries(
  ROUTES.filter((route) => /^site\/render-[\w-]*page/.test(route.handler)).map((route) => [route.handler, PAGE_FILES]),
);

/**
 * Where a page file sits in a handler's asset: the shells under their path (`ar/app.html`, as
 * the renderer reads them), the renderer module (outside web/dist) under its name.
 */
const assetFileOf = (file: string) => (file.startsWith('../') ? basename(file) : file);

/** Where `cdk synth` bundles to; inside node_modules/.cache so git and prettier ignore it. */
export const DEFAULT_BUNDLE_DIR = join(REPO_ROOT, 'node_modules/.cache/dzdeals-lambda');

/**
 * The platform builds a native package needs beside it, for the Lambdas that carry one
 * (functions/job-manifest.ts nativePackages): they run on x86_64 Linux with glibc, the builds npm
 * installs on this kind of machine (and on CI's), so the asset works without a second install.
 */
const NATIVE_PLATFORM_PACKAGES: Record<string, readonly string[]> = {
  sharp: ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'],
};

/** The native packages every bundle leaves out (they are copied, with their dependencies, where needed). */
export const NATIVE_PACKAGES = Object.keys(NATIVE_PLATFORM_PACKAGES);

/** Handler → the native packages its asset carries. */
const nativeHandlers = () =>
  new Map<string, readonly string[]>(
    Object.values(JOBS).flatMap((job) =>
      'nativePackages' in job && job.nativePackages ? [[job.handler, job.nativePackages] as const] : [],
    ),
  );

/** A package and everything it needs at run time, as installed in node_modules (names, deduplicated). */
async function runtimeClosure(roots: readonly string[]) {
  const seen = new Set<string>();
  const visit = async (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = JSON.parse(await readFile(join(REPO_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(manifest.dependencies ?? {})) await visit(dep);
    for (const platform of NATIVE_PLATFORM_PACKAGES[name] ?? []) await visit(platform);
  };
  for (const root of roots) await visit(root);
  return [...seen];
}

/** Copies native packages and their run-time dependencies into an asset's node_modules. */
async function copyNativePackages(asset: string, packages: readonly string[]) {
  for (const name of await runtimeClosure(packages)) {
    const from = join(REPO_ROOT, 'node_modules', name);
    if (!existsSync(from)) throw new Error(`${name} is not installed: the asset of ${asset} needs it`);
    await cp(from, join(asset, 'node_modules', name), { recursive: true, dereference: true });
  }
}

/** Every handler module Lambda runs: each route of the manifest once, then each job of the jobs manifest. */
export function lambdaHandlers(): string[] {
  return [...new Set([...ROUTES.map((route) => route.handler), ...Object.values(JOBS).map((job) => job.handler)])];
}

/** The asset directory of one handler: `<outDir>/<handler>/index.mjs`. */
export const assetDir = (outDir: string, handler: string) => join(outDir, handler);

/** Every module of an asset, entry and chunks (not the native packages it carries), as one text to search. */
export async function assetCode(asset: string) {
  const files = (await readdir(asset, { recursive: true })).filter(
    (f) => f.endsWith('.mjs') && !f.startsWith('node_modules'),
  );
  return (await Promise.all(files.map((f) => readFile(join(asset, f), 'utf8')))).join('\n');
}

/**
 * Swaps packages for lighter stand-ins that are right on Lambda: the SDK's default credential
 * chain for the environment provider (lambda-credentials.ts), the confusables table for its
 * entries a username can meet (username-skeleton.ts).
 */
const lambdaStandIns: Plugin = {
  name: 'lambda-stand-ins',
  setup(b) {
    const credentials = join(import.meta.dirname, 'lambda-credentials.ts');
    b.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, () => ({ path: credentials }));
    b.onLoad({ filter: /[\\/]unhomoglyph[\\/]data\.json$/ }, async (args) => ({
      contents: JSON.stringify(usernameConfusables(JSON.parse(await readFile(args.path, 'utf8')))),
      loader: 'json',
    }));
  },
};

/**
 * esbuild settings for Lambda (docs/architecture.md#budgets): minified ESM for Node 24 (the Lambda runtime), the AWS SDK bundled
 * with its ES module builds (`mainFields`), no source maps, no legal comments.
 */
export const LAMBDA_BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  mainFields: ['module', 'main'],
  outExtension: { '.js': '.mjs' },
  legalComments: 'none',
  // Non-ASCII text (French messages, the confusables table) as UTF-8, not \uXXXX escapes.
  charset: 'utf8',
  sourcemap: false,
  logLevel: 'warning',
  // Bundled CommonJS packages (busboy...) call require() on Node built-ins; ESM has none.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  plugins: [lambdaStandIns],
} satisfies BuildOptions;

/**
 * Bundles the given handler modules into one directory per handler, ready for `Code.fromAsset`:
 * one esbuild call per handler, all at once, with code splitting, so what a handler imports on
 * first use (`import()`: a language's catalogue, the token check) is a chunk of its own beside it
 * (`chunks/`), loaded by the request that needs it rather than at every cold start.
 * `extra` maps more entry names to files (the benchmark's baseline bundle).
 */
export async function bundleHandlers(opts: {
  outDir: string;
  handlers?: string[];
  extra?: Record<string, string>;
  metafile?: boolean;
  /** The built SPA the page handlers render from (web/dist). */
  webDir?: string;
}) {
  const handlers = opts.handlers ?? lambdaHandlers();
  const missing = handlers.filter((h) => !existsSync(join(FUNCTIONS_DIR, `${h}.ts`)));
  if (missing.length) throw new Error(`Handler module(s) not found under functions/: ${missing.join(', ')}`);
  const entries: Record<string, string> = {};
  for (const handler of handlers) entries[handler] = join(FUNCTIONS_DIR, `${handler}.ts`);
  Object.assign(entries, opts.extra);
  await rm(opts.outDir, { recursive: true, force: true });
  const results = await Promise.all(
    Object.entries(entries).map(([name, file]) =>
      build({
        ...LAMBDA_BUILD_OPTIONS,
        entryPoints: { index: file },
        outdir: assetDir(opts.outDir, name),
        splitting: true,
        // Metafile paths relative to the repository, wherever the build is started from.
        absWorkingDir: REPO_ROOT,
        chunkNames: 'chunks/[name]-[hash]',
        metafile: opts.metafile ?? false,
        // Native code cannot be bundled: it is loaded from the asset's node_modules (copied below).
        external: NATIVE_PACKAGES,
      }),
    ),
  );
  const metafile = opts.metafile
    ? {
        inputs: Object.assign({}, ...results.map((r) => r.metafile!.inputs)) as Metafile['inputs'],
        outputs: Object.assign({}, ...results.map((r) => r.metafile!.outputs)) as Metafile['outputs'],
      }
    : undefined;
  const native = nativeHandlers();
  for (const handler of handlers) {
    const packages = native.get(handler);
    if (packages) await copyNativePackages(assetDir(opts.outDir, handler), packages);
    else {
      // A handler importing one anyway would fail at its first run in Lambda: stop the build instead.
      const code = await assetCode(assetDir(opts.outDir, handler));
      const imported = NATIVE_PACKAGES.find((name) =>
        new RegExp(`(?:from\\s*|import\\(\\s*)["']${name}["']`).test(code),
      );
      if (imported) throw new Error(`${handler} imports ${imported}, which only a job declaring it may carry`);
    }
  }
  const webDir = opts.webDir ?? WEB_DIST;
  for (const handler of handlers.filter((h) => h in PAGE_HANDLERS)) {
    for (const file of PAGE_HANDLERS[handler]) {
      if (!existsSync(join(webDir, file)))
        throw new Error(`${webDir}/${file} is missing: run \`npm run build:web\` first`);
      const target = join(assetDir(opts.outDir, handler), assetFileOf(file));
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(webDir, file), target);
    }
  }
  return { outDir: opts.outDir, handlers, metafile };
}
