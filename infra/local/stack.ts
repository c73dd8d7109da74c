import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JOBS, JOB_NAMES, type JobDef } from '@functions/job-manifest';
import type { S3Event } from 'aws-lambda';
import { loadLanguages } from '@shared/i18n/catalogue';
import { TABLE } from '@shared/table';
import { ensureTable } from './bootstrap';
import { anyFault, FAULT_NAMES, startFaults } from './faults';
import { BUNDLED_SERVED_FILE, type localConfig } from './config';
import { requireJava, startDynamoDbLocal } from './dynamodb-local';
import { startS3Local } from './s3-local';
import { imageEventsDispatcher } from './image-events';
import { bundledHandlers, importedHandlers } from './bundle-workers';
import { createLocalServer } from './server';
import { startTableEvents } from './table-events';

export const IMAGES_BUCKET = 'dzdeals-images';
const JOBS_INTERVAL_MS = 60_000;
const FUNCTIONS_DIR = resolve(import.meta.dirname, '../../functions');

/** A job's handler, imported from its module as Lambda would load it (under functions/, per the jobs manifest). */
export async function jobHandler<T = () => Promise<unknown>>(job: Pick<JobDef, 'handler'>): Promise<T> {
  const module = (await import(pathToFileURL(join(FUNCTIONS_DIR, `${job.handler}.ts`)).href)) as { handler: T };
  return module.handler;
}

/** The local JWT secret: generated once, kept in the data dir so sessions survive restarts. */
async function jwtSecret(dataDir: string) {
  const file = join(dataDir, 'jwt-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim()) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** The listen address as a URL host: a wildcard address is reached as localhost, IPv6 in brackets. */
function urlHost(host: string) {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Starts everything `npm start` runs: DynamoDB Local, the S3 stand-in, the mail outbox, and the
 * server that plays CloudFront and API Gateway. Handlers read their settings from process.env,
 * exactly as in Lambda.
 */
export async function startLocalStack(
  cfg: ReturnType<typeof localConfig>,
  /** `npm run start:bundled`: serve from the Lambda bundles in this directory (infra/aws/bundle.ts). */
  opts: { bundleDir?: string } = {},
) {
  requireJava();
  const dirs = { ddb: join(cfg.dataDir, 'dynamodb'), s3: join(cfg.dataDir, 's3'), outbox: join(cfg.dataDir, 'outbox') };
  await Promise.all(Object.values(dirs).map((d) => mkdir(d, { recursive: true })));

  const ddb = await startDynamoDbLocal(dirs.ddb);
  const stops: (() => Promise<unknown>)[] = [ddb.stop];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const s3 = await startS3Local(dirs.s3, [IMAGES_BUCKET]);
    stops.push(s3.stop);
    // Handlers reach the stand-ins through the fault proxies when FAULTS is set (armed once seeded).
    const faults = await startFaults(cfg.faults, { ddb: ddb.endpoint, s3: s3.endpoint });
    stops.push(async () => {
      await faults.stop();
      if (anyFault(cfg.faults)) console.log(`faults injected: ${JSON.stringify(faults.counts)}`);
    });
    Object.assign(process.env, {
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      DDB_ENDPOINT: faults.ddbEndpoint,
      S3_ENDPOINT: faults.s3Endpoint,
      TABLE_NAME: TABLE.defaultName,
      IMAGES_BUCKET,
      MAIL_OUTBOX_DIR: dirs.outbox,
      // The built SPA, which the deal page's handler renders from (beside its bundle in Lambda).
      WEB_DIR: cfg.webDir,
      JWT_SECRET: await jwtSecret(cfg.dataDir),
      // DynamoDB Local ignores IAM: the wrapper refuses writes from read-only routes instead.
      ENFORCE_GRANTS: '1',
      // The handlers' JSON line per request only when asked for (the server prints a short one).
      LOG_REQUESTS: cfg.requestLog === 'json' ? '1' : '0',
    });
    await ensureTable(ddb.endpoint, TABLE.defaultName, cfg.dataDir);
    // The seeding below runs the data modules outside any handler: their messages need the catalogues.
    await loadLanguages();
    // Imported only now: data modules build their clients from the environment set above.
    const { ensureAdmin } = await import('./seed');
    const { runMigrations } = await import('@functions/data/table/migrations');
    // Images uploaded before variants existed get them (sharp, in this process).
    const { variantsFor } = await import('@functions/images/make-variants');
    await runMigrations({ makeVariants: (file) => variantsFor(file, { waitForRecord: false }) });
    await ensureAdmin(cfg.admin.email, cfg.admin.password);
    const demo = cfg.seedDemo ? await import('./demo-data') : undefined;
    await demo?.seedDemoData();

    let url = '';
    const bundled =
      opts.bundleDir === undefined
        ? undefined
        : bundledHandlers({
            bundleDir: opts.bundleDir,
            siteUrl: () => process.env.SITE_URL ?? url,
            ddbEndpoint: faults.ddbEndpoint,
            s3Endpoint: faults.s3Endpoint,
            outboxDir: dirs.outbox,
            imagesBucket: IMAGES_BUCKET,
            servedFile: join(cfg.dataDir, BUNDLED_SERVED_FILE),
          });
    if (bundled) stops.push(bundled.stop);
    const handlers = bundled?.source ?? importedHandlers();
    const server = createLocalServer({ webDir: cfg.webDir, logRequests: cfg.requestLog === 'short', handlers });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(cfg.port, cfg.host, resolve);
    });
    stops.push(() => new Promise((resolve) => server.close(resolve)).then(() => server.closeAllConnections()));
    const { port } = server.address() as AddressInfo;
    url = `http://${urlHost(cfg.host)}:${port}`;
    // The site's address for links in mails and pages, as SITE_URL is in AWS: this server's own
    // unless set, never a request's Host header (docs/operations.md#run-locally).
    process.env.SITE_URL ||= url;
    // The jobs of the manifest on their local triggers: the scheduled ones on a timer as EventBridge
    // runs them in AWS (a minute here rather than five) unless they run by hand (`npm run cleanup:images`),
    // the stream's through the stand-in of Lambda's event source mapping.
    const timed: (() => Promise<unknown>)[] = [];
    for (const name of JOB_NAMES) {
      const job: JobDef = JOBS[name];
      const { trigger } = job;
      if (trigger.kind === 'schedule' && trigger.locally === 'timer') timed.push(await handlers(job.handler));
      if (trigger.kind === 'images-created') {
        // S3's notification, played by the stand-in's own events: the same handler, after each put.
        const dispatch = imageEventsDispatcher(
          trigger,
          IMAGES_BUCKET,
          join(cfg.dataDir, 'dead-letters'),
          (await handlers(job.handler)) as (event: S3Event) => Promise<unknown>,
        );
        s3.onEvent(dispatch.listener);
        stops.push(dispatch.stop);
      }
      if (trigger.kind === 'table-stream' && cfg.tableEvents) {
        const handle = (await handlers(job.handler)) as Parameters<typeof startTableEvents>[4];
        stops.push(
          await startTableEvents(
            ddb.endpoint,
            TABLE.defaultName,
            join(cfg.dataDir, 'dead-letters'),
            trigger,
            handle,
            cfg.faults['stream-duplicate'],
          ),
        );
      }
    }
    faults.arm();
    const jobs = setInterval(() => {
      for (const run of timed) void run().catch(() => undefined);
    }, JOBS_INTERVAL_MS);
    jobs.unref();
    stops.push(async () => clearInterval(jobs));
    return {
      url,
      ddbEndpoint: ddb.endpoint,
      s3Endpoint: s3.endpoint,
      dirs,
      /** The faults on, as `name:rate` (empty when none). */
      faults: FAULT_NAMES.filter((name) => cfg.faults[name] > 0)
        .map((name) => `${name}:${cfg.faults[name]}`)
        .join(','),
      stop,
      killJava: ddb.kill,
      /** The demo members' sign-ins, when the demo data is on. */
      demoLogins: demo ? { emails: demo.DEMO_EMAILS, password: demo.DEMO_PASSWORD } : undefined,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
