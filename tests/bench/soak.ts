/**
 * Soak benchmark (issue 11, issue 27): starts a fresh local stack (what `npm start` runs, without
 * demo data, on a throw-away data dir, with the posting limits lifted), lets N simulated members
 * loose on it for a bounded time (tests/support/soak.ts: post, vote, comment, save, report, flag,
 * delete, upload, half of them trusted; the admin decides on reports), then reads the whole table and reconciles every count
 * against the items (tests/support/reconcile.ts): deals' votes, trusted votes, comments and
 * saves, comment and list counters with their chunks, hot ranks, members' stats, reputation and
 * Hot awards, saved lists, report queue rows and totals; children left without their deal are
 * orphans.
 *
 *   npm run bench:soak                 (20 members, 60 s)
 *   npm run bench:soak -- 10 30        (or MEMBERS=10 DURATION=30; THINK_MS=50 between requests)
 *   npm run bench:soak -- --faults     (the stack with faults on purpose: FAULTS, or the rates of
 *                                       DEFAULT_FAULTS; docs/operations.md#faults)
 *
 * Prints requests, 5xx, 429, p50/p99 per action, what the table holds and the drift; exits 1
 * when any count drifts, any item is orphaned, any request answered 5xx or failed at the network
 * level. With --faults, 503s with Retry-After are answers: counted and printed, not failures.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_ADMIN } from '../../infra/local/config';
import { DEFAULT_FAULTS } from '../../infra/local/faults';
import { scanTable, settledReconciliation } from '../support/reconcile';
import { spawnLocalStack } from '../support/local-stack';
import { actionTable, requestSummary, runSoak } from '../support/soak';
import { writeStanding } from '../support/standing';

const bounded = (raw: string | undefined, fallback: number, max: number) => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), max) : fallback;
};
const FAULTS_ON = process.argv.includes('--faults');
const args = process.argv.slice(2).filter((arg) => arg !== '--faults');
const MEMBERS = bounded(args[0] ?? process.env.MEMBERS, 20, 200);
const DURATION_S = bounded(args[1] ?? process.env.DURATION, 60, 600);
const FAULTS = FAULTS_ON ? process.env.FAULTS || DEFAULT_FAULTS : '';
const THINK_MS = bounded(process.env.THINK_MS, 50, 5000);
const CITIES = ['Alger', 'Oran', 'Constantine', 'Annaba', 'Blida', 'Sétif'];

/**
 * The soak's stack ignores the posting limits on purpose: a member posts and comments as fast as
 * the run goes (shared/limits.ts reads these variables; docs/api.md#limits). The limits without
 * a variable (votes, saves, reports, expiry flags) stay: their 429s are counted.
 */
const LIFTED_LIMITS = {
  DEALS_PER_HOUR: '100000',
  COMMENTS_PER_MINUTE: '100000',
  COMMENTS_PER_DAY: '100000',
  IMAGE_UPLOADS_PER_HOUR: '100000',
  IMAGE_UPLOADS_PER_ADDRESS_PER_HOUR: '100000',
};

const print = (title: string, lines: string[]) => {
  console.log(`${title}: ${lines.length}`);
  for (const line of lines.slice(0, 10)) console.log(`  ${line}`);
  if (lines.length > 10) console.log(`  … and ${lines.length - 10} more`);
};

async function main() {
  console.log(
    `Starting a fresh local stack (no demo data, posting limits lifted${FAULTS ? `, FAULTS=${FAULTS}` : ''})…`,
  );
  const stack = await spawnLocalStack({ SEED_DEMO: '0', LOG_LEVEL: 'error', ...LIFTED_LIMITS, FAULTS });
  process.once('SIGINT', () => void stack.stop().then(() => process.exit(130)));
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.ddbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  let failed = true;
  try {
    const signIn = () =>
      fetch(`${stack.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEFAULT_ADMIN),
      });
    // With faults on, a 503 says to come back: a bounded number of times.
    let login = await signIn();
    for (let attempt = 1; login.status === 503 && attempt < 5; attempt++) {
      await new Promise((r) => setTimeout(r, 1000));
      login = await signIn();
    }
    const admin = (await login.json()) as { data?: { token?: string } };
    if (!admin.data?.token) throw new Error(`the admin's sign-in answered ${login.status}`);
    console.log(`Soaking: ${MEMBERS} members, each from its own loopback address, and an admin, for ${DURATION_S} s…`);
    const run = await runSoak({
      base: stack.url,
      addresses: Array.from({ length: MEMBERS }, (_, n) => `127.77.${Math.floor(n / 250)}.${(n % 250) + 1}`),
      durationMs: DURATION_S * 1000,
      thinkMs: THINK_MS,
      cities: CITIES,
      grantStanding: (userId, reputation) => writeStanding(db, userId, reputation),
      moderator: { token: admin.data.token, address: '127.78.0.1' },
    });
    const { requests, fivexx, unavailable, failures, tooMany, networkErrors } = requestSummary(run);

    console.log(`\nReconciling every count against the items in DynamoDB Local…`);
    const { drift, orphans, totals, reads } = await settledReconciliation(
      async () => ({ items: await scanTable(db) }),
      { granted: run.granted },
    );

    console.log(
      `\n${MEMBERS} members, ${run.seconds.toFixed(1)} s, ${requests} requests ` +
        `(${(requests / run.seconds).toFixed(0)} req/s), local stack on this machine\n`,
    );
    console.log(actionTable(run));
    console.log(`\nrequests: ${requests}`);
    if (FAULTS) {
      console.log(`503 with Retry-After (faults on): ${unavailable}`);
      console.log(`other 5xx: ${failures}`);
    } else console.log(`5xx: ${fivexx}`);
    console.log(`429: ${tooMany}`);
    if (networkErrors) console.log(`network errors: ${networkErrors} (${run.networkErrors.join('; ')})`);
    console.log(
      `items at the end: ${Object.entries(totals)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}`,
    );
    console.log(`table reads until settled: ${reads}`);
    print('counter drift', drift);
    print('orphan items', orphans);
    const errors = FAULTS ? failures : fivexx;
    failed = drift.length > 0 || orphans.length > 0 || errors > 0 || networkErrors > 0;
  } finally {
    db.destroy();
    await stack.stop();
    // What the stack injected (infra/local/faults.ts prints it as it stops).
    for (const line of stack.printed().split('\n')) {
      if (/^(faults injected|table events: \d+ batches)/.test(line)) console.log(line);
    }
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
