/**
 * Soak benchmark (issue 11): starts a fresh local stack (what `npm start` runs, without demo
 * data, on a throw-away data dir), signs up N simulated members, each from a loopback address of
 * its own (127.77.x.y), half of them trusted (their expiry flags count), and lets them loose for
 * a bounded time: list, search and read; vote, switch and withdraw; comment, edit and delete;
 * post, edit and delete deals; upload pictures.
 * Members ignore the posting limits on purpose, so 429s are expected and only counted.
 *
 * At the end it reads DynamoDB Local directly (one Scan: a benchmark, not a request path) and
 * reconciles every counter against the items: each deal's upvotes/downvotes and commentsCount,
 * each comment counter (total and blocks), each member's stats item, each deal list's counter
 * (total and blocks, active deals and their blocks, hot buckets) and each deal's hot rank, each
 * deal's saves and each member's saved list; children left without their deal are reported as
 * orphans.
 *
 *   npm run bench:soak                 (20 members, 60 s)
 *   npm run bench:soak -- 10 30        (or MEMBERS=10 DURATION=30; THINK_MS=50 between requests)
 *
 * Prints requests, 5xx, 429, p50/p99 per action and the counter drift; exits 1 when any counter
 * drifts, any item is orphaned, any request answered 5xx or failed at the network level.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORIES } from '@shared/categories';
import { CITIES } from '@shared/cities';
import { TRUST_DEFAULTS } from '@shared/reputation';
import { dealLists, keys, TABLE } from '@shared/table';
import { hotBucketOf, hotKey, hotRank } from '@functions/data/deals/list-rank';
import { SAMPLES } from '../support/images';
import { spawnLocalStack } from '../support/local-stack';

const bounded = (raw: string | undefined, fallback: number, max: number) => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), max) : fallback;
};
const MEMBERS = bounded(process.argv[2] ?? process.env.MEMBERS, 20, 200);
const DURATION_S = bounded(process.argv[3] ?? process.env.DURATION, 60, 600);
const THINK_MS = bounded(process.env.THINK_MS, 50, 5000);
/** Deals everyone plays on: the newest ones, so votes and comments collide with deletions. */
const HOT_DEALS = 30;

const CITY_POOL = ['Alger', 'Oran', 'Constantine', 'Annaba', 'Blida', 'Sétif'].filter((c) =>
  (CITIES as readonly string[]).includes(c),
);
const CATEGORY_POOL = CATEGORIES.slice(0, 5);
const WORDS = ['samsung', 'pizza', 'climatiseur', 'livraison', 'promo', 'couscous', 'baskets', 'télé'];

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[rand(list.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// HTTP from a chosen loopback address

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface Stat {
  latencies: number[];
  statuses: Map<number | string, number>;
}
const stats = new Map<string, Stat>();
const started = { at: 0 };

function record(action: string, status: number | string, ms: number) {
  let s = stats.get(action);
  if (!s) stats.set(action, (s = { latencies: [], statuses: new Map() }));
  s.latencies.push(ms);
  s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
}

/** One request, timed and counted under `action`; network failures count as status 'ERR'. */
function send(
  base: string,
  action: string,
  method: string,
  path: string,
  member: { agent: Agent; address: string; token?: string },
  body?: { json?: unknown; raw?: Buffer; type?: string },
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (member.token) headers.authorization = `Bearer ${member.token}`;
  let payload: Buffer | undefined;
  if (body?.json !== undefined) {
    payload = Buffer.from(JSON.stringify(body.json));
    headers['content-type'] = 'application/json';
  } else if (body?.raw) {
    payload = body.raw;
    headers['content-type'] = body.type!;
  }
  if (payload) headers['content-length'] = String(payload.length);
  const at = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      { method, headers, agent: member.agent, localAddress: member.address },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', () => {
          record(action, 'ERR', performance.now() - at);
          resolve({ status: 0, body: null });
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          record(action, status, performance.now() - at);
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Non-JSON bodies (none expected) keep a null body; the status is what counts.
          }
          resolve({ status, body: parsed });
        });
      },
    );
    req.on('error', (err) => {
      record(action, 'ERR', performance.now() - at);
      if (networkErrors.length < 5) networkErrors.push(`${action}: ${err.message}`);
      resolve({ status: 0, body: null });
    });
    req.end(payload);
  });
}
const networkErrors: string[] = [];

// ---------------------------------------------------------------------------------------------
// Simulated members

interface Member {
  n: number;
  address: string;
  agent: Agent;
  token?: string;
  id?: string;
  deals: Map<string, Record<string, unknown>>;
  comments: string[];
  votes: Map<string, boolean>;
  images: string[];
}

/** Newest deal ids seen by anyone (creations and list pages). */
const hot: string[] = [];
function noteDeals(ids: string[]) {
  for (const id of ids) if (!hot.includes(id)) hot.unshift(id);
  hot.length = Math.min(hot.length, HOT_DEALS);
}
const forget = (id: string) => {
  const i = hot.indexOf(id);
  if (i >= 0) hot.splice(i, 1);
};

function dealFields(member: Member, k: number) {
  const price = 500 + rand(400) * 250;
  const fields: Record<string, unknown> = {
    title: `${pick(['Smartphone Samsung', 'Pizza familiale', 'Climatiseur Condor', 'Baskets de running', 'Couscous royal'])} n°${k} de soak${member.n}`,
    description: `Offre du membre ${member.n}, ${pick(WORDS)} à ${price} DA. Livraison possible, stock limité.`,
    price,
    originalPrice: price + 500,
    merchant: `Magasin ${pick(CITY_POOL)}`,
    city: pick(CITY_POOL),
    category: pick(CATEGORY_POOL),
  };
  if (member.images.length) fields.imageUrl = member.images.shift();
  return fields;
}

const SAMPLE_FILES = [
  { bytes: SAMPLES.jpg, type: 'image/jpeg', name: 'photo.jpg' },
  { bytes: SAMPLES.png, type: 'image/png', name: 'photo.png' },
  { bytes: SAMPLES.webp, type: 'image/webp', name: 'photo.webp' },
];

async function multipart(file: (typeof SAMPLE_FILES)[number]) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return { raw: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

type Action = (base: string, m: Member) => Promise<unknown>;

const ACTIONS: [weight: number, name: string, run: Action][] = [
  [
    10,
    'list',
    async (base, m) => {
      const filter =
        pick([
          '',
          `&city=${encodeURIComponent(pick(CITY_POOL))}`,
          `&category=${encodeURIComponent(pick(CATEGORY_POOL))}`,
        ]) + pick(['', '&sort=hot', '&hideExpired=true']);
      const res = await send(base, 'list', 'GET', `/api/deals?page=${rand(3)}&size=10${filter}`, m);
      if (res.status === 200) noteDeals((res.body.data.content as { id: string }[]).map((d) => d.id));
    },
  ],
  [
    6,
    'search',
    (base, m) => send(base, 'search', 'GET', `/api/deals/search?q=${encodeURIComponent(pick(WORDS))}&size=10`, m),
  ],
  [
    10,
    'read',
    async (base, m) => {
      const id = pick(hot);
      if (!id) return;
      await send(base, 'read', 'GET', `/api/deals/${id}`, m);
      await send(base, 'read comments', 'GET', `/api/deals/${id}/comments?page=0&size=10`, m);
    },
  ],
  [
    14,
    'vote',
    async (base, m) => {
      // Members may not vote on their own deals (403): play on someone else's.
      const id = pick(hot.filter((d) => !m.deals.has(d)));
      if (!id) return;
      const positive = Math.random() < 0.6;
      const res = await send(base, 'vote', 'POST', `/api/deals/${id}/vote?positive=${positive}`, m);
      if (res.status === 200) m.votes.set(id, positive);
      if (res.status === 404) forget(id);
    },
  ],
  [
    4,
    'save',
    async (base, m) => {
      const id = pick(hot);
      if (!id) return;
      const method = Math.random() < 0.7 ? 'PUT' : 'DELETE';
      const res = await send(base, method === 'PUT' ? 'save' : 'unsave', method, `/api/deals/${id}/save`, m);
      if (res.status === 404) forget(id);
    },
  ],
  [2, 'saved list', (base, m) => send(base, 'saved list', 'GET', `/api/users/me/saved?page=${rand(2)}&size=10`, m)],
  [
    1,
    'flag expired',
    async (base, m) => {
      const id = pick(hot);
      if (!id) return;
      const res = await send(base, 'flag expired', 'POST', `/api/deals/${id}/expire`, m);
      if (res.status === 404) forget(id);
    },
  ],
  [
    8,
    'vote switch',
    async (base, m) => {
      const [id, positive] = pick([...m.votes]) ?? [];
      if (!id) return;
      const res = await send(base, 'vote switch', 'POST', `/api/deals/${id}/vote?positive=${!positive}`, m);
      if (res.status === 200) m.votes.set(id, !positive);
      if (res.status === 404) m.votes.delete(id);
    },
  ],
  [
    3,
    'vote withdraw',
    async (base, m) => {
      const [id] = pick([...m.votes]) ?? [];
      if (!id) return;
      const res = await send(base, 'vote withdraw', 'DELETE', `/api/deals/${id}/vote`, m);
      if (res.status === 200 || res.status === 404) m.votes.delete(id);
    },
  ],
  [
    12,
    'comment',
    async (base, m) => {
      const id = pick(hot);
      if (!id) return;
      // Now and then a burst on one deal, as a flooder would: the per-minute limit answers 429.
      for (let i = Math.random() < 0.2 ? 6 : 1; i > 0; i--) {
        const content = `Commentaire de soak${m.n} : ${pick(WORDS)} ${randomBytes(3).toString('hex')}`;
        const res = await send(base, 'comment', 'POST', `/api/deals/${id}/comments`, m, { json: { content } });
        if (res.status === 201) m.comments.push(res.body.data.id);
        if (res.status === 404) return forget(id);
      }
    },
  ],
  [
    4,
    'comment edit',
    async (base, m) => {
      const id = pick(m.comments);
      if (!id) return;
      const content = `Modifié par soak${m.n} ${randomBytes(3).toString('hex')}`;
      const res = await send(base, 'comment edit', 'PUT', `/api/comments/${id}`, m, { json: { content } });
      if (res.status === 404) m.comments.splice(m.comments.indexOf(id), 1);
    },
  ],
  [
    5,
    'comment delete',
    async (base, m) => {
      const id = pick(m.comments);
      if (!id) return;
      const res = await send(base, 'comment delete', 'DELETE', `/api/comments/${id}`, m);
      if (res.status === 200 || res.status === 404) m.comments.splice(m.comments.indexOf(id), 1);
    },
  ],
  [
    6,
    'deal post',
    async (base, m) => {
      // Bursts too, so the hourly limit is reached within the run.
      for (let i = Math.random() < 0.3 ? 4 : 1; i > 0; i--) {
        const fields = dealFields(m, m.deals.size);
        const res = await send(base, 'deal post', 'POST', '/api/deals', m, { json: fields });
        if (res.status === 201) {
          m.deals.set(res.body.data.id, fields);
          noteDeals([res.body.data.id]);
        }
      }
    },
  ],
  [
    4,
    'deal edit',
    async (base, m) => {
      const [id, fields] = pick([...m.deals]) ?? [];
      if (!id) return;
      // Moves it between lists now and then: the list counters must follow.
      const next = { ...fields, city: pick(CITY_POOL), price: Number(fields.price) + 10 };
      const res = await send(base, 'deal edit', 'PUT', `/api/deals/${id}`, m, { json: next });
      if (res.status === 200) m.deals.set(id, next);
      if (res.status === 404) m.deals.delete(id);
    },
  ],
  [
    3,
    'deal delete',
    async (base, m) => {
      // The oldest first: it has had the most time to gather votes and comments.
      const [id] = [...m.deals.keys()];
      if (!id) return;
      const res = await send(base, 'deal delete', 'DELETE', `/api/deals/${id}`, m);
      if (res.status === 200 || res.status === 204 || res.status === 404) {
        m.deals.delete(id);
        forget(id);
      }
    },
  ],
  [
    5,
    'upload',
    async (base, m) => {
      for (let i = Math.random() < 0.3 ? 5 : 1; i > 0; i--) {
        const res = await send(base, 'upload', 'POST', '/api/images', m, await multipart(pick(SAMPLE_FILES)));
        if (res.status === 201) m.images.push(res.body.data.url);
      }
    },
  ],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [w]) => sum + w, 0);

function pickAction(): [string, Action] {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [w, name, run] of ACTIONS) {
    if ((r -= w) < 0) return [name, run];
  }
  return [ACTIONS[0][1], ACTIONS[0][2]];
}

async function signUp(base: string, m: Member) {
  const tag = randomBytes(4).toString('hex');
  const res = await send(base, 'sign-up', 'POST', '/api/auth/register', m, {
    json: {
      username: `soak${m.n}_${tag}`,
      email: `soak${m.n}.${tag}@exemple.dz`,
      password: 'un-mot-de-passe-solide',
      city: pick(CITY_POOL),
    },
  });
  if (res.status !== 201) throw new Error(`sign-up of member ${m.n} answered ${res.status}: ${res.body?.message}`);
  m.token = res.body.data.token;
  m.id = res.body.data.id;
}

async function live(base: string, m: Member, until: number) {
  // Everyone starts with a deal of their own, so there is something to play on.
  await ACTIONS.find(([, name]) => name === 'deal post')![2](base, m);
  while (performance.now() < until) {
    const [, run] = pickAction();
    await run(base, m);
    await sleep(rand(THINK_MS * 2));
  }
}

// ---------------------------------------------------------------------------------------------
// Reconciliation: every counter against the items

type Item = Record<string, unknown>;

const tableClient = (endpoint: string) =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

/**
 * Every other member gets the standing trust asks for (docs/api.md#reputation: verified, an
 * account dated back, the reputation), written straight to the table as tests/support/trust.ts
 * does: their expiry flags expire deals as the community's do, the others' are only recorded.
 */
async function grantStanding(endpoint: string, members: Member[]) {
  const client = tableClient(endpoint);
  const joined = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString();
  await Promise.all(
    members
      .filter((m) => m.n % 2 === 0)
      .map(async (m) => {
        await client.send(
          new UpdateCommand({
            TableName: TABLE.defaultName,
            Key: keys.user(m.id!),
            UpdateExpression: 'SET emailVerified = :t, createdAt = :joined',
            ExpressionAttributeValues: { ':t': true, ':joined': joined },
          }),
        );
        await client.send(
          new UpdateCommand({
            TableName: TABLE.defaultName,
            Key: keys.userStats(m.id!),
            UpdateExpression: 'ADD reputation :r',
            ExpressionAttributeValues: { ':r': TRUST_DEFAULTS.TRUST_MIN_REPUTATION },
          }),
        );
      }),
  );
}

async function scanAll(endpoint: string): Promise<Item[]> {
  const client = tableClient(endpoint);
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await client.send(new ScanCommand({ TableName: TABLE.defaultName, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  client.destroy();
  return items;
}

const num = (v: unknown) => Number(v ?? 0);
const BLOCK = 25;

/**
 * Compares a counter item's total (`totalAttr`, when given) and <prefix><n> attributes with the
 * counts by block from the items.
 */
function compareBlocks(
  label: string,
  counter: Item | undefined,
  byBlock: Map<number, number>,
  out: string[],
  prefix = 'b',
  totalAttr: string | null = 'total',
) {
  const expectedTotal = [...byBlock.values()].reduce((a, b) => a + b, 0);
  if (totalAttr && num(counter?.[totalAttr]) !== expectedTotal)
    out.push(`${label} ${totalAttr}: ${num(counter?.[totalAttr])} vs ${expectedTotal} items`);
  const blocks = new Set<number>(byBlock.keys());
  for (const name of Object.keys(counter ?? {})) {
    const match = new RegExp(`^${prefix}(\\d+)$`).exec(name);
    if (match) blocks.add(Number(match[1]));
  }
  for (const b of [...blocks].sort((x, y) => x - y)) {
    const stored = num(counter?.[`${prefix}${b}`]);
    const counted = byBlock.get(b) ?? 0;
    if (stored !== counted) out.push(`${label} block ${prefix}${b}: ${stored} vs ${counted} items`);
  }
}

const bump = (maps: Map<string, Map<number, number>>, list: string, n: number) => {
  const counts = maps.get(list) ?? new Map<number, number>();
  counts.set(n, (counts.get(n) ?? 0) + 1);
  maps.set(list, counts);
};

function reconcile(items: Item[]) {
  const drift: string[] = [];
  const orphans: string[] = [];
  const deals = new Map<string, Item>();
  const votesByDeal = new Map<string, Item[]>();
  const commentsByDeal = new Map<string, Item[]>();
  const commentCounters = new Map<string, Item>();
  const listCounters = new Map<string, Item>();
  const statsItems = new Map<string, Item>();
  const savesByDeal = new Map<string, Item[]>();
  const savedItems = new Map<string, Item[]>();
  const savedCounters = new Map<string, Item>();
  const members = new Set<string>();
  const pointers: Item[] = [];
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);

  for (const item of items) {
    const pk = String(item.PK);
    const sk = String(item.SK);
    if (pk.startsWith('DEAL#')) {
      const dealId = pk.slice(5);
      if (sk === 'DEAL') deals.set(dealId, item);
      else if (sk.startsWith('VOTE#')) push(votesByDeal, dealId, item);
      else if (sk.startsWith('COMMENT#')) push(commentsByDeal, dealId, item);
      else if (sk === 'COMMENTS') commentCounters.set(dealId, item);
      else if (sk.startsWith('SAVE#')) push(savesByDeal, dealId, item);
    } else if (pk.startsWith('DEALLIST#') && sk === 'COUNT') listCounters.set(pk.slice(9), item);
    else if (pk.startsWith('USER#') && sk === 'PROFILE') members.add(pk.slice(5));
    else if (pk.startsWith('MEMBER#')) {
      if (sk === 'STATS') statsItems.set(pk.slice(7), item);
      else if (sk === 'SAVES') savedCounters.set(pk.slice(7), item);
      else if (sk.startsWith('SAVE#')) push(savedItems, pk.slice(7), item);
      else if (sk.startsWith('DEAL#')) pointers.push(item);
    }
  }

  type Counts = Record<
    'dealsPosted' | 'commentsWritten' | 'votesCast' | 'upvotesReceived' | 'downvotesReceived',
    number
  >;
  const expected = new Map<string, Counts>();
  const countsOf = (userId: string) => {
    let c = expected.get(userId);
    if (!c) {
      c = { dealsPosted: 0, commentsWritten: 0, votesCast: 0, upvotesReceived: 0, downvotesReceived: 0 };
      expected.set(userId, c);
    }
    return c;
  };
  const listBlocks = new Map<string, Map<number, number>>();
  // Active deals by block (l<n>) and by hot bucket (h<n>), per list.
  const liveBlocks = new Map<string, Map<number, number>>();
  const hotBuckets = new Map<string, Map<number, number>>();

  for (const [dealId, deal] of deals) {
    const votes = votesByDeal.get(dealId) ?? [];
    const comments = commentsByDeal.get(dealId) ?? [];
    const up = votes.filter((v) => v.isPositive === true).length;
    const down = votes.length - up;
    if (num(deal.upvotes) !== up) drift.push(`deal ${dealId} upvotes: ${num(deal.upvotes)} vs ${up} vote items`);
    if (num(deal.downvotes) !== down)
      drift.push(`deal ${dealId} downvotes: ${num(deal.downvotes)} vs ${down} vote items`);
    if (num(deal.commentsCount) !== comments.length)
      drift.push(`deal ${dealId} commentsCount: ${num(deal.commentsCount)} vs ${comments.length} comment items`);
    const byBlock = new Map<number, number>();
    for (const c of comments)
      byBlock.set(Math.floor(num(c.seq) / BLOCK), (byBlock.get(Math.floor(num(c.seq) / BLOCK)) ?? 0) + 1);
    compareBlocks(`deal ${dealId} comment counter`, commentCounters.get(dealId), byBlock, drift);

    const author = countsOf(String(deal.author));
    author.dealsPosted++;
    author.upvotesReceived += up;
    author.downvotesReceived += down;
    for (const v of votes) countsOf(String(v.userId)).votesCast++;
    for (const c of comments) countsOf(String(c.author)).commentsWritten++;

    const active = typeof deal.HSK === 'string';
    if (active) {
      const settled = hotKey(hotRank(up - down, String(deal.createdAt)), num(deal.seq));
      if (deal.HSK !== settled) drift.push(`deal ${dealId} hot rank ${deal.HSK} vs ${settled} from its votes`);
    }
    for (const list of dealLists(String(deal.city), String(deal.category))) {
      if (deal[list.pk] !== list.value) continue;
      const b = Math.floor(num(deal.seq) / BLOCK);
      bump(listBlocks, list.name, b);
      if (active) {
        bump(liveBlocks, list.name, b);
        bump(hotBuckets, list.name, hotBucketOf(String(deal.HSK)));
      }
    }
  }

  for (const [dealId, votes] of votesByDeal)
    if (!deals.has(dealId)) orphans.push(`${votes.length} vote item(s) of missing deal ${dealId}`);
  for (const [dealId, comments] of commentsByDeal)
    if (!deals.has(dealId)) orphans.push(`${comments.length} comment item(s) of missing deal ${dealId}`);
  for (const dealId of commentCounters.keys())
    if (!deals.has(dealId)) orphans.push(`comment counter of missing deal ${dealId}`);
  for (const p of pointers)
    if (!deals.has(String(p.dealId))) orphans.push(`member pointer ${p.PK}/${p.SK} to missing deal ${p.dealId}`);

  // Saves: each deal's count of them, each member's saved list (total and blocks), both sides present.
  for (const [dealId, saves] of savesByDeal)
    if (!deals.has(dealId)) orphans.push(`${saves.length} save item(s) of missing deal ${dealId}`);
  for (const dealId of deals.keys()) {
    const stored = num(commentCounters.get(dealId)?.saves);
    const counted = savesByDeal.get(dealId)?.length ?? 0;
    if (stored !== counted) drift.push(`deal ${dealId} saves: ${stored} vs ${counted} save items`);
  }
  const memberSide = new Set<string>();
  for (const [userId, saved] of savedItems) {
    const byBlock = new Map<number, number>();
    for (const item of saved) {
      const seq = Number(String(item.SK).slice('SAVE#'.length));
      byBlock.set(Math.floor(seq / BLOCK), (byBlock.get(Math.floor(seq / BLOCK)) ?? 0) + 1);
      memberSide.add(`${item.dealId}#${userId}#${seq}`);
      if (!deals.has(String(item.dealId)))
        orphans.push(`saved item ${item.PK}/${item.SK} of missing deal ${item.dealId}`);
    }
    compareBlocks(`member ${userId} saved list`, savedCounters.get(userId), byBlock, drift);
  }
  for (const [userId, counter] of savedCounters)
    if (!savedItems.has(userId)) compareBlocks(`member ${userId} saved list`, counter, new Map(), drift);
  for (const [dealId, saves] of savesByDeal)
    for (const save of saves) {
      const key = `${dealId}#${String(save.SK).slice('SAVE#'.length)}#${num(save.seq)}`;
      if (!memberSide.has(key)) drift.push(`save ${save.PK}/${save.SK} without its member-side item`);
    }

  // Orphaned children still count in the stats they were written with: fold them in too, so a
  // leftover comment shows once (as an orphan) rather than again as a stats drift.
  for (const [dealId, votes] of votesByDeal)
    if (!deals.has(dealId)) for (const v of votes) countsOf(String(v.userId)).votesCast++;
  for (const [dealId, comments] of commentsByDeal)
    if (!deals.has(dealId)) for (const c of comments) countsOf(String(c.author)).commentsWritten++;

  for (const userId of new Set([...members, ...statsItems.keys(), ...expected.keys()])) {
    const stored = statsItems.get(userId) ?? {};
    const want = countsOf(userId);
    for (const field of Object.keys(want) as (keyof Counts)[]) {
      if (num(stored[field]) !== want[field])
        drift.push(`member ${userId} ${field}: ${num(stored[field])} vs ${want[field]} items`);
    }
  }

  for (const name of new Set([...listCounters.keys(), ...listBlocks.keys()])) {
    const counter = listCounters.get(name);
    compareBlocks(`list ${name}`, counter, listBlocks.get(name) ?? new Map(), drift);
    compareBlocks(`list ${name}`, counter, liveBlocks.get(name) ?? new Map(), drift, 'l', 'live');
    compareBlocks(`list ${name}`, counter, hotBuckets.get(name) ?? new Map(), drift, 'h', null);
  }

  const totals = {
    deals: deals.size,
    votes: [...votesByDeal.values()].reduce((a, v) => a + v.length, 0),
    comments: [...commentsByDeal.values()].reduce((a, v) => a + v.length, 0),
    members: members.size,
    lists: listCounters.size,
  };
  return { drift, orphans, totals };
}

// ---------------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

function printTable() {
  const order = [
    'sign-up',
    ...ACTIONS.map(([, name]) => name).flatMap((n) => (n === 'read' ? [n, 'read comments'] : [n])),
  ];
  const rows = order
    .filter((name) => stats.has(name))
    .map((name) => {
      const s = stats.get(name)!;
      const sorted = [...s.latencies].sort((a, b) => a - b);
      const statuses = [...s.statuses]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([status, n]) => `${n}×${status}`)
        .join(' ');
      return [
        name,
        String(sorted.length),
        percentile(sorted, 0.5).toFixed(1),
        percentile(sorted, 0.99).toFixed(1),
        statuses,
      ];
    });
  const header = ['action', 'requests', 'p50 ms', 'p99 ms', 'statuses'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function main() {
  console.log(`Starting a fresh local stack (no demo data)…`);
  const stack = await spawnLocalStack({ SEED_DEMO: '0', LOG_LEVEL: 'error' });
  process.once('SIGINT', () => void stack.stop().then(() => process.exit(130)));
  let failed = false;
  try {
    const base = stack.url;
    const members: Member[] = Array.from({ length: MEMBERS }, (_, n) => {
      const address = `127.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      return {
        n,
        address,
        agent: new Agent({ keepAlive: true, maxSockets: 1 }),
        deals: new Map(),
        comments: [],
        votes: new Map(),
        images: [],
      };
    });
    console.log(`Signing up ${MEMBERS} members, each from its own loopback address…`);
    await Promise.all(members.map((m) => signUp(base, m)));
    await grantStanding(stack.ddbEndpoint, members);

    console.log(`Soaking for ${DURATION_S} s (think time 0–${THINK_MS * 2} ms)…`);
    started.at = performance.now();
    const until = started.at + DURATION_S * 1000;
    await Promise.all(members.map((m) => live(base, m, until)));
    const seconds = (performance.now() - started.at) / 1000;
    for (const m of members) m.agent.destroy();

    const all = [...stats.values()];
    const requests = all.reduce((a, s) => a + s.latencies.length, 0);
    const countWhere = (test: (status: number | string) => boolean) =>
      all.reduce((a, s) => a + [...s.statuses].filter(([st]) => test(st)).reduce((x, [, n]) => x + n, 0), 0);
    const fivexx = countWhere((st) => typeof st === 'number' && st >= 500);
    const tooMany = countWhere((st) => st === 429);
    const netErrors = countWhere((st) => st === 'ERR');

    console.log(`\nReconciling counters against the items in DynamoDB Local…`);
    const { drift, orphans, totals } = reconcile(await scanAll(stack.ddbEndpoint));

    console.log(
      `\n${MEMBERS} members, ${seconds.toFixed(1)} s, ${requests} requests (${(requests / seconds).toFixed(0)} req/s), ` +
        `local stack on this machine\n`,
    );
    printTable();
    console.log(`\nrequests: ${requests}`);
    console.log(`5xx: ${fivexx}`);
    console.log(`429: ${tooMany}`);
    if (netErrors)
      console.log(`network errors: ${netErrors}${networkErrors.length ? ` (${networkErrors.join('; ')})` : ''}`);
    console.log(
      `items at the end: ${totals.deals} deals, ${totals.votes} votes, ${totals.comments} comments, ` +
        `${totals.members} members, ${totals.lists} list counters`,
    );
    console.log(`counter drift: ${drift.length}`);
    for (const d of drift.slice(0, 10)) console.log(`  ${d}`);
    if (drift.length > 10) console.log(`  … and ${drift.length - 10} more`);
    console.log(`orphan items: ${orphans.length}`);
    for (const o of orphans.slice(0, 10)) console.log(`  ${o}`);
    if (orphans.length > 10) console.log(`  … and ${orphans.length - 10} more`);
    failed = drift.length > 0 || orphans.length > 0 || fivexx > 0 || netErrors > 0;
  } finally {
    await stack.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
