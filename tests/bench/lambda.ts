/**
 * Lambda cold-start benchmark (docs/architecture.md#budgets): bundles every handler the way `cdk synth`
 * does (code split per handler, plus a bundle holding only the DynamoDB client as the baseline), then
 * prints per bundle its size (raw and gzip: the entry and the chunks its import loads; "all": every
 * module of the asset, the chunks loaded on first use included), its module load (median of fresh Node processes importing it)
 * and its first invocation (import + one request of the route's shape answered against DynamoDB
 * Local), each against the baseline's, the budget verdict and the heaviest inputs (esbuild's metafile).
 *
 *   npm run bench:lambda                                   (RUNS=10 by default)
 *   npm run bench:lambda -- --only deals/list-cities,site/get-robots   (some bundles; the baseline always)
 *   npm run bench:lambda -- --strict                       (exit 1 when a load ratio is over budget too)
 *   npm run bench:lambda -- --top 8                        (inputs listed per bundle; 4 by default)
 *
 * Budgets: no bundle > 450 kB (1 kB = 1000 bytes), always checked (exit 1); module load <= 1.25x the
 * baseline's for a bundle that reaches the table, <= 0.5x for one that touches no table (cities,
 * categories, config, robots). Wall-clock ratios fail the run only with --strict: on a busy machine they
 * say more about the neighbours than about the bundle (the cpu column is steadier).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { signHs256 } from '@functions/lib/jwt';
import { REPO_ROOT, assetDir, bundleHandlers, lambdaHandlers } from '../../infra/aws/bundle';
import { ensureTable } from '../../infra/local/bootstrap';
import { startDynamoDbLocal } from '../../infra/local/dynamodb-local';
import { ROUTES, type ParamShape, type RouteDef } from '@functions/routes';
import { IDENTITY_PROVIDERS, REPORT_TARGETS } from '@shared/api-types';

const SIZE_BUDGET_BYTES = 450_000;
const LOAD_BUDGET_RATIO = 1.25;
const NO_TABLE_BUDGET_RATIO = 0.5;
const RUNS = Number(process.env.RUNS ?? 10);
const BASELINE = '(baseline: DynamoDB client only)';
const TABLE_NAME = 'bench-lambda';
const JWT_SECRET = 'bench-lambda-secret';

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, strict: { type: 'boolean' }, top: { type: 'string' } },
});
const only = args.only
  ?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const TOP = Number(args.top ?? 4);
const unknownNames = only?.filter((h) => !lambdaHandlers().includes(h)) ?? [];
if (unknownNames.length) throw new Error(`--only: no handler ${unknownNames.join(', ')}`);

// Inside node_modules so the baseline resolves the SDK like the handlers do.
const work = join(REPO_ROOT, 'node_modules/.cache/dzdeals-bench');
mkdirSync(work, { recursive: true });
const baselineSource = join(work, 'ddb-baseline.ts');
// The baseline's first invocation is one GetItem: what the lightest table route does.
writeFileSync(
  baselineSource,
  [
    "import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';",
    'const client = new DynamoDBClient(process.env.DDB_ENDPOINT ? { endpoint: process.env.DDB_ENDPOINT } : {});',
    'export const handler = () =>',
    "  client.send(new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: { PK: { S: 'BENCH' }, SK: { S: 'BENCH' } } }));",
    '',
  ].join('\n'),
);

const started = performance.now();
const { outDir, handlers, metafile } = await bundleHandlers({
  outDir: join(work, 'bundles'),
  handlers: only ?? lambdaHandlers(),
  extra: { 'ddb-baseline': baselineSource },
  metafile: true,
});
console.log(`bundled ${handlers.length} handlers + baseline: ${Math.round(performance.now() - started)} ms`);

const outputs = metafile!.outputs;
/**
 * The output files a bundle's import evaluates: its entry and the chunks it imports statically
 * (what code splitting puts on first use, `import()`, stays out until a request needs it).
 */
function loadedFiles(name: string) {
  const entry = Object.keys(outputs).find((file) => file.endsWith(`${name}/index.mjs`));
  if (!entry) throw new Error(`no output for ${name}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && i.path in outputs) visit(i.path);
  };
  visit(entry);
  return [...seen];
}

/** Every module file of a bundle's asset, what it loads later included. */
const assetFiles = (name: string) =>
  Object.keys(outputs).filter((file) => file.includes(`/${name}/`) && !file.includes('/node_modules/'));

/** A bundle's heaviest inputs as it loads, by package (node_modules) or by source file, in bytes of output. */
function topInputs(name: string) {
  const byOrigin = new Map<string, number>();
  for (const file of loadedFiles(name))
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file].inputs)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];
      const origin = pkg ?? input.replace(/^(\.\.\/)+/, '');
      byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + bytesInOutput);
    }
  return [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, TOP);
}

// DynamoDB Local as the local stack starts it, with the table, in a throwaway folder.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lambda-'));
const ddb = await startDynamoDbLocal(dataDir);
// Stopped at the end (the child would keep the process alive), or killed if the run fails first.
process.on('exit', ddb.kill);
const stopDynamoDb = async () => {
  await ddb.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
await ensureTable(ddb.endpoint, TABLE_NAME);

/** Path parameters of the shape the manifest declares, naming nothing: the route reads and answers 404. */
const SAMPLE: Record<ParamShape, string> = {
  dealId: 'benchBENCHbench0',
  commentId: '00000000-0000-4000-8000-000000000000',
  userId: '00000000-0000-4000-8000-000000000000',
  alertId: '00000000-0000-4000-8000-000000000000',
  contentId: 'benchBENCHbench0',
  reportTarget: REPORT_TARGETS[0],
  username: 'bench',
  merchantSlug: 'bench-shop',
  identityProvider: IDENTITY_PROVIDERS[0],
};
// A valid token of a member the table does not hold: verified, then refused (401) after its read.
const token = signHs256({ sv: 0, sub: SAMPLE.userId }, JWT_SECRET, 600);

/** The first request a route's fresh instance answers: its shape, no body (validation may answer 400). */
function firstEvent(route: RouteDef) {
  const params = Object.fromEntries(Object.entries(route.params ?? {}).map(([name, shape]) => [name, SAMPLE[shape]]));
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name);
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: '',
    headers: route.access === 'public' ? {} : { authorization: `Bearer ${token}` },
    pathParameters: params,
    requestContext: { requestId: 'bench', http: { method: route.method, path: rawPath, sourceIp: '127.0.0.1' } },
    isBase64Encoded: false,
  };
}

// What Lambda's Node runtime would have at start, pointed at DynamoDB Local.
const env = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME,
  DDB_ENDPOINT: ddb.endpoint,
  JWT_SECRET,
  IMAGES_BUCKET: 'bench',
  SITE_URL: 'http://localhost',
  LOG_REQUESTS: '0',
};
// Wall time of the import (the budget), its CPU time (which other load disturbs less), and, given an
// event, the wall time of import + first invocation.
const probe =
  'const c=process.cpuUsage(),t=performance.now();const m=await import(process.argv[1]);' +
  'const w=performance.now()-t,u=process.cpuUsage(c);let f=null;' +
  "if(process.argv[2]){await m.handler(JSON.parse(process.argv[2]),{awsRequestId:'bench'});f=performance.now()-t}" +
  'process.stdout.write(JSON.stringify([w,(u.user+u.system)/1000,f]))';
const runOnce = (file: string, event?: object) =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['--input-type=module', '-e', probe, pathToFileURL(file).href, ...(event ? [JSON.stringify(event)] : [])],
      { env, encoding: 'utf8' },
    ),
  ) as [number, number, number | null];

const routeOf = new Map(ROUTES.map((r) => [r.handler, r]));
const entries = [
  { name: BASELINE, file: join(assetDir(outDir, 'ddb-baseline'), 'index.mjs'), event: {}, noTable: false },
  ...handlers.map((h) => {
    const route = routeOf.get(h);
    return {
      name: h,
      file: join(assetDir(outDir, h), 'index.mjs'),
      // Jobs are timed on their import only: their first run is a whole batch, not a request.
      event: route && firstEvent(route),
      noTable: !!route && !route.grants.some((g) => g.startsWith('table:')),
    };
  }),
];

// Rounds interleave the bundles so drift on a shared machine hits them all alike.
const samples = new Map(
  entries.map((e) => [e.name, { wall: [] as number[], cpu: [] as number[], first: [] as number[] }]),
);
for (let round = 0; round < RUNS; round++)
  for (const e of entries) {
    const [wall, cpu, first] = runOnce(e.file, e.event);
    const s = samples.get(e.name)!;
    s.wall.push(wall);
    s.cpu.push(cpu);
    if (first !== null) s.first.push(first);
  }
const median = (xs: number[]) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = entries.map((e) => {
  const name = e.name === BASELINE ? 'ddb-baseline' : e.name;
  const code = Buffer.concat(loadedFiles(name).map((file) => readFileSync(join(REPO_ROOT, file))));
  const { wall, cpu, first } = samples.get(e.name)!;
  return {
    ...e,
    raw: code.length,
    gzip: gzipSync(code).length,
    asset: assetFiles(name).reduce((n, file) => n + outputs[file].bytes, 0),
    load: median(wall),
    cpu: median(cpu),
    first: median(first),
  };
});
const base = rows[0];
const kB = (n: number) => (n / 1000).toFixed(1);
const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));
const ratio = (n: number, of: number) => (Number.isNaN(n) ? '-' : (n / of).toFixed(2));
let sizeFailures = 0;
let loadFailures = 0;
console.log(
  `\nNode ${process.version}, ${process.arch}, median of ${RUNS} fresh processes per bundle, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}` +
    `\nbudgets: <= ${kB(SIZE_BUDGET_BYTES)} kB; load <= ${LOAD_BUDGET_RATIO}x baseline (table), <= ${NO_TABLE_BUDGET_RATIO}x (no table)\n`,
);
const head = [
  'bundle'.padEnd(36),
  'raw kB',
  'gzip kB',
  'all kB',
  'load ms',
  'x base',
  'cpu ms',
  'x base',
  '1st ms',
  'x base',
];
console.log(`${head.map((h, i) => (i ? h.padStart(8) : h)).join(' ')}  verdict`);
for (const r of [base, ...rows.slice(1).sort((a, b) => b.raw - a.raw)]) {
  const budget = r.noTable ? NO_TABLE_BUDGET_RATIO : LOAD_BUDGET_RATIO;
  const size = r !== base && r.raw > SIZE_BUDGET_BYTES;
  const load = r !== base && r.load / base.load > budget;
  sizeFailures += Number(size);
  loadFailures += Number(load);
  const problems = [...(size ? ['size'] : []), ...(load ? ['load'] : [])];
  const verdict =
    r === base ? '' : `${problems.length ? `OVER (${problems.join(', ')})` : 'ok'}${r.noTable ? ' [no table]' : ''}`;
  console.log(
    [
      r.name.padEnd(36),
      kB(r.raw).padStart(8),
      kB(r.gzip).padStart(8),
      kB(r.asset).padStart(8),
      ms(r.load).padStart(8),
      ratio(r.load, base.load).padStart(8),
      ms(r.cpu).padStart(8),
      ratio(r.cpu, base.cpu).padStart(8),
      ms(r.first).padStart(8),
      ratio(r.first, base.first).padStart(8),
      ` ${verdict}`,
    ].join(' '),
  );
}
console.log(`\nheaviest inputs per bundle (kB of minified output, by package or source file):`);
for (const r of rows.slice(1).sort((a, b) => b.raw - a.raw))
  console.log(
    `${r.name.padEnd(36)} ${topInputs(r.name)
      .map(([origin, bytes]) => `${origin} ${kB(bytes)}`)
      .join(', ')}`,
  );
console.log(
  `\n${rows.length - 1} bundles: ${sizeFailures} over the size budget, ${loadFailures} over the load budget` +
    ` (wall time${args.strict ? ', --strict' : '; only --strict fails on it'}); "1st" = import + first request`,
);
await stopDynamoDb();
process.exitCode = sizeFailures || (args.strict && loadFailures) ? 1 : 0;
