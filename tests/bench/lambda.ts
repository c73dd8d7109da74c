/**
 * Lambda bundle benchmark (docs/architecture.md#budgets): bundles every handler the way `cdk synth` does
 * (one esbuild call, plus a bundle holding only the DynamoDB client as the baseline), then
 * prints each bundle's size (raw and gzip) and its module load time, the median of fresh
 * Node processes importing it, against the baseline's.
 *
 *   npm run bench:lambda            (RUNS=10 by default)
 *
 * Exits 1 when a bundle breaks a budget: > 450 kB (1 kB = 1000 bytes) or load > 1.25x baseline.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, assetDir, bundleHandlers } from '../../infra/aws/bundle';

const SIZE_BUDGET_BYTES = 450_000;
const LOAD_BUDGET_RATIO = 1.25;
const RUNS = Number(process.env.RUNS ?? 10);
const BASELINE = '(baseline: DynamoDB client only)';

// Inside node_modules so the baseline resolves the SDK like the handlers do.
const work = join(REPO_ROOT, 'node_modules/.cache/dzdeals-bench');
mkdirSync(work, { recursive: true });
const baselineSource = join(work, 'ddb-baseline.ts');
writeFileSync(
  baselineSource,
  "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const client = new DynamoDBClient({});\n",
);

const started = performance.now();
const { outDir, handlers } = await bundleHandlers({
  outDir: join(work, 'bundles'),
  extra: { 'ddb-baseline': baselineSource },
});
console.log(
  `bundled ${handlers.length} handlers + baseline in one esbuild call: ${Math.round(performance.now() - started)} ms`,
);

const entries = [
  { name: BASELINE, file: join(assetDir(outDir, 'ddb-baseline'), 'index.mjs') },
  ...handlers.map((h) => ({ name: h, file: join(assetDir(outDir, h), 'index.mjs') })),
];

// What Lambda's Node runtime would have at import time; nothing reaches the network.
const env = {
  PATH: process.env.PATH ?? '',
  AWS_REGION: 'eu-west-3',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  TABLE_NAME: 'bench',
  IMAGES_BUCKET: 'bench',
  LOG_REQUESTS: '0',
  // Lambda runs Node 22+; this machine's Node 20 would make the SDK print a notice per process.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
// Wall time of the import (the budget), and its CPU time, which other load on the machine disturbs less.
const probe =
  'const c=process.cpuUsage(),t=performance.now();await import(process.argv[1]);' +
  'const w=performance.now()-t,u=process.cpuUsage(c);process.stdout.write(JSON.stringify([w,(u.user+u.system)/1000]))';
const loadOnce = (file: string) =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', probe, pathToFileURL(file).href], {
      env,
      encoding: 'utf8',
    }),
  ) as [number, number];

// Rounds interleave the bundles so drift on a shared machine hits them all alike.
const samples = new Map(entries.map((e) => [e.name, { wall: [] as number[], cpu: [] as number[] }]));
for (let round = 0; round < RUNS; round++)
  for (const e of entries) {
    const [wall, cpu] = loadOnce(e.file);
    samples.get(e.name)!.wall.push(wall);
    samples.get(e.name)!.cpu.push(cpu);
  }
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = entries.map((e) => {
  const code = readFileSync(e.file);
  const { wall, cpu } = samples.get(e.name)!;
  return { name: e.name, raw: code.length, gzip: gzipSync(code).length, load: median(wall), cpu: median(cpu) };
});
const base = rows[0];
const kB = (n: number) => (n / 1000).toFixed(1);
let failures = 0;
console.log(
  `\nNode ${process.version}, median of ${RUNS} fresh processes per bundle; budgets: <= ${kB(SIZE_BUDGET_BYTES)} kB, load <= ${LOAD_BUDGET_RATIO}x baseline\n`,
);
console.log(
  `${'bundle'.padEnd(36)} ${'raw kB'.padStart(8)} ${'gzip kB'.padStart(8)} ${'load ms'.padStart(8)} ${'x base'.padStart(7)} ${'cpu ms'.padStart(7)} ${'x base'.padStart(7)}  verdict`,
);
for (const r of [base, ...rows.slice(1).sort((a, b) => b.raw - a.raw)]) {
  const ratio = r.load / base.load;
  const problems =
    r === base ? [] : [...(r.raw > SIZE_BUDGET_BYTES ? ['size'] : []), ...(ratio > LOAD_BUDGET_RATIO ? ['load'] : [])];
  if (problems.length) failures++;
  console.log(
    [
      r.name.padEnd(36),
      kB(r.raw).padStart(8),
      kB(r.gzip).padStart(8),
      r.load.toFixed(1).padStart(8),
      ratio.toFixed(2).padStart(7),
      r.cpu.toFixed(1).padStart(7),
      (r.cpu / base.cpu).toFixed(2).padStart(7),
      ` ${r === base ? '' : problems.length ? `OVER (${problems.join(', ')})` : 'ok'}`,
    ].join(' '),
  );
}
console.log(
  `\n${rows.length - 1} bundles, ${failures} over budget (load judged on wall time; cpu shown for a busy machine)`,
);
process.exitCode = failures ? 1 : 0;
