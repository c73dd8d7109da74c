/**
 * Web benchmark (docs/architecture.md#budgets): the initial JavaScript of Home (gzip, per chunk; the same
 * measure as tests/e2e/bundle-budget.test.ts), then Lighthouse mobile (its default config:
 * mobile emulation, simulated throttling) on `/` and on one demo deal's page, against a fresh
 * local stack (what `npm start` runs, with its demo data) serving the built web/dist.
 *
 *   npm run bench:web                (RUNS=3 per page, after WARMUP=1 uncounted run per page)
 *   npm run bench:web -- --build     (rebuilds web/dist first; without it, only when missing)
 *
 * Then the same pages on a slow phone connection (400 ms latency, 50 KB/s each way, Chromium's
 * network emulation, cold cache): when the first content paints, when the app has rendered the
 * page's own content, and how many requests that took.
 *
 * Prints each run, then the median of each figure per page, against the budgets. Lighthouse's
 * JSON reports go to tests/artifacts/lighthouse/. Offline: Chromium resolves no host but
 * 127.0.0.1 and the full-page screenshot is off. A benchmark, not a test: it exits 0 unless
 * something failed outright (performance scores are noisy on a busy machine).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { spawnLocalStack } from '../support/local-stack';
import { INITIAL_JS_BUDGET_BYTES, initialScriptSizes, WEB_DIST } from '../support/web-bundle';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const WARMUP = Number(process.env.WARMUP ?? 1);
const REPORTS = join(ROOT, 'tests/artifacts/lighthouse');
// The new headless mode, which Lighthouse expects.
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));
const BUDGET = { js: INITIAL_JS_BUDGET_BYTES, performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
] as const;

type Figures = Record<(typeof CATEGORIES)[number] | (typeof METRICS)[number][0], number>;
/** `load`: this machine's load average and Lighthouse's CPU benchmark index, both after the run. */
type Run = { figures: Figures; load: string; failing: string[] };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const show = (key: keyof Figures, v: number) =>
  key === 'CLS' ? v.toFixed(3) : /^[A-Z]+$/.test(key) ? `${Math.round(v)} ms` : String(Math.round(v));

// What must be stopped on every exit path. A SIGKILL of this process runs no handler: a
// detached watchdog then stops the listed processes (the stack reaps its own java child) and
// removes the stack's data dir and this bench's work dir (Chromium profiles and temp files).
const live = {
  stack: undefined as Awaited<ReturnType<typeof spawnLocalStack>> | undefined,
  chrome: new Set<LaunchedChrome>(),
};
let watchdog: { pid?: number; file: string; dir: string } | undefined;
let stopping = false;
let launches = 0;

async function startWatchdog() {
  const dir = await mkdtemp(join(tmpdir(), 'dzdeals-bench-web-'));
  const file = join(dir, 'pids');
  const script = `trap '' INT HUP
while kill -0 "$1" 2>/dev/null; do sleep 1; done
[ -f "$2" ] || exit 0
while read -r kind arg; do
  case $kind in group) kill -KILL "-$arg" ;; process) kill -TERM "$arg" ;; esac
done < "$2" 2>/dev/null
sleep 5
grep '^dir ' "$2" | cut -c5- | while read -r d; do rm -rf "$d"; done
rm -rf "$3"`;
  const child = spawn('sh', ['-c', script, 'bench-web-watchdog', String(process.pid), file, dir], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  watchdog = { pid: child.pid, file, dir };
}

async function writePids() {
  if (!watchdog) return;
  const lines = [
    ...(live.stack?.child.pid ? [`process ${live.stack.child.pid}`, `dir ${live.stack.dataDir}`] : []),
    ...[...live.chrome].map((c) => `group ${c.pid}`),
  ];
  await writeFile(watchdog.file, lines.map((l) => `${l}\n`).join(''));
}

/** Synchronous last resort ('exit' handler): signal whatever is still running. */
function killAllNow() {
  for (const chrome of live.chrome) {
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
  }
  live.chrome.clear();
  live.stack?.child.kill('SIGTERM');
}

async function stopAll() {
  killAllNow();
  const stack = live.stack;
  live.stack = undefined;
  await stack?.stop();
  if (watchdog) {
    if (watchdog.pid) {
      try {
        process.kill(watchdog.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    await rm(watchdog.dir, { recursive: true, force: true });
    watchdog = undefined;
  }
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.once(signal, () => {
    stopping = true;
    console.error(`\n${signal}: stopping the local stack and Chromium…`);
    void stopAll().finally(() => process.exit(code));
  });
}
process.on('exit', killAllNow);

/** The slow phone connection of docs/architecture.md#budgets. */
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 };

/**
 * One load of `url` on the slow connection in a fresh context (cold cache), at a phone's size:
 * first contentful paint, the moment `ready` (a selector of what only the app renders) is on
 * screen, and the requests made until then.
 */
async function slowConnectionRun(url: string, ready: string) {
  const browser = await playwright.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    let requests = 0;
    page.on('request', () => requests++);
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector(ready, { timeout: 120_000 });
    const [fcp, shown] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      performance.now(),
    ]);
    return { fcp, shown, requests };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse mobile run in a fresh Chromium (own profile, cold cache). */
async function lighthouseRun(url: string, report: string): Promise<Run> {
  if (!watchdog) throw new Error('the watchdog must be running');
  // Profile and temp files in the work dir: Chromium, killed, cannot remove its own.
  const profile = join(watchdog.dir, `chrome-${++launches}`);
  await mkdir(join(profile, 'tmp'), { recursive: true });
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    envVars: { ...process.env, TMPDIR: join(profile, 'tmp') },
    handleSIGINT: false,
  });
  live.chrome.add(chrome);
  await writePids();
  try {
    // No config: Lighthouse's default, the mobile one.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr: Result = result.lhr;
    await writeFile(join(REPORTS, report), result.report as string);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const figures = {} as Figures;
    for (const cat of CATEGORIES) {
      const score = lhr.categories[cat]?.score;
      if (typeof score !== 'number') throw new Error(`no ${cat} score for ${url} (see ${report})`);
      figures[cat] = score * 100;
    }
    for (const [key, id] of METRICS) {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`no ${id} for ${url} (see ${report})`);
      figures[key] = value;
    }
    // What keeps accessibility, best practices and SEO under 100.
    const failing = CATEGORIES.slice(1).flatMap((cat) =>
      lhr.categories[cat].auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => typeof a.score === 'number' && a.score < 1)
        .map((a) => `${cat}/${a.id}`),
    );
    // Simulated throttling multiplies the CPU time it observes: a busy machine (a lower benchmark
    // index) inflates TBT and the paints, hence the load next to each run.
    return { figures, load: `${load()}, cpu index ${Math.round(lhr.environment.benchmarkIndex)}`, failing };
  } finally {
    live.chrome.delete(chrome);
    chrome.kill();
    await writePids();
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

async function main() {
  const build = process.argv.includes('--build');
  if (build || !existsSync(join(WEB_DIST, 'index.html'))) {
    console.log(`Building web/dist (${build ? '--build' : 'missing'})…`);
    const res = spawnSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
    if (res.status !== 0) throw new Error(`npm run build:web failed (${res.status ?? res.signal})`);
  }

  const { chunks, gzipTotal } = await initialScriptSizes();
  console.log(`\nInitial JS of Home: ${kB(gzipTotal)} kB gzip (budget ${kB(BUDGET.js)} kB), ${chunks.length} chunks`);
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${c.file.padEnd(44)} ${kB(c.gzip).padStart(7)} kB gzip ${kB(c.raw).padStart(8)} kB raw`);
  }

  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const lhVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  console.log(`\nLighthouse ${lhVersion} (mobile, simulated throttling), ${chromium}; ${load()}`);

  await startWatchdog();
  console.log('Starting a fresh local stack (with demo data)…');
  live.stack = await spawnLocalStack({ LOG_LEVEL: 'error', EXPOSE_DDB_CALLS: '0', SEED_DEMO: '1' });
  await writePids();
  const base = live.stack.url;
  const page = (await (await fetch(`${base}/api/deals?page=0&size=1`)).json()) as {
    data?: { content?: { id: string }[] };
  };
  const dealId: string | undefined = page?.data?.content?.[0]?.id;
  if (!dealId) throw new Error(`no demo deal in ${base}/api/deals: ${JSON.stringify(page)}`);
  // `ready`: what only the app renders (the page may paint its content before the app runs).
  const pages = [
    { name: 'home', path: '/', ready: '[data-testid=deal-card]' },
    { name: 'deal', path: `/deals/${dealId}`, ready: '.deal-summary .vote-bar' },
  ];
  console.log(`Stack at ${base}; deal page ${pages[1].path}\n`);
  await mkdir(REPORTS, { recursive: true });

  // Warm-up: the stack loads each handler on its first request, Chromium its binary; not counted.
  for (let w = 1; w <= WARMUP; w++) {
    for (const p of pages) {
      const r = await lighthouseRun(`${base}${p.path}`, `${p.name}-warmup-${w}.json`);
      console.log(`  warm-up  ${p.name.padEnd(5)} perf ${show('performance', r.figures.performance)}  (${r.load})`);
    }
  }
  // Pages alternate within each round, so a burst of load elsewhere hits both alike.
  const runs = new Map(pages.map((p) => [p.name, [] as Run[]]));
  for (let i = 1; i <= RUNS; i++) {
    for (const p of pages) {
      const r = await lighthouseRun(`${base}${p.path}`, `${p.name}-${i}.json`);
      runs.get(p.name)!.push(r);
      const f = r.figures;
      console.log(
        `  run ${i}    ${p.name.padEnd(5)} perf ${show('performance', f.performance)} a11y ${show('accessibility', f.accessibility)} bp ${show('best-practices', f['best-practices'])} seo ${show('seo', f.seo)}` +
          `  LCP ${show('LCP', f.LCP)} TBT ${show('TBT', f.TBT)} CLS ${show('CLS', f.CLS)} FCP ${show('FCP', f.FCP)}  (${r.load})`,
      );
    }
  }
  console.log(
    `\nSlow connection (latency ${SLOW_NETWORK.latency} ms, ${SLOW_NETWORK.downloadThroughput / 1024} KB/s), ${RUNS} runs per page`,
  );
  const slow = new Map(pages.map((p) => [p.name, [] as Awaited<ReturnType<typeof slowConnectionRun>>[]]));
  for (let i = 1; i <= RUNS; i++) {
    for (const p of pages) {
      const r = await slowConnectionRun(`${base}${p.path}`, p.ready);
      slow.get(p.name)!.push(r);
      console.log(
        `  run ${i}    ${p.name.padEnd(5)} first paint ${show('FCP', r.fcp)}  app shows the page ${show('FCP', r.shown)}  ${r.requests} requests`,
      );
    }
  }
  await stopAll();

  for (const p of pages) {
    const list = slow.get(p.name)!;
    console.log(
      `${p.path.padEnd(26)}slow connection, median: first paint ${show('FCP', median(list.map((r) => r.fcp)))}, app shows the page ${show('FCP', median(list.map((r) => r.shown)))}, ${median(list.map((r) => r.requests))} requests`,
    );
  }

  const columns: [keyof Figures, string, number?][] = [
    ['performance', 'perf', BUDGET.performance],
    ['accessibility', 'a11y', BUDGET.accessibility],
    ['best-practices', 'bp', BUDGET['best-practices']],
    ['seo', 'seo', BUDGET.seo],
    ['LCP', 'LCP'],
    ['TBT', 'TBT'],
    ['CLS', 'CLS'],
    ['FCP', 'FCP'],
  ];
  console.log(
    `\nMedian of ${RUNS} runs per page (each figure's own median); budgets: perf >= 95, the other scores 100`,
  );
  console.log(`${'page'.padEnd(26)}${columns.map(([, h]) => h.padStart(9)).join('')}  verdict`);
  for (const p of pages) {
    const list = runs.get(p.name)!;
    const med = Object.fromEntries(columns.map(([k]) => [k, median(list.map((r) => r.figures[k]))])) as Figures;
    const over = columns.filter(([k, , min]) => min !== undefined && med[k] < min).map(([, h]) => h);
    console.log(
      `${p.path.padEnd(26)}${columns.map(([k]) => show(k, med[k]).padStart(9)).join('')}  ${over.length ? `under budget: ${over.join(', ')}` : 'ok'}`,
    );
    const failing = new Map<string, number>();
    for (const id of list.flatMap((r) => r.failing)) failing.set(id, (failing.get(id) ?? 0) + 1);
    if (failing.size) {
      console.log(
        `${''.padEnd(26)}failing: ${[...failing].map(([id, n]) => `${id} (${n}/${list.length})`).join(', ')}`,
      );
    }
  }
  console.log(
    `${'initial JS (Home)'.padEnd(26)}${`${kB(gzipTotal)} kB gzip`.padStart(18)}  ${gzipTotal <= BUDGET.js ? 'ok' : `over ${kB(BUDGET.js)} kB`}`,
  );
}

try {
  await main();
} catch (err) {
  // After a signal, the failure is only the interrupted run's.
  if (!stopping) console.error(err);
  process.exitCode = 1;
} finally {
  await stopAll();
}
