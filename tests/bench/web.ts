/**
 * Web benchmark (docs/architecture.md#budgets): the first screen of Home, of a deal page and of a
 * member page, against a fresh local stack (what `npm start` runs, with its demo data) serving the
 * built web/dist.
 *
 * - Slow phone connection (400 ms latency, 50 KB/s each way: Chromium's network emulation over
 *   CDP; cold cache; a 390×844 viewport): when the page's own content is on screen, that is laid
 *   out in the viewport, visible, and in a frame Chromium has painted (not a skeleton): Home's
 *   first real deal (a card's title link), the deal page's title and price, the member's name with
 *   their stats or first deal. Whoever draws it (the server's HTML or the app) does not matter.
 *   Also the first paint, the requests started and the bytes received by then, and whether the
 *   service worker's chunk was among them.
 * - Lighthouse mobile (its default config: mobile emulation, simulated throttling): performance,
 *   LCP, TBT, CLS, FCP, and the accessibility, best practices and SEO scores.
 * - The initial JavaScript of Home (gzip, per chunk): the module scripts of `/` as the stack
 *   serves it, what that page module-preloads, Home's chunk, and their static imports.
 *
 *   npm run bench:web                     (RUNS=3 per page; WARMUP=1 uncounted Lighthouse run per page)
 *   npm run bench:web -- --build          (rebuilds web/dist first; without it, only when missing)
 *   npm run bench:web -- --timeline       (also each slow load's requests, in time order)
 *   npm run bench:web -- --no-lighthouse  (the slow connection and the initial JS only)
 *
 * Prints each run, then the median of each figure per page against the web budgets of
 * shared/DESIGN.md section 6 (PASS or OVER). Lighthouse's JSON reports go to
 * tests/artifacts/lighthouse/. Offline: Chromium resolves no host but 127.0.0.1 and the full-page
 * screenshot is off. A benchmark, not a test: it exits 0 whatever the figures, 1 only when
 * something failed outright (timings are noisy on a busy machine: the load average is printed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium as playwright, type Request as PlaywrightRequest } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { spawnLocalStack } from '../support/local-stack';
import { INITIAL_JS_BUDGET_BYTES, initialScriptSizes, WEB_DIST } from '../support/web-bundle';

const ROOT = resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const WARMUP = Number(process.env.WARMUP ?? 1);
const TIMELINE = process.argv.includes('--timeline');
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
const REPORTS = join(ROOT, 'tests/artifacts/lighthouse');
// The new headless mode, which Lighthouse expects.
const CHROME_FLAGS = CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['FCP', 'first-contentful-paint'],
] as const;

/**
 * The web budgets of shared/DESIGN.md section 6: `min` for scores, `max` for times (ms), bytes and
 * CLS. CLS passes when Lighthouse's figure rounds to 0.000 (it reports shifts below that as noise).
 */
const BUDGET = {
  shown: { max: 1500 },
  performance: { min: 98 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  LCP: { max: 1800 },
  TBT: { max: 150 },
  CLS: { max: 0.0005 },
  js: { max: INITIAL_JS_BUDGET_BYTES },
} as const satisfies Record<string, { min?: number; max?: number }>;

type Figures = Record<(typeof CATEGORIES)[number] | (typeof METRICS)[number][0], number>;
/** `load`: this machine's load average and Lighthouse's CPU benchmark index (`cpu`), both after the run. */
type Run = { figures: Figures; load: string; cpu: number; failing: string[] };
/** A page of the bench: `shown` lists what must all be on screen (each a CSS selector, any match). */
type PageSpec = { name: string; path: string; what: string; shown: string[] };

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const load = () =>
  `load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
/** The median of the figures there are (NaN for none). */
const median = (values: number[]) => {
  const s = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const show = (key: keyof Figures, v: number) =>
  key === 'CLS' ? v.toFixed(3) : /^[A-Z]+$/.test(key) ? `${Math.round(v)} ms` : String(Math.round(v));
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
/** PASS or OVER against one budget (OVER for a score under its minimum too). */
const verdict = (budget: { min?: number; max?: number }, v: number) =>
  (budget.min === undefined || v >= budget.min) && (budget.max === undefined || v <= budget.max) ? 'PASS' : 'OVER';

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
 * Runs in the page before its own scripts (and before the HTML is parsed): on each frame, until
 * every selector of `shown` matches an element on screen, checks them; the time of the frame that
 * first has them all (its paint follows at once) goes to `window.__benchShown`. Chromium runs no
 * frame before its first paint (stylesheets pending), and the site uses system fonts, so a frame
 * with the content is one that paints it (main() takes the later of that and the first contentful
 * paint, which is when the first frame was presented). Given as text: this file is type-checked without DOM types.
 */
const watchContent = (shown: string[]) => `(() => {
  const shown = ${JSON.stringify(shown)};
  const onScreen = (el) => {
    if (!(el.textContent || '').trim()) return false;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const frame = (t) => {
    if (shown.every((s) => Array.from(document.querySelectorAll(s)).some(onScreen))) window.__benchShown = t;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

type Request = { path: string; type: string; worker: boolean; start: number; end?: number; bytes?: number };
type SlowRun = {
  fcp: number;
  shown: number;
  requests: number;
  bytes: number;
  js: number;
  worker: number;
  log: Request[];
};

/**
 * One load of `url` on the slow connection in a fresh browser (cold cache), at a phone's size:
 * first contentful paint, when the page's content is on screen (`shown`: see watchContent), the
 * requests started and the bytes received (bodies as sent, gzip where the server compresses) by
 * then, how much of it was JavaScript, and how many requests the service worker's registration had
 * made by then (its chunk, /sw.js and its precache: none is the aim). Times are from navigation start.
 */
async function slowConnectionRun(url: string, shown: string[]): Promise<SlowRun> {
  const browser = await playwright.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    await page.addInitScript({ content: watchContent(shown) });
    // Context-wide, so the service worker's own requests count too (they are not throttled: the
    // emulation applies to the page's target; the bench says when they start, which is what matters).
    // `at`: when the request was seen, for those whose timing Chromium does not give (-1).
    const seen: { request: PlaywrightRequest; at: number; done?: Promise<void>; bytes?: number }[] = [];
    context.on('request', (request) => seen.push({ request, at: Date.now() }));
    context.on('requestfinished', (request) => {
      const item = seen.find((s) => s.request === request);
      if (!item) return;
      item.done = request.sizes().then(
        // Negative for an answer from a cache (the worker's precache reading the HTTP cache).
        (sizes) => void (item.bytes = Math.max(0, sizes.responseBodySize)),
        () => undefined,
      );
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // A function, not a string: the site's CSP forbids eval, which a string predicate needs.
    await page.waitForFunction(() => (globalThis as { __benchShown?: number }).__benchShown !== undefined, null, {
      timeout: 120_000,
      polling: 50,
    });
    // Chromium reports the first contentful paint once the frame is presented, a little after.
    await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    if (TIMELINE) await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    const [origin, fcp, frame] = (await page.evaluate(`[
      performance.timeOrigin,
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      window.__benchShown,
    ]`)) as [number, number, number];
    await Promise.all(seen.map((s) => s.done));
    const log: Request[] = seen.map(({ request, at, bytes }) => {
      const timing = request.timing();
      const start = (timing.startTime > 0 ? timing.startTime : at) - origin;
      const { pathname, search } = new URL(request.url());
      return {
        path: `${pathname}${search}`,
        type: request.resourceType(),
        worker:
          request.serviceWorker() !== null ||
          /^\/(sw\.js|assets\/(update-prompt|workbox)[\w-]*\.(js|css))$/.test(pathname),
        start,
        end: timing.responseEnd >= 0 ? start + timing.responseEnd : undefined,
        bytes,
      };
    });
    log.sort((a, b) => a.start - b.start);
    // The frame's start is a little before its paint is presented, which the first contentful
    // paint gives: content in the first painted frame shows at that time, not before.
    const shownAt = Number.isNaN(fcp) ? frame : Math.max(frame, fcp);
    const started = log.filter((r) => r.start <= shownAt);
    const received = log.filter((r) => r.end !== undefined && r.end <= shownAt && !r.worker);
    return {
      fcp,
      shown: shownAt,
      requests: started.length,
      bytes: received.reduce((sum, r) => sum + (r.bytes ?? 0), 0),
      js: received.filter((r) => r.type === 'script').reduce((sum, r) => sum + (r.bytes ?? 0), 0),
      worker: started.filter((r) => r.worker).length,
      log,
    };
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
    const cpu = lhr.environment.benchmarkIndex;
    return { figures, load: `${load()}, cpu index ${Math.round(cpu)}`, cpu, failing };
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

  const chromium = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const lhVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  console.log(`${chromium}; Lighthouse ${lhVersion}; ${load()}`);

  await startWatchdog();
  console.log('Starting a fresh local stack (with demo data)…');
  live.stack = await spawnLocalStack({ LOG_LEVEL: 'error', EXPOSE_DDB_CALLS: '0', SEED_DEMO: '1' });
  await writePids();
  const base = live.stack.url;

  // Home as the stack serves it, whoever writes it (the built shell, or a server render).
  const homeHtml = await (await fetch(`${base}/`)).text();
  const { chunks, gzipTotal } = await initialScriptSizes(WEB_DIST, homeHtml);
  console.log(
    `\nInitial JS of Home: ${kB(gzipTotal)} kB gzip (budget ${kB(BUDGET.js.max)} kB), ${chunks.length} chunks; its HTML ${kB(gzipSync(homeHtml).length)} kB gzip`,
  );
  for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${c.file.padEnd(44)} ${kB(c.gzip).padStart(7)} kB gzip ${kB(c.raw).padStart(8)} kB raw`);
  }

  const list = (await (await fetch(`${base}/api/deals?page=0&size=1`)).json()) as {
    data?: { content?: { id: string; authorUsername: string }[] };
  };
  const deal = list?.data?.content?.[0];
  if (!deal) throw new Error(`no demo deal in ${base}/api/deals: ${JSON.stringify(list)}`);
  // The same selectors fit the server-written pages and the app's (the server paints the app's classes).
  const pages: PageSpec[] = [
    { name: 'home', path: '/', what: 'first real deal', shown: ['article.deal-card .deal-card-title a[href]'] },
    {
      name: 'deal',
      path: `/deals/${deal.id}`,
      what: 'title and price',
      shown: ['h1.deal-title', '.deal-summary .price-now'],
    },
    {
      name: 'member',
      path: `/membres/${encodeURIComponent(deal.authorUsername)}`,
      what: 'name, stats or first deal',
      shown: ['h1#member-name', '.member-stats, article.deal-card .deal-card-title a[href]'],
    },
  ];
  console.log(`\nStack at ${base}; ${pages.map((p) => p.path).join(', ')}`);

  const runs = new Map(pages.map((p) => [p.name, [] as Run[]]));
  if (LIGHTHOUSE) {
    await mkdir(REPORTS, { recursive: true });
    console.log(`\nLighthouse mobile (simulated throttling), ${RUNS} runs per page after ${WARMUP} warm-up`);
    // Warm-up: the stack loads each handler on its first request, Chromium its binary; not counted.
    for (let w = 1; w <= WARMUP; w++) {
      for (const p of pages) {
        const r = await lighthouseRun(`${base}${p.path}`, `${p.name}-warmup-${w}.json`);
        console.log(`  warm-up  ${p.name.padEnd(6)} perf ${show('performance', r.figures.performance)}  (${r.load})`);
      }
    }
    // Pages alternate within each round, so a burst of load elsewhere hits them alike.
    for (let i = 1; i <= RUNS; i++) {
      for (const p of pages) {
        const r = await lighthouseRun(`${base}${p.path}`, `${p.name}-${i}.json`);
        runs.get(p.name)!.push(r);
        const f = r.figures;
        console.log(
          `  run ${i}    ${p.name.padEnd(6)} perf ${show('performance', f.performance)} a11y ${show('accessibility', f.accessibility)} bp ${show('best-practices', f['best-practices'])} seo ${show('seo', f.seo)}` +
            `  LCP ${show('LCP', f.LCP)} TBT ${show('TBT', f.TBT)} CLS ${show('CLS', f.CLS)} FCP ${show('FCP', f.FCP)}  (${r.load})`,
        );
      }
    }
  } else {
    // The handlers' first load is not the page's: one plain request each before the slow runs.
    for (const p of pages) await fetch(`${base}${p.path}`);
  }

  console.log(
    `\nSlow connection (latency ${SLOW_NETWORK.latency} ms, ${SLOW_NETWORK.downloadThroughput / 1024} KB/s, cold cache, 390×844), ${RUNS} runs per page`,
  );
  const slow = new Map(pages.map((p) => [p.name, [] as SlowRun[]]));
  for (let i = 1; i <= RUNS; i++) {
    for (const p of pages) {
      const r = await slowConnectionRun(`${base}${p.path}`, p.shown);
      slow.get(p.name)!.push(r);
      console.log(
        `  run ${i}    ${p.name.padEnd(6)} first paint ${ms(r.fcp)}  ${p.what} on screen ${ms(r.shown)}  ` +
          `${r.requests} requests, ${kB(r.bytes)} kB (JS ${kB(r.js)} kB) by then; service worker requests by then: ${r.worker}  (${load()})`,
      );
      if (TIMELINE) {
        for (const q of r.log) {
          const mark = q.start <= r.shown ? ' ' : '+';
          console.log(
            `      ${mark} ${ms(q.start).padStart(8)} → ${(q.end === undefined ? '…' : ms(q.end)).padStart(8)} ${(q.bytes === undefined ? '' : `${kB(q.bytes)} kB`).padStart(9)}  ${q.type.padEnd(10)}${q.worker ? ' [sw]' : ''} ${q.path}`,
          );
        }
      }
    }
  }
  await stopAll();

  // The summary: each figure's own median over the runs, against its budget.
  const header = `${'median of ' + RUNS.toString()}`.padEnd(34) + pages.map((p) => p.name.padStart(16)).join('');
  console.log(`\nBudgets (shared/DESIGN.md section 6, web); ${load()}`);
  console.log(`${header}  budget`);
  const row = (label: string, cells: string[], budget: string) =>
    console.log(`${label.padEnd(34)}${cells.map((c) => c.padStart(16)).join('')}  ${budget}`);
  const slowMedian = (p: PageSpec, key: 'fcp' | 'shown' | 'requests' | 'bytes' | 'js' | 'worker') =>
    median(slow.get(p.name)!.map((r) => r[key]));
  row(
    'slow: content on screen',
    pages.map((p) => `${ms(slowMedian(p, 'shown'))} ${verdict(BUDGET.shown, slowMedian(p, 'shown'))}`),
    `≤ ${BUDGET.shown.max} ms`,
  );
  row(
    'slow: first paint',
    pages.map((p) => ms(slowMedian(p, 'fcp'))),
    '',
  );
  row(
    'slow: requests by then',
    pages.map((p) => String(slowMedian(p, 'requests'))),
    '',
  );
  row(
    'slow: kB received by then',
    pages.map((p) => kB(slowMedian(p, 'bytes'))),
    '',
  );
  row(
    'slow: of which JS, kB',
    pages.map((p) => kB(slowMedian(p, 'js'))),
    '',
  );
  row(
    'slow: worker requests by then',
    pages.map((p) => String(slowMedian(p, 'worker'))),
    '0 (SW after content)',
  );
  if (LIGHTHOUSE) {
    const lh = (p: PageSpec, key: keyof Figures) => median(runs.get(p.name)!.map((r) => r.figures[key]));
    const lhRows: [keyof Figures, string, { min?: number; max?: number } | undefined, string][] = [
      ['performance', 'Lighthouse performance', BUDGET.performance, `≥ ${BUDGET.performance.min}`],
      ['LCP', 'Lighthouse LCP', BUDGET.LCP, `≤ ${BUDGET.LCP.max} ms`],
      ['TBT', 'Lighthouse TBT', BUDGET.TBT, `≤ ${BUDGET.TBT.max} ms`],
      ['CLS', 'Lighthouse CLS', BUDGET.CLS, '0'],
      ['FCP', 'Lighthouse FCP', undefined, ''],
      ['accessibility', 'Lighthouse accessibility', BUDGET.accessibility, '100'],
      ['best-practices', 'Lighthouse best practices', BUDGET['best-practices'], '100'],
      ['seo', 'Lighthouse SEO', BUDGET.seo, '100'],
    ];
    for (const [key, label, budget, text] of lhRows) {
      row(
        label,
        pages.map((p) => `${show(key, lh(p, key))}${budget ? ` ${verdict(budget, lh(p, key))}` : ''}`),
        text,
      );
    }
    row(
      'Lighthouse CPU index (higher: idler)',
      pages.map((p) => String(Math.round(median(runs.get(p.name)!.map((r) => r.cpu))))),
      '',
    );
    for (const p of pages) {
      const failing = new Map<string, number>();
      for (const id of runs.get(p.name)!.flatMap((r) => r.failing)) failing.set(id, (failing.get(id) ?? 0) + 1);
      if (failing.size) {
        console.log(`  ${p.name} failing: ${[...failing].map(([id, n]) => `${id} (${n}/${RUNS})`).join(', ')}`);
      }
    }
  }
  console.log(
    `${'initial JS of Home, gzip'.padEnd(34)}${`${kB(gzipTotal)} kB ${verdict(BUDGET.js, gzipTotal)}`.padStart(16)}  ≤ ${kB(BUDGET.js.max)} kB`,
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
