import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { BUNDLED_DIR, DEFAULT_ADMIN, localConfig } from './config';
import { localRequest } from './server';
import { startLocalStack } from './stack';

// `npm start`: the whole site on one machine, with the same handler code as in AWS.
// `npm run start:bundled` (--bundled): the same stack serving the Lambda bundles `cdk synth` builds.
const started = Date.now();
let cfg: ReturnType<typeof localConfig>;
try {
  cfg = localConfig();
} catch (err) {
  // A bad setting (FAULTS...) refuses to start, with what is wrong.
  console.error(`Local stack not started: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
// `npm start` builds the web app here rather than before this process, so "ready in" counts it.
let webBuildMs = 0;
if (process.argv.includes('--build-web')) {
  const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  webBuildMs = Date.now() - started;
}
const bundled = process.argv.includes('--bundled');
let bundleMs = 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
let bundleDir: string | undefined;
let stack: Awaited<ReturnType<typeof startLocalStack>> | undefined;
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stack?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(0));
/**
 * Before the stack is up, an error is a startup failure: stop (and reap java). Once it serves,
 * each request is isolated (server.ts answers its own failures), so an error escaping one (an
 * unhandled 'error' event, a forgotten promise) is logged with that request's id and the
 * server keeps serving everyone else, as a deployed API would.
 */
function onStrayError(kind: string, err: unknown) {
  if (!stack) {
    console.error(err);
    return void shutdown(1);
  }
  console.error(
    JSON.stringify({
      level: 'error',
      msg: kind,
      time: new Date().toISOString(),
      ...(localRequest.getStore() ?? { requestId: null }),
      error: err instanceof Error ? { name: err.name, message: err.message, stack: err.stack } : String(err),
    }),
  );
}
process.on('uncaughtException', (err) => onStrayError('uncaught exception', err));
process.on('unhandledRejection', (err) => onStrayError('unhandled rejection', err));
// Last resort on any exit path: the watchdog also reaps java if even this never runs.
process.on('exit', () => stack?.killJava());

try {
  if (bundled) {
    // BUNDLE_DIR: another directory, relative to the data dir (the tests' own: runs side by side never share one).
    const outDir = process.env.BUNDLE_DIR ? resolve(cfg.dataDir, process.env.BUNDLE_DIR) : BUNDLED_DIR;
    // Loaded only here: `npm start` does not pay for esbuild.
    const { bundleHandlers } = await import('../aws/bundle');
    const built = Date.now();
    ({ outDir: bundleDir } = await bundleHandlers({ outDir, webDir: cfg.webDir }));
    bundleMs = Date.now() - built;
  }
  stack = await startLocalStack(cfg, { bundleDir });
} catch (err) {
  console.error('Local stack failed to start:', err);
  process.exit(1);
}
const defaultAdmin = cfg.admin.email === DEFAULT_ADMIN.email && cfg.admin.password === DEFAULT_ADMIN.password;
const demo = stack.demoLogins;
const perRequest = {
  short: 'one short line per API request below (LOG_REQUESTS=1: JSON lines, 0: none)',
  json: "the handlers' JSON line per request below (LOG_REQUESTS=1)",
  none: 'no line per request (LOG_REQUESTS=0)',
}[cfg.requestLog];
console.log(
  [
    '',
    `DzDeals is ready at ${stack.url} (in ${seconds(Date.now() - started)}` +
      (webBuildMs ? `, the web build ${seconds(webBuildMs)} of it)` : ')'),
    `  admin account: ${cfg.admin.email} / ${defaultAdmin ? cfg.admin.password : '(ADMIN_PASSWORD)'}`,
    ...(demo
      ? [
          `  demo members:  ${demo.emails.join(', ')}`,
          `                 password ${demo.password} (demo data, not real offers)`,
        ]
      : []),
    ...(bundled ? [`  handlers:      the Lambda bundles in ${bundleDir} (built in ${seconds(bundleMs)})`] : []),
    `  data:          ${cfg.dataDir}`,
    `  mail outbox:   ${stack.dirs.outbox} (each mail and its link is also printed here)`,
    `  DynamoDB:      ${stack.ddbEndpoint}`,
    `  S3:            ${stack.s3Endpoint}`,
    ...(stack.faults ? [`  faults:        ${stack.faults} (FAULTS, docs/operations.md#faults)`] : []),
    `  requests:      ${perRequest}`,
    '  stop with Ctrl-C',
    '',
  ].join('\n'),
);
