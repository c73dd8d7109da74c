import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, TABLE } from '@shared/table';
import { DEFAULT_ADMIN } from '../../infra/local/config';
import { scanTable, settledReconciliation } from '../support/reconcile';
import { spawnLocalStack } from '../support/local-stack';
import { requestSummary, runSoak } from '../support/soak';
import { writeStanding } from '../support/standing';

// Faults on purpose (docs/operations.md#faults), on a stack of this file's own with every fault
// at a high rate: members soak it and every count still reconciles, the only 5xx are 503s with
// Retry-After; alert mails are never sent twice although the stream delivers batches twice and
// the outbox refuses mail as SES does. A short soak (`npm run bench:soak -- --faults` is the long one).
const FAULTS = 'ddb-throttle:0.1,ddb-timeout:0.03,ddb-tx-conflict:0.3,s3-error:0.3,ses-error:0.5,stream-duplicate:0.5';
const SOAK_MS = 12_000;
const MEMBERS = 6;

let stack: Awaited<ReturnType<typeof spawnLocalStack>>;
let db: DynamoDBDocumentClient;
/** Reputation this file gives outside the product (the soak reconciles the whole table). */
const granted = new Map<string, number>();

beforeAll(async () => {
  stack = await spawnLocalStack({ SEED_DEMO: '0', FAULTS, ADMIN_EMAIL: DEFAULT_ADMIN.email });
  // The table itself, not through the faults: what the test reads is the truth.
  db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: stack.ddbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}, 300_000);

afterAll(async () => {
  db?.destroy();
  await stack?.stop();
});

type Answer = { status: number; headers: Headers; body: { data: any; message: string | null } }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One request; a 503 (which must carry Retry-After) is retried a bounded number of times, as a client would. */
async function call(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${stack.url}${path}`, {
      method,
      headers: {
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const answer = { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
    if (res.status !== 503 || attempt >= 6) return answer;
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('FAULTS', () => {
  it('refuses to start the stack with an unknown fault or a rate outside 0..1, saying which', async () => {
    const root = resolve(import.meta.dirname, '../..');
    const run = (faults: string) =>
      new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'infra/local/start.ts')], {
          cwd: root,
          env: { ...process.env, FAULTS: faults, PORT: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (c: Buffer) => (output += c.toString()));
        child.stderr.on('data', (c: Buffer) => (output += c.toString()));
        child.once('exit', (code) => done({ code, output }));
      });
    const unknown = await run('ddb-slow:0.1');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Local stack not started: FAULTS: unknown fault "ddb-slow"');
    const over = await run('s3-error:2');
    expect(over.code).toBe(1);
    expect(over.output).toContain('FAULTS: the rate of s3-error must be a number from 0 to 1');
  }, 60_000);
});

describe('under faults', () => {
  // First: the soak's records would keep the stream busy for a while after it.
  it('notifies each alert match once and never mails a deal twice, the stream delivering twice and SES refusing', async () => {
    const register = async (name: string) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const res = await call('POST', '/api/auth/register', {
        body: {
          username: `${name}_${tag}`,
          email: `${name}.${tag}@exemple.dz`,
          password: 'un-mot-de-passe-solide',
          city: 'Tissemsilt',
        },
      });
      expect(res.status).toBe(201);
      return {
        id: res.body.data.id as string,
        token: res.body.data.token as string,
        email: `${name}.${tag}@exemple.dz`,
      };
    };
    const [watcher, author] = [await register('guetteur'), await register('auteur')];
    // Verified (the mail link's flow is auth-account.test.ts's), so alert mails may go.
    await db.send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.user(watcher.id),
        UpdateExpression: 'SET emailVerified = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    await writeStanding(db, author.id, 10);
    granted.set(author.id, 10);
    const word = `ventilo${[...'abcdef'].map(() => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;
    expect((await call('POST', '/api/alerts', { token: watcher.token, body: { keywords: word } })).status).toBe(201);
    const posted: string[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await call('POST', '/api/deals', {
        token: author.token,
        body: {
          title: `Un ${word} de bureau, modèle ${n}`,
          description: `Un ${word} silencieux à prix cassé, livraison possible partout.`,
          price: 4500 + n * 100,
          city: 'Tissemsilt',
          category: 'Maison',
          merchant: 'Magasin du centre',
        },
      });
      expect(res.status, res.body.message ?? '').toBe(201);
      posted.push(res.body.data.id as string);
    }
    // Every match notified, once, although half the batches came twice.
    let alerts: { dealId: string }[] = [];
    await expect
      .poll(
        async () => {
          const page = await call('GET', '/api/notifications?size=50', { token: watcher.token });
          alerts = (page.body.data?.content ?? []).filter((n: { kind: string }) => n.kind === 'alert');
          return alerts.map((n) => n.dealId).sort();
        },
        { timeout: 90_000, interval: 500 },
      )
      .toEqual([...posted].sort());
    // A mail the outbox refused is queued again for the digest, never sent twice.
    const dir = stack.outbox;
    const mails = await Promise.all(
      (await readdir(dir).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.json'))
        .map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as { to: string; text: string }),
    );
    const mailed = mails
      .filter((m) => m.to === watcher.email)
      .flatMap((m) => posted.filter((id) => m.text.includes(`/deals/${id}`)));
    expect(new Set(mailed).size).toBe(mailed.length);
  }, 180_000);

  it(
    `${MEMBERS} members for ${SOAK_MS / 1000} s: every count exact, no orphan, no 5xx but 503s with Retry-After`,
    async () => {
      const admin = await call('POST', '/api/auth/login', { body: DEFAULT_ADMIN });
      expect(admin.status).toBe(200);
      const run = await runSoak({
        base: stack.url,
        addresses: Array.from({ length: MEMBERS }, (_, n) => `127.79.0.${n + 1}`),
        durationMs: SOAK_MS,
        thinkMs: 50,
        cities: ['Tissemsilt', 'Khenchela'],
        grantStanding: (userId, reputation) => writeStanding(db, userId, reputation),
        moderator: { token: admin.body.data.token as string, address: '127.79.1.1' },
      });
      const { failures, networkErrors } = requestSummary(run);
      expect({ failures, networkErrors, errors: run.networkErrors }).toEqual({
        failures: 0,
        networkErrors: 0,
        errors: [],
      });
      const { drift, orphans } = await settledReconciliation(async () => ({ items: await scanTable(db) }), {
        granted: new Map([...granted, ...run.granted]),
      });
      expect(drift).toEqual([]);
      expect(orphans).toEqual([]);
    },
    SOAK_MS + 240_000,
  );
});
