/**
 * API benchmark (docs/architecture.md#budgets, docs/scale.md): starts a fresh local stack (what
 * `npm start` runs, without demo data), seeds N deals straight into its DynamoDB Local (posted
 * one every 10 minutes up to now; the items the deal transactions write, built by the same data
 * functions and written in bulk: tests/bench/bulk-seed.ts), then drives each endpoint over HTTP
 * on 127.0.0.1 at a fixed concurrency and prints, per endpoint: requests per second, p50 and p99
 * latency, DynamoDB round trips and consumed capacity per request (from the x-ddb-round-trips
 * and x-ddb-capacity headers the stack exposes), next to a raw DynamoDB Local Query of one page
 * as the reference; then the cost of a deal's create, edit and delete, and the largest item.
 *
 *   npm run bench:api              (10,000 deals)
 *   npm run bench:api -- 100000    (or DEALS=100000; REQUESTS=500 per endpoint, CONCURRENCY=20)
 *
 * A benchmark, not a test: it prints numbers and exits 0 unless something failed outright.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { CATEGORIES } from '@shared/categories';
import { CITIES } from '@shared/cities';
import { TABLE } from '@shared/table';
import { spawnLocalStack } from '../support/local-stack';
import { bulkSeedDeals } from './bulk-seed';

const DEALS = Number(process.argv[2] ?? process.env.DEALS ?? 10_000);
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const AUTHORS = 20;
// Votes are rate limited per member (30 a minute): enough voters that none reaches it.
const VOTERS = Math.ceil(REQUESTS / 10);
// Deals are posted at a steady rate (one every 10 minutes, ending now), whatever their number:
// the Hot order's page cost depends on the posting rate, not on the number of deals.
const POSTING_INTERVAL_MS = 10 * 60_000;

const PRODUCTS = [
  'Smartphone Samsung Galaxy A15',
  'Smartphone Xiaomi Redmi Note 13',
  'Téléviseur Condor 43 pouces',
  'Téléviseur Samsung 55 pouces 4K',
  'Climatiseur Condor 12000 BTU',
  'Réfrigérateur Iris 400 litres',
  'Machine à laver Brandt 8 kg',
  'Ordinateur portable Lenovo IdeaPad',
  'Casque Bluetooth JBL',
  'Pizza familiale margherita',
  'Menu burger frites boisson',
  'Couscous royal pour deux',
  'Huile d’olive de Kabylie 5 L',
  'Dattes Deglet Nour 5 kg',
  'Café moulu 1 kg',
  'Veste en cuir homme',
  'Robe kabyle brodée',
  'Baskets de running',
  'Vol aller-retour Alger Istanbul',
  'Séjour à Djanet 5 jours',
  'Hôtel à Oran vue sur mer',
  'Canapé d’angle en tissu',
  'Coffret soins à l’huile d’argan',
  'Abonnement salle de sport 3 mois',
  'Vélo tout terrain 27 pouces',
  'Jeux de société pour enfants',
  'Vidange complète avec filtre',
  'Pneus Michelin 205/55 R16',
  'Cours de soutien en mathématiques',
  'Forfait internet fibre 100 Mo',
];
const ADJECTIVES = ['en promotion', 'à prix cassé', 'soldé', 'en offre spéciale', 'à saisir', 'moins cher'];
const EXTRAS = [
  'Livraison gratuite dans toute la wilaya.',
  'Garantie un an, facture fournie.',
  'Stock limité, premier arrivé premier servi.',
  'Paiement à la livraison possible.',
  'Offre valable en magasin uniquement.',
];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length];
const rand = (n: number) => Math.floor(Math.random() * n);

/** Alger, Oran and Constantine hold more deals, as they would. */
function cityOf(i: number) {
  const r = (i * 7919) % 100;
  if (r < 20) return 'Alger';
  if (r < 30) return 'Oran';
  if (r < 38) return 'Constantine';
  return pick(CITIES, i * 31);
}

async function main() {
  console.log(`Starting a fresh local stack (no demo data)…`);
  // The posting limit out of the way of the write rows below.
  const stack = await spawnLocalStack({
    SEED_DEMO: '0',
    LOG_LEVEL: 'error',
    DEALS_PER_HOUR: '100000',
    DDB_IN_MEMORY: '1',
    // Bulk seeding writes 2.5 million items: no alert matching behind it.
    TABLE_EVENTS: '0',
  });
  const stopAll = async () => {
    await stack.stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      DDB_ENDPOINT: stack.ddbEndpoint,
      TABLE_NAME: TABLE.defaultName,
      JWT_SECRET: (await readFile(`${stack.dataDir}/jwt-secret`, 'utf8')).trim(),
    });
    // Imported now: the data modules build their client from the environment above.
    const { createUser } = await import('@functions/data/members/accounts');
    const { signToken } = await import('@functions/lib/issue-token');
    const { hashPassword } = await import('@functions/lib/password');
    const { dealInputSchema } = await import('@shared/schemas/deal');

    const passwordHash = await hashPassword('bench-password-123');
    const makeUsers = (prefix: string, n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          createUser({ username: `${prefix}${i}`, email: `${prefix}${i}@bench.local`, city: 'Alger', passwordHash }),
        ),
      );
    const authors = await makeUsers('auteur', AUTHORS);
    const authorTokens = await Promise.all(authors.map((a) => signToken(a.id, 0)));
    const voters = await makeUsers('votant', VOTERS);
    const voterTokens = await Promise.all(voters.map((v) => signToken(v.id, 0)));

    console.log(`Seeding ${DEALS.toLocaleString('fr-FR')} deals in bulk…`);
    const started = performance.now();
    const firstPostedAt = Date.now() - DEALS * POSTING_INTERVAL_MS;
    const fieldsOf = (i: number) => {
      const price = 500 + rand(200) * 500;
      return dealInputSchema.parse({
        title: `${pick(PRODUCTS, i)} ${pick(ADJECTIVES, i * 3)}`,
        description: `${pick(PRODUCTS, i)} ${pick(ADJECTIVES, i * 5)} à ${price} DA au lieu de ${price * 1.3} DA. ${pick(EXTRAS, i * 7)} ${pick(EXTRAS, i * 11 + 1)}`,
        price,
        originalPrice: Math.round(price * 1.3),
        merchant: `Magasin ${pick(CITIES, i * 13)}`,
        city: cityOf(i),
        category: pick(CATEGORIES, i * 17 + Math.floor(i / 7)),
      });
    };
    const { ids, items } = await bulkSeedDeals(
      DEALS,
      authors,
      fieldsOf,
      (i) => new Date(firstPostedAt + i * POSTING_INTERVAL_MS),
      (done) => process.stdout.write(`  ${done}\n`),
    );
    const seedSeconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded in ${seedSeconds.toFixed(1)} s (${(DEALS / seedSeconds).toFixed(0)} deals/s, ${items.toLocaleString('fr-FR')} items)\n`,
    );

    const base = stack.url;
    const page = async (path: string) =>
      ((await (await fetch(`${base}${path}`)).json()) as { data: { totalPages: number; totalElements: number } }).data;
    const pages = (await page('/api/deals?size=10')).totalPages;
    const pair = `city=Alger&category=${encodeURIComponent('Technologie')}`;
    const pairTotal = (await page(`/api/deals?${pair}`)).totalElements;
    const searchTotal = (await page('/api/deals/search?q=samsung')).totalElements;
    const broadTotal = (await page('/api/deals/search?q=livraison')).totalElements;

    type Target = () => { url: string; init?: RequestInit };
    let voteCount = 0;
    const endpoints: [string, Target][] = [
      ['list (page 0)', () => ({ url: `${base}/api/deals?page=0&size=10` })],
      ['list (random page)', () => ({ url: `${base}/api/deals?page=${rand(pages)}&size=10` })],
      ['list city+category', () => ({ url: `${base}/api/deals?${pair}&page=0&size=10` })],
      [
        'list active only (random page)',
        () => ({ url: `${base}/api/deals?hideExpired=true&page=${rand(pages)}&size=10` }),
      ],
      ['list sort=hot (page 0)', () => ({ url: `${base}/api/deals?sort=hot&page=0&size=10` })],
      ['list sort=hot (random page)', () => ({ url: `${base}/api/deals?sort=hot&page=${rand(pages)}&size=10` })],
      ['list sort=hot city+category', () => ({ url: `${base}/api/deals?${pair}&sort=hot&page=0&size=10` })],
      ['list page 50 (size 20)', () => ({ url: `${base}/api/deals?page=50&size=20` })],
      ['list active only page 50', () => ({ url: `${base}/api/deals?hideExpired=true&page=50&size=20` })],
      ['list sort=hot page 50', () => ({ url: `${base}/api/deals?sort=hot&page=50&size=20` })],
      ['list Alger page 50', () => ({ url: `${base}/api/deals?city=Alger&page=50&size=20` })],
      [`search "samsung" (${searchTotal} hits)`, () => ({ url: `${base}/api/deals/search?q=samsung&size=10` })],
      [`search "livraison" (${broadTotal} hits)`, () => ({ url: `${base}/api/deals/search?q=livraison&size=10` })],
      ['detail', () => ({ url: `${base}/api/deals/${ids[rand(ids.length)]}` })],
      [
        'vote (signed in)',
        () => {
          const n = voteCount++;
          return {
            url: `${base}/api/deals/${ids[rand(ids.length)]}/vote?positive=${n % 3 !== 0}`,
            init: { method: 'POST', headers: { authorization: `Bearer ${voterTokens[n % voterTokens.length]}` } },
          };
        },
      ],
    ];

    // Warm-up round: DynamoDB Local's JVM and the handlers' modules, so the first row is not penalised.
    for (const [, target] of endpoints) await drive('warm-up', target, 200);
    const rows: Row[] = [];
    for (const [name, target] of endpoints) rows.push(await drive(name, target));
    rows.push(...(await rawQueries(stack.ddbEndpoint)));

    // A deal's own writes, one at a time (their cost, not their throughput): create, edit, delete.
    const WRITES = 40;
    const as = (i: number) => ({
      authorization: `Bearer ${authorTokens[i % AUTHORS]}`,
      'content-type': 'application/json',
    });
    const created: string[] = [];
    rows.push(
      await measure('create a deal', WRITES, async (i) => {
        const res = await fetch(`${base}/api/deals`, {
          method: 'POST',
          headers: as(i),
          body: JSON.stringify(fieldsOf(i)),
        });
        if (res.status === 201) created[i] = ((await res.clone().json()) as { data: { id: string } }).data.id;
        return res;
      }),
      await measure('edit a deal (words, city, category)', WRITES, (i) => {
        const body = {
          ...fieldsOf(i + 3),
          title: `Offre modifiée ${i}`,
          city: pick(CITIES, i),
          category: pick(CATEGORIES, i + 5),
        };
        return fetch(`${base}/api/deals/${ids[i]}`, { method: 'PUT', headers: as(i), body: JSON.stringify(body) });
      }),
      await measure('delete a deal', WRITES, (i) =>
        fetch(`${base}/api/deals/${created[i]}`, { method: 'DELETE', headers: as(i) }),
      ),
    );

    console.log(
      `${DEALS.toLocaleString('fr-FR')} deals (${pages} pages of 10; Alger+Technologie: ${pairTotal}), ` +
        `${REQUESTS} requests per row, concurrency ${CONCURRENCY} (writes: ${WRITES}, one at a time), DynamoDB Local on this machine\n`,
    );
    printTable(rows);
    await printLargestItems(stack.ddbEndpoint);
  } finally {
    await stopAll();
  }
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  trips: number;
  capacity: number;
  errors: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function drive(
  name: string,
  target: () => { url: string; init?: RequestInit },
  requests = REQUESTS,
): Promise<Row> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let trips = 0;
  let capacity = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < requests) {
        sent++;
        const t = target();
        const at = performance.now();
        const res = await fetch(t.url, t.init);
        await res.arrayBuffer();
        latencies.push(performance.now() - at);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        trips += Number(res.headers.get('x-ddb-round-trips') ?? 0);
        capacity += Number(res.headers.get('x-ddb-capacity') ?? 0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const errors = [...statuses].filter(([s]) => s >= 400);
  return {
    name,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    trips: trips / latencies.length,
    capacity: capacity / latencies.length,
    errors: errors.length ? errors.map(([s, n]) => `${n}×${s}`).join(' ') : '-',
  };
}

/** `n` requests one after another, as a row. */
async function measure(name: string, n: number, send: (i: number) => Promise<Response>): Promise<Row> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let trips = 0;
  let capacity = 0;
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const at = performance.now();
    const res = await send(i);
    await res.arrayBuffer();
    latencies.push(performance.now() - at);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    trips += Number(res.headers.get('x-ddb-round-trips') ?? 0);
    capacity += Number(res.headers.get('x-ddb-capacity') ?? 0);
  }
  latencies.sort((a, b) => a - b);
  const errors = [...statuses].filter(([s]) => s >= 400);
  return {
    name,
    rps: n / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    trips: trips / n,
    capacity: capacity / n,
    errors: errors.length ? errors.map(([s, c]) => `${c}×${s}`).join(' ') : '-',
  };
}

/**
 * The largest items of the kinds that could grow with the table (every item of the biggest
 * lists' count partitions, the sitemap's chunks and the deal sequence, the newest deals, a
 * sample of the broadest term partition), by their size as DynamoDB counts it (attribute names
 * and values, approximately). Queries, not a Scan: a Scan of 100,000 deals' 2.5 million items
 * outlasts the benchmark.
 */
async function printLargestItems(endpoint: string) {
  const { DynamoDBClient, QueryCommand } = await import('@aws-sdk/client-dynamodb');
  type Item = Record<string, import('@aws-sdk/client-dynamodb').AttributeValue>;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const sizeOf = (item: Item) =>
    Object.entries(item).reduce((sum, [name, value]) => sum + name.length + JSON.stringify(value).length, 0);
  const read = async (input: { IndexName?: string; pk: string; value: string }, max: number) => {
    const items: Item[] = [];
    let startKey: Item | undefined;
    do {
      const out = await client.send(
        new QueryCommand({
          TableName: TABLE.defaultName,
          IndexName: input.IndexName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': input.pk },
          ExpressionAttributeValues: { ':pk': { S: input.value } },
          ExclusiveStartKey: startKey,
        }),
      );
      items.push(...(out.Items ?? []));
      startKey = out.LastEvaluatedKey;
    } while (startKey && items.length < max);
    return items;
  };
  const partitions: [string, { IndexName?: string; pk: string; value: string }, number][] = [
    ['counts of every deal', { pk: 'PK', value: 'DEALLIST#all' }, Infinity],
    ['counts of Alger', { pk: 'PK', value: 'DEALLIST#city#Alger' }, Infinity],
    ['sitemap', { pk: 'PK', value: 'SITEMAP' }, Infinity],
    ['deal sequence', { pk: 'PK', value: 'SEQ' }, Infinity],
    ['deals (newest 500)', { IndexName: 'GSI1', pk: 'GSI1PK', value: 'DEALS' }, 500],
    ['search terms "liv" (first 3,000)', { pk: 'PK', value: 'TERM#liv' }, 3000],
  ];
  console.log('\nLargest items (bytes, approximately):');
  for (const [name, input, max] of partitions) {
    const items = await read(input, max);
    const largest = items.reduce((best, item) => (sizeOf(item) > sizeOf(best) ? item : best), items[0] ?? {});
    console.log(
      `  ${String(items.length ? sizeOf(largest) : 0).padStart(6)}  ${name.padEnd(34)} ${items.length} items read; ` +
        `${largest.SK?.S ?? ''}`,
    );
  }
  client.destroy();
}

/** The reference: the same page read by one raw Query, from this process, at the same concurrency. */
async function rawQueries(endpoint: string): Promise<Row[]> {
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { DynamoDBDocumentClient, QueryCommand } = await import('@aws-sdk/lib-dynamodb');
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
  const queries: [string, Record<string, unknown>][] = [
    ['raw Query: 1 page, all deals', { IndexName: 'GSI1', pk: 'GSI1PK', value: 'DEALS' }],
    ['raw Query: 1 page, Alger+Technologie', { IndexName: 'GSI4', pk: 'GSI4PK', value: 'DEALS#CC#Alger#Technologie' }],
  ];
  const rows: Row[] = [];
  for (const [name, q] of queries) {
    const latencies: number[] = [];
    let capacity = 0;
    let sent = 0;
    const run = () =>
      client.send(
        new QueryCommand({
          TableName: TABLE.defaultName,
          IndexName: q.IndexName as string,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': q.pk as string },
          ExpressionAttributeValues: { ':pk': q.value },
          ScanIndexForward: false,
          Limit: 10,
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
    for (let i = 0; i < 20; i++) await run();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS) {
          sent++;
          const at = performance.now();
          const out = await run();
          latencies.push(performance.now() - at);
          capacity += out.ConsumedCapacity?.CapacityUnits ?? 0;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    rows.push({
      name,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      trips: 1,
      capacity: capacity / latencies.length,
      errors: '-',
    });
  }
  client.destroy();
  return rows;
}

function printTable(rows: Row[]) {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'DDB round trips/req', 'capacity units/req', 'errors'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.trips.toFixed(2),
    r.capacity.toFixed(2),
    r.errors,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const b of body) console.log(line(b));
}

await main();
