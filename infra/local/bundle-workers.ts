import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOBS, JOB_NAMES } from '@functions/job-manifest';
import { ROUTES } from '@functions/routes';
import { TABLE } from '@shared/table';
import { assetDir } from '../aws/bundle';
import { readLimits } from '../aws/config';
import {
  FUNCTION_DEFAULTS,
  commonEnvironment,
  constructId,
  functionEnvironment,
  jobCapabilities,
  jobEnvironment,
  routeCapabilities,
  type Capability,
} from '../aws/function-env';

/** A handler as the server and the job triggers call it: one event in, its answer out. */
export type Invoke = (event?: unknown) => Promise<unknown>;
/**
 * Where the local stack's handlers come from (functions/*.ts through tsx for `npm start`, the
 * Lambda bundles for `npm run start:bundled`): one server, two sources.
 */
export type HandlerSource = (handler: string) => Promise<Invoke>;

const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../functions');
const RUNNER = join(import.meta.dirname, 'lambda-runner.mjs');

/** `npm start`'s source: the handler modules themselves, imported once each. */
export function importedHandlers(): HandlerSource {
  const loaded = new Map<string, Promise<Invoke>>();
  return (handler) => {
    let pending = loaded.get(handler);
    if (!pending) {
      const url = pathToFileURL(join(FUNCTIONS_DIR, `${handler}.ts`)).href;
      pending = import(url).then((m: { handler: Invoke }) => m.handler);
      loaded.set(handler, pending);
    }
    return pending;
  };
}

/** The invocation outlived the function's timeout: API Gateway answers 503 (docs/operations.md#run-the-bundles). */
export class FunctionTimeout extends Error {
  constructor(handler: string, seconds: number) {
    super(`${handler} timed out after ${seconds} s`);
    this.name = 'FunctionTimeout';
  }
}

interface FunctionSpec {
  name: string;
  capabilities: readonly Capability[];
  own: Record<string, string>;
  timeoutSeconds: number;
}

/** Every Lambda of the stack by handler module, with what the CDK constructs give it. */
function functionSpecs(siteUrl: string) {
  const specs = new Map<string, FunctionSpec>();
  for (const route of ROUTES) {
    specs.set(route.handler, {
      name: constructId(route.handler),
      capabilities: routeCapabilities(route),
      // What infra/aws/stack.ts adds to every route: the origin check (when set here) and the site's address.
      own: {
        ...(process.env.ORIGIN_VERIFY_SECRET ? { ORIGIN_VERIFY_SECRET: process.env.ORIGIN_VERIFY_SECRET } : {}),
        SITE_URL: siteUrl,
      },
      timeoutSeconds: FUNCTION_DEFAULTS.timeoutSeconds,
    });
  }
  for (const name of JOB_NAMES) {
    const job = JOBS[name];
    // No distribution locally: the events job leaves the page cache alone (functions/lib/page-cache.ts).
    const own = jobEnvironment(job, { siteUrl, pageCacheId: '' });
    delete own.PAGE_CACHE_DISTRIBUTION_ID;
    specs.set(job.handler, {
      name: constructId(name),
      capabilities: jobCapabilities(job),
      own,
      timeoutSeconds: job.timeoutSeconds,
    });
  }
  return specs;
}

/** Local knobs and test doubles passed through when set (none exists in AWS, where their defaults hold). */
const PASSED_THROUGH = [
  'LOG_LEVEL',
  'LOG_REQUESTS',
  'EXPOSE_DDB_CALLS',
  'GOOGLE_JWKS_URL',
  'FACEBOOK_GRAPH_URL',
  'SEARCH_EXACT_TOTAL',
  'SEARCH_PAGE_ITEMS',
  'SEARCH_READ_BUDGET',
  'ALERT_MAIL_INTERVAL_SECONDS',
  // The outbox's share of the injected faults (infra/local/faults.ts).
  'MAIL_OUTBOX_FAULT_RATE',
];

/**
 * A function's environment: exactly the stack's (infra/aws/function-env.ts), its values local
 * (the table's name, the bucket's), the secrets' ARNs swapped for their values (readSecret reads
 * those first), the local endpoints where the stack's point at AWS, and what Lambda's runtime sets.
 */
function localEnvironment(
  spec: FunctionSpec,
  local: { ddbEndpoint: string; s3Endpoint: string; outboxDir: string; imagesBucket: string },
) {
  const env = functionEnvironment(spec.capabilities, {
    common: commonEnvironment({
      googleClientId: process.env.GOOGLE_CLIENT_ID,
      facebookAppId: process.env.FACEBOOK_APP_ID,
      limits: readLimits(process.env),
    }),
    own: spec.own,
    tableName: TABLE.defaultName,
    jwtSecretArn: 'local',
    facebookAppSecretArn: process.env.FACEBOOK_APP_SECRET ? 'local' : undefined,
    imagesBucket: local.imagesBucket,
  });
  const has = (c: Capability) => spec.capabilities.includes(c);
  if (env.JWT_SECRET_ARN) {
    delete env.JWT_SECRET_ARN;
    env.JWT_SECRET = process.env.JWT_SECRET ?? '';
  }
  if (env.FACEBOOK_APP_SECRET_ARN) {
    delete env.FACEBOOK_APP_SECRET_ARN;
    env.FACEBOOK_APP_SECRET = process.env.FACEBOOK_APP_SECRET ?? '';
  }
  if (env.TABLE_NAME) env.DDB_ENDPOINT = local.ddbEndpoint;
  if (env.IMAGES_BUCKET) env.S3_ENDPOINT = local.s3Endpoint;
  if (has('mail:send')) env.MAIL_OUTBOX_DIR = local.outboxDir;
  // DynamoDB Local ignores IAM: the wrapper refuses writes from read-only routes instead.
  env.ENFORCE_GRANTS = '1';
  for (const name of PASSED_THROUGH) if (process.env[name] !== undefined) env[name] = process.env[name];
  return {
    ...env,
    // What Lambda's runtime sets (dummy credentials: the bundles read them from the environment).
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_DEFAULT_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_LAMBDA_FUNCTION_NAME: spec.name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(FUNCTION_DEFAULTS.memorySize),
    AWS_LAMBDA_FUNCTION_VERSION: '$LATEST',
    TZ: 'UTC',
    PATH: process.env.PATH ?? '/usr/bin:/bin',
  };
}

/** Instances of one function Lambda would run at once here at most; more requests wait for one. */
const MAX_INSTANCES = 4;

interface Instance {
  child: ChildProcess;
  pending?: {
    id: string;
    settle: (message: { result?: unknown; error?: { name: string; message: string } } | Error) => void;
  };
}

/**
 * `npm run start:bundled`'s source: each handler's bundle (infra/aws/bundle.ts) in worker
 * processes of its own (lambda-runner.mjs), started on first use and kept warm, one invocation at
 * a time each as a Lambda instance runs them, with the stack's environment, memory and timeout.
 * A timeout kills the instance (FunctionTimeout); a crash fails that invocation only and the next
 * one starts a fresh instance. Every handler that answered is listed in `servedFile` (the
 * `bundled` test project fails if a route of the manifest is missing from it).
 */
export function bundledHandlers(opts: {
  bundleDir: string;
  siteUrl: () => string;
  ddbEndpoint: string;
  s3Endpoint: string;
  outboxDir: string;
  imagesBucket: string;
  servedFile: string;
}) {
  let specs: Map<string, FunctionSpec> | undefined;
  const pools = new Map<string, { idle: Instance[]; size: number; waiting: (() => void)[] }>();
  const all = new Set<Instance>();
  const served = new Set<string>();
  let stopped = false;

  const start = (handler: string, spec: FunctionSpec): Instance => {
    const child = fork(RUNNER, [assetDir(opts.bundleDir, handler)], {
      cwd: assetDir(opts.bundleDir, handler),
      env: localEnvironment(spec, opts),
      // Plain Node (no tsx loader), the heap Lambda's memory setting allows.
      execArgv: [`--max-old-space-size=${FUNCTION_DEFAULTS.memorySize}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const instance: Instance = { child };
    all.add(instance);
    child.on('message', (message: { id: string; result?: unknown; error?: { name: string; message: string } }) => {
      if (instance.pending?.id === message.id) instance.pending.settle(message);
    });
    child.once('exit', (code, signal) => {
      all.delete(instance);
      const pool = pools.get(handler)!;
      pool.size--;
      pool.idle = pool.idle.filter((i) => i !== instance);
      instance.pending?.settle(new Error(`${handler}'s instance exited (${signal ?? code}) during an invocation`));
      pool.waiting.shift()?.();
    });
    return instance;
  };

  const acquire = async (handler: string, spec: FunctionSpec): Promise<Instance> => {
    let pool = pools.get(handler);
    if (!pool) pools.set(handler, (pool = { idle: [], size: 0, waiting: [] }));
    for (;;) {
      const idle = pool.idle.pop();
      if (idle) return idle;
      if (pool.size < MAX_INSTANCES) {
        pool.size++;
        return start(handler, spec);
      }
      await new Promise<void>((resolveTurn) => pool.waiting.push(resolveTurn));
    }
  };

  const invoke = async (handler: string, spec: FunctionSpec, event: unknown) => {
    if (stopped) throw new Error('the bundled stack is stopping');
    const instance = await acquire(handler, spec);
    const requestId = randomUUID();
    const timeoutMs = spec.timeoutSeconds * 1000;
    try {
      const message = await new Promise<{ result?: unknown; error?: { name: string; message: string } }>(
        (resolveCall, reject) => {
          const timer = setTimeout(() => {
            instance.pending = undefined;
            instance.child.kill('SIGKILL');
            reject(new FunctionTimeout(handler, spec.timeoutSeconds));
          }, timeoutMs);
          instance.pending = {
            id: requestId,
            settle: (outcome) => {
              clearTimeout(timer);
              instance.pending = undefined;
              if (outcome instanceof Error) reject(outcome);
              else resolveCall(outcome);
            },
          };
          instance.child.send({
            id: requestId,
            event: event ?? {},
            context: {
              functionName: spec.name,
              requestId,
              deadline: Date.now() + timeoutMs,
              memoryLimitInMB: FUNCTION_DEFAULTS.memorySize,
            },
          });
        },
      );
      if (message.error) throw Object.assign(new Error(message.error.message), { name: message.error.name });
      if (!served.has(handler)) {
        served.add(handler);
        writeFileSync(opts.servedFile, JSON.stringify({ served: [...served].sort() }, null, 2));
      }
      return message.result;
    } finally {
      const pool = pools.get(handler)!;
      if (instance.child.exitCode === null && instance.child.signalCode === null && !instance.child.killed) {
        pool.idle.push(instance);
        pool.waiting.shift()?.();
      }
    }
  };

  const source: HandlerSource = async (handler) => {
    specs ??= functionSpecs(opts.siteUrl());
    const spec = specs.get(handler);
    if (!spec) throw new Error(`${handler} is no Lambda of the stack`);
    return (event) => invoke(handler, spec, event);
  };
  const stop = async () => {
    stopped = true;
    await Promise.all(
      [...all].map(
        ({ child }) =>
          new Promise<void>((resolveExit) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
            child.once('exit', () => resolveExit());
            child.kill('SIGTERM');
          }),
      ),
    );
  };
  return { source, stop };
}
