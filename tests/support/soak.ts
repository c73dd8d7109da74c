/**
 * The soak's members (issue 11, issue 27): what `npm run bench:soak` and
 * tests/integration/soak.test.ts let loose on a local stack. Each member signs up from a loopback
 * address of its own; half of them are given standing (tests/support/standing.ts), so their votes
 * move reputation, their reports hide and their flags expire. For a bounded time they list,
 * search and read; vote, switch and withdraw; comment, edit and delete; save and unsave; report
 * deals and comments; flag deals expired; post, edit and delete deals; upload pictures. They play
 * on the soak's own deals only (the newest ones, so votes and comments collide with deletions),
 * whatever else the table holds. 429s are expected and counted: the limits the stack was started
 * with decide how many.
 *
 * Two rules keep every count checkable afterwards (tests/support/reconcile.ts): a deal its author
 * will delete is `doomed` when posted, and trusted members never vote on one, so every point a
 * vote gave is still on a vote item at the end (a deleted deal's points are kept but no longer
 * readable); a few deals are `suspect`, which trusted members report, so reports reach the hiding
 * threshold; a few are `favoured`, upvoted by nearly everyone, so some turn Hot.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { REPORT_REASONS, type ReportTarget } from '@shared/api-types';
import { CATEGORIES } from '@shared/categories';
import { SAMPLES } from './images';

/** Deals everyone plays on: the soak's newest. */
const POOL_SIZE = 30;
const WORDS = ['samsung', 'pizza', 'climatiseur', 'livraison', 'promo', 'couscous', 'baskets', 'télé'];
/** Categories the soak's deals use (each city × category is a list of its own). */
export const SOAK_CATEGORIES = CATEGORIES.slice(0, 3);

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]): T | undefined => list[rand(list.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SoakOptions {
  /** The stack's base URL. */
  base: string;
  /** One loopback address per member (its number of members). */
  addresses: string[];
  durationMs: number;
  /** Think time between a member's requests: 0 to twice this. */
  thinkMs: number;
  /** Cities the soak's deals are posted in and moved between. */
  cities: readonly string[];
  /** Gives a member standing with `reputation` points (written outside the product). */
  grantStanding: (userId: string, reputation: number) => Promise<void>;
  /** An admin's session: it decides on the soak's reported targets now and then (dismiss, hide, restore). */
  moderator?: { token: string; address: string };
  /** Runs each report and decision: on a shared stack, while no other file holds the report queue (tests/support/report-queue.ts). */
  aroundReport?: <T>(write: () => Promise<T>) => Promise<T>;
}

interface Stat {
  latencies: number[];
  statuses: Map<number | string, number>;
}

interface Member {
  n: number;
  address: string;
  agent: Agent;
  trusted: boolean;
  token?: string;
  id?: string;
  deals: Map<string, Record<string, unknown>>;
  comments: string[];
  votes: Map<string, boolean>;
  images: string[];
}

/** What a soak did: for the reconciliation (what it touched) and the report (what it measured). */
export interface SoakRun {
  members: { id: string; trusted: boolean }[];
  /** Reputation given outside the product, by member. */
  granted: Map<string, number>;
  /** Every deal the soak posted, deleted ones too. */
  deals: Set<string>;
  /** Every target the soak reported (whatever the answer). */
  reported: { type: ReportTarget; id: string }[];
  stats: Map<string, Stat>;
  seconds: number;
  networkErrors: string[];
}

/** Reputation given to the trusted half: a few trusted downvotes do not take their trust at once. */
const GRANTED = 30;

/** Runs a soak: signs the members up, gives half of them standing, lets them loose. */
export async function runSoak(options: SoakOptions): Promise<SoakRun> {
  const { base } = options;
  const stats = new Map<string, Stat>();
  const networkErrors: string[] = [];
  const posted = new Set<string>();
  const reported: SoakRun['reported'] = [];
  const reportedKeys = new Set<string>();
  const doomed = new Set<string>();
  const suspect = new Set<string>();
  const favoured = new Set<string>();
  const comments: string[] = [];
  /** The soak's newest deals still up, newest first. */
  const pool: string[] = [];

  const record = (action: string, status: number | string, ms: number) => {
    let s = stats.get(action);
    if (!s) stats.set(action, (s = { latencies: [], statuses: new Map() }));
    s.latencies.push(ms);
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  };

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Answer = { status: number; body: any };
  /** One request, timed and counted under `action`; network failures count as status 'ERR'. */
  const send = (
    action: string,
    method: string,
    path: string,
    m: Member,
    body?: { json?: unknown; raw?: Buffer; type?: string },
    fresh = false,
  ): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (m.token) headers.authorization = `Bearer ${m.token}`;
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
      const fail = (err: Error) => {
        record(action, 'ERR', performance.now() - at);
        if (networkErrors.length < 5) networkErrors.push(`${action}: ${err.message}`);
        resolve({ status: 0, body: null });
      };
      const req = request(
        `${base}${path}`,
        { method, headers, agent: fresh ? false : m.agent, localAddress: m.address },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', fail);
          res.on('end', () => {
            // A 503 (faults on: AWS busy past the retries) must say when to come back, in words the member reads.
            const status = res.statusCode ?? 0;
            const bare503 = status === 503 && !(Number(res.headers['retry-after']) > 0);
            record(action, bare503 ? '503 without Retry-After' : status, performance.now() - at);
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
      req.on('error', fail);
      req.end(payload);
    });
  };

  const addToPool = (id: string) => {
    pool.unshift(id);
    pool.length = Math.min(pool.length, POOL_SIZE);
  };
  const forget = (id: string) => {
    const i = pool.indexOf(id);
    if (i >= 0) pool.splice(i, 1);
  };

  const dealFields = (m: Member, k: number) => {
    const price = 500 + rand(400) * 250;
    const fields: Record<string, unknown> = {
      title: `${pick(['Smartphone Samsung', 'Pizza familiale', 'Climatiseur Condor', 'Baskets de running', 'Couscous royal'])} n°${k} de soak${m.n}`,
      description: `Offre du membre ${m.n}, ${pick(WORDS)} à ${price} DA. Livraison possible, stock limité.`,
      price,
      originalPrice: price + 500,
      merchant: `Magasin ${pick(options.cities)}`,
      city: pick(options.cities),
      category: pick(SOAK_CATEGORIES),
    };
    if (m.images.length) fields.imageUrl = m.images.shift();
    return fields;
  };

  const SAMPLE_FILES = [
    { bytes: SAMPLES.jpg, type: 'image/jpeg', name: 'photo.jpg' },
    { bytes: SAMPLES.png, type: 'image/png', name: 'photo.png' },
    { bytes: SAMPLES.webp, type: 'image/webp', name: 'photo.webp' },
  ];
  const multipart = async (file: (typeof SAMPLE_FILES)[number]) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const encoded = new Response(form);
    return { raw: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
  };

  const report = async (m: Member, type: ReportTarget, id: string) => {
    const reason = pick(REPORT_REASONS)!;
    const path = type === 'deal' ? `/api/deals/${id}/report` : `/api/comments/${id}/report`;
    const details = reason === 'other' ? { details: `Signalé par soak${m.n}` } : {};
    if (!reportedKeys.has(`${type}#${id}`)) {
      reportedKeys.add(`${type}#${id}`);
      reported.push({ type, id });
    }
    // A connection of its own: waiting for the queue may outlast the server's keep-alive.
    const sent = () => send(`report ${type}`, 'POST', path, m, { json: { reason, ...details } }, true);
    return options.aroundReport ? options.aroundReport(sent) : sent();
  };

  type Action = (m: Member) => Promise<unknown>;
  const postDeals: Action = async (m) => {
    // Bursts too, so a posting limit, where there is one, is reached within the run.
    for (let i = Math.random() < 0.3 ? 4 : 1; i > 0; i--) {
      const fields = dealFields(m, m.deals.size);
      const res = await send('deal post', 'POST', '/api/deals', m, { json: fields });
      if (res.status !== 201) continue;
      const id = String(res.body.data.id);
      posted.add(id);
      m.deals.set(id, fields);
      const r = Math.random();
      if (r < 0.35) doomed.add(id);
      else if (r < 0.5) suspect.add(id);
      else if (r < 0.65) favoured.add(id);
      addToPool(id);
    }
  };

  const ACTIONS: [weight: number, name: string, run: Action][] = [
    [
      8,
      'list',
      (m) => {
        const filter =
          pick([
            '',
            `&city=${encodeURIComponent(pick(options.cities)!)}`,
            `&category=${encodeURIComponent(pick(SOAK_CATEGORIES)!)}`,
          ])! + pick(['', '&sort=hot', '&hideExpired=true'])!;
        return send('list', 'GET', `/api/deals?page=${rand(3)}&size=10${filter}`, m);
      },
    ],
    [4, 'search', (m) => send('search', 'GET', `/api/deals/search?q=${encodeURIComponent(pick(WORDS)!)}&size=10`, m)],
    [
      8,
      'read',
      async (m) => {
        const id = pick(pool);
        if (!id) return;
        await send('read', 'GET', `/api/deals/${id}`, m);
        await send('read comments', 'GET', `/api/deals/${id}/comments?page=${rand(2)}&size=10`, m);
      },
    ],
    [
      14,
      'vote',
      async (m) => {
        // Not on their own deals (403); trusted members not on a doomed one (see the header).
        const id = pick(pool.filter((d) => !m.deals.has(d) && !(m.trusted && doomed.has(d))));
        if (!id) return;
        const positive = Math.random() < (favoured.has(id) ? 0.97 : 0.6);
        const res = await send('vote', 'POST', `/api/deals/${id}/vote?positive=${positive}`, m);
        if (res.status === 200) m.votes.set(id, positive);
        if (res.status === 404) forget(id);
      },
    ],
    [
      6,
      'vote switch',
      async (m) => {
        const [id, positive] = pick([...m.votes]) ?? [];
        if (!id || favoured.has(id)) return;
        const res = await send('vote switch', 'POST', `/api/deals/${id}/vote?positive=${!positive}`, m);
        if (res.status === 200) m.votes.set(id, !positive);
        if (res.status === 404) m.votes.delete(id);
      },
    ],
    [
      3,
      'vote withdraw',
      async (m) => {
        const [id] = pick([...m.votes]) ?? [];
        if (!id) return;
        const res = await send('vote withdraw', 'DELETE', `/api/deals/${id}/vote`, m);
        if (res.status === 200 || res.status === 404) m.votes.delete(id);
      },
    ],
    [
      5,
      'save',
      async (m) => {
        const id = pick(pool);
        if (!id) return;
        const save = Math.random() < 0.65;
        const res = await send(save ? 'save' : 'unsave', save ? 'PUT' : 'DELETE', `/api/deals/${id}/save`, m);
        if (res.status === 404) forget(id);
      },
    ],
    [2, 'saved list', (m) => send('saved list', 'GET', `/api/users/me/saved?page=${rand(2)}&size=10`, m)],
    [
      1,
      'flag expired',
      async (m) => {
        const id = pick(pool.filter((d) => !m.deals.has(d)));
        if (!id) return;
        const res = await send('flag expired', 'POST', `/api/deals/${id}/expire`, m);
        if (res.status === 404) forget(id);
      },
    ],
    [
      12,
      'comment',
      async (m) => {
        const id = pick(pool);
        if (!id) return;
        // Now and then a burst on one deal, as a flooder would.
        for (let i = Math.random() < 0.2 ? 6 : 1; i > 0; i--) {
          const content = `Commentaire de soak${m.n} : ${pick(WORDS)} ${randomBytes(3).toString('hex')}`;
          const res = await send('comment', 'POST', `/api/deals/${id}/comments`, m, { json: { content } });
          if (res.status === 201) {
            m.comments.push(res.body.data.id);
            comments.push(res.body.data.id);
          }
          if (res.status === 404) return forget(id);
        }
      },
    ],
    [
      4,
      'comment edit',
      async (m) => {
        const id = pick(m.comments);
        if (!id) return;
        const content = `Modifié par soak${m.n} ${randomBytes(3).toString('hex')}`;
        const res = await send('comment edit', 'PUT', `/api/comments/${id}`, m, { json: { content } });
        if (res.status === 404) m.comments.splice(m.comments.indexOf(id), 1);
      },
    ],
    [
      4,
      'comment delete',
      async (m) => {
        const id = pick(m.comments);
        if (!id) return;
        const res = await send('comment delete', 'DELETE', `/api/comments/${id}`, m);
        if (res.status === 200 || res.status === 404) m.comments.splice(m.comments.indexOf(id), 1);
      },
    ],
    [
      4,
      'report',
      async (m) => {
        // Trusted members go for the suspect deals (enough of them hide one); anyone reports comments.
        const deals = pool.filter((d) => !m.deals.has(d) && (!m.trusted || suspect.has(d) || Math.random() < 0.2));
        const comment = pick(comments.slice(-40).filter((c) => !m.comments.includes(c)));
        if (comment && (Math.random() < 0.3 || !deals.length)) return report(m, 'comment', comment);
        const id = pick(deals);
        if (!id) return;
        const res = await report(m, 'deal', id);
        if (res.status === 404) forget(id);
      },
    ],
    [6, 'deal post', postDeals],
    [
      4,
      'deal edit',
      async (m) => {
        const [id, fields] = pick([...m.deals]) ?? [];
        if (!id || !fields) return;
        // Moves it between lists now and then: the list counters must follow.
        const next = { ...fields, city: pick(options.cities), price: Number(fields.price) + 10 };
        const res = await send('deal edit', 'PUT', `/api/deals/${id}`, m, { json: next });
        if (res.status === 200) m.deals.set(id, next);
        if (res.status === 404) m.deals.delete(id);
      },
    ],
    [
      3,
      'deal delete',
      async (m) => {
        // The oldest doomed one: it has had the most time to gather votes, comments and saves.
        const id = [...m.deals.keys()].find((d) => doomed.has(d));
        if (!id) return;
        const res = await send('deal delete', 'DELETE', `/api/deals/${id}`, m);
        if (res.status === 200 || res.status === 204 || res.status === 404) {
          m.deals.delete(id);
          forget(id);
        }
      },
    ],
    [
      4,
      'upload',
      async (m) => {
        for (let i = Math.random() < 0.3 ? 3 : 1; i > 0; i--) {
          const res = await send('upload', 'POST', '/api/images', m, await multipart(pick(SAMPLE_FILES)!));
          if (res.status === 201) m.images.push(res.body.data.url);
        }
      },
    ],
  ];
  const totalWeight = ACTIONS.reduce((sum, [w]) => sum + w, 0);
  const pickAction = () => {
    let r = Math.random() * totalWeight;
    for (const [w, , run] of ACTIONS) if ((r -= w) < 0) return run;
    return ACTIONS[0][2];
  };

  /** The admin's turn: a decision on one of the targets reported so far (404 and 409 are answers too). */
  const moderate = async (admin: Member) => {
    const target = pick(reported);
    if (!target) return;
    const action = pick(['dismiss', 'dismiss', 'hide', 'restore'] as const)!;
    const path = `/api/admin/reports/${target.type}/${target.id}/resolve`;
    const decide = () => send('moderate', 'POST', path, admin, { json: { action, reason: 'Décision du soak' } }, true);
    await (options.aroundReport ? options.aroundReport(decide) : decide());
  };

  const members: Member[] = options.addresses.map((address, n) => ({
    n,
    address,
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    trusted: n % 2 === 0,
    deals: new Map(),
    comments: [],
    votes: new Map(),
    images: [],
  }));
  const granted = new Map<string, number>();
  await Promise.all(
    members.map(async (m) => {
      const signUp = () => {
        const tag = randomBytes(4).toString('hex');
        return send('sign-up', 'POST', '/api/auth/register', m, {
          json: {
            username: `soak${m.n}_${tag}`,
            email: `soak${m.n}.${tag}@exemple.dz`,
            password: 'un-mot-de-passe-solide',
            city: pick(options.cities),
          },
        });
      };
      // With faults on, a 503 is an answer: the member comes back as Retry-After says (a bounded number of times).
      let res = await signUp();
      for (let attempt = 1; res.status === 503 && attempt < 5; attempt++) {
        await sleep(1000);
        res = await signUp();
      }
      if (res.status !== 201) throw new Error(`sign-up of member ${m.n} answered ${res.status}: ${res.body?.message}`);
      m.token = res.body.data.token;
      m.id = res.body.data.id;
      if (m.trusted) {
        await options.grantStanding(m.id!, GRANTED);
        granted.set(m.id!, GRANTED);
      }
    }),
  );

  // Fresh connections: a member signed up early may have waited past the server's keep-alive.
  for (const m of members) {
    m.agent.destroy();
    m.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }
  const started = performance.now();
  const until = started + options.durationMs;
  const admin: Member | undefined = options.moderator && {
    n: -1,
    address: options.moderator.address,
    agent: new Agent(),
    trusted: true,
    token: options.moderator.token,
    deals: new Map(),
    comments: [],
    votes: new Map(),
    images: [],
  };
  await Promise.all([
    ...members.map(async (m) => {
      // Everyone starts with a deal of their own, so there is something to play on.
      await postDeals(m);
      while (performance.now() < until) {
        await pickAction()(m);
        await sleep(rand(options.thinkMs * 2));
      }
    }),
    (async () => {
      if (!admin) return;
      while (performance.now() < until) {
        await sleep(rand(options.thinkMs * 40));
        await moderate(admin);
      }
      admin.agent.destroy();
    })(),
  ]);
  const seconds = (performance.now() - started) / 1000;
  for (const m of members) m.agent.destroy();
  return {
    members: members.map((m) => ({ id: m.id!, trusted: m.trusted })),
    granted,
    deals: posted,
    reported,
    stats,
    seconds,
    networkErrors,
  };
}

/** Requests of a run whose status passes `test` (all of them without one), over every action or one. */
export function countRequests(run: SoakRun, test: (status: number | string) => boolean = () => true, action?: string) {
  let n = 0;
  for (const [name, s] of run.stats)
    if (!action || name === action) for (const [status, k] of s.statuses) if (test(status)) n += k;
  return n;
}

const is5xx = (status: number | string) =>
  (typeof status === 'number' && status >= 500) || status === '503 without Retry-After';

/**
 * The run's verdict on requests: how many, how many 5xx, 429 and network failures; with faults
 * on, the 503s that said when to come back (`unavailable`) are answers, the other 5xx (`failures`) are not.
 */
export function requestSummary(run: SoakRun) {
  const fivexx = countRequests(run, is5xx);
  const unavailable = countRequests(run, (s) => s === 503);
  return {
    requests: countRequests(run),
    fivexx,
    unavailable,
    failures: fivexx - unavailable,
    tooMany: countRequests(run, (s) => s === 429),
    networkErrors: countRequests(run, (s) => s === 'ERR'),
  };
}

/** Per-action table: requests, p50/p99 latency, statuses. */
export function actionTable(run: SoakRun): string {
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const rows = [...run.stats].map(([name, s]) => {
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
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
