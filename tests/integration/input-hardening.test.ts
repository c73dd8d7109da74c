import { connect } from 'node:net';
import { request } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import { ROUTES, routeKey, type RouteDef } from '@functions/routes';
import type { RouteHandler } from '@functions/http/api';
import { call, eventually, registerMember, someAddress } from '../support/http';
import { adminToken, postDeal } from '../support/deals';
import { mailsWithLink } from '../support/outbox';

// What an attacker (or a broken client) sends the HTTP layer: bodies of every wrong shape, bytes
// that are not UTF-8, other content types, forged or malformed Host headers, an ended token.

type Member = Awaited<ReturnType<typeof registerMember>>;
const base = inject('baseUrl');

/** English zod (or JavaScript) words that must never reach a client. */
const ENGLISH =
  /\b(invalid|expected|received|too (big|small)|required|unrecognized|must|should|string|number|array|object|undefined|null|input)\b/i;

/** Every message of an answer: the envelope's and each field's. */
const messagesOf = (body: { message: string | null; data: unknown }) => [
  body.message ?? '',
  ...Object.values((body.data as { errors?: Record<string, string> } | null)?.errors ?? {}),
];

const expectFrenchRefusal = (res: Awaited<ReturnType<typeof call>>, what: string) => {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(res.body.success, what).toBe(false);
  for (const message of messagesOf(res.body)) {
    expect(message, what).not.toBe('');
    expect(message, what).not.toMatch(ENGLISH);
  }
};

/** A concrete path of a route: each `{param}` filled with a well-shaped id that names nothing. */
const pathOf = (route: RouteDef) =>
  route.path
    .replace('{targetType}', 'deal')
    .replace('{targetId}', 'AAAAAAAAAAAAAAAA')
    .replace(/\{id\}/, route.params?.id === 'dealId' ? 'AAAAAAAAAAAAAAAA' : '00000000-0000-4000-8000-000000000000');

/** The handlers' declared input, read from the modules the local server runs. */
async function inputsOf() {
  return Promise.all(
    ROUTES.map(async (route) => {
      const file = join(import.meta.dirname, '../../functions', `${route.handler}.ts`);
      const { handler } = (await import(file)) as { handler: RouteHandler };
      return { route: route as RouteDef, key: routeKey(route), accepts: handler.accepts };
    }),
  );
}

// Field names of every schema, each sent with a value of a type no field takes.
const NESTED = { x: [1, { y: null }], z: { w: true } };
const FIELDS = [
  'username',
  'email',
  'password',
  'currentPassword',
  'newPassword',
  'city',
  'category',
  'token',
  'accessToken',
  'provider',
  'title',
  'description',
  'price',
  'originalPrice',
  'url',
  'merchant',
  'promoCode',
  'imageUrl',
  'expiresAt',
  'content',
  'reason',
  'details',
  'action',
  'keywords',
  'ids',
  'dryRun',
];

const MALFORMED_BODIES: [string, string][] = [
  ['an array', '[]'],
  ['a string', '"x"'],
  ['a number', '1'],
  ['null', 'null'],
  ['a boolean', 'true'],
  ['truncated JSON', '{"a":'],
  ['not JSON', 'pas du json'],
  ['a number out of range', '1e999'],
  ['nested arrays', '[[[[]]]]'],
  ['every field of a nested wrong type', JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, NESTED])))],
  ['every field a number', JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, 12])))],
  ['every field an array of objects', JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, [{}]])))],
];

/** The routes whose body is a list rather than an object. */
const ARRAY_BODIES = ['POST /api/deals/bulk-votes', 'POST /api/deals/bulk-saved'];

const LONG = 'x'.repeat(300);
const QUERY_PARAMS = ['page', 'size', 'city', 'category', 'search', 'author', 'sort', 'hideExpired', 'q', 'status'];
const MALFORMED_QUERIES: [string, string][] = [
  ['every parameter 300 characters long', QUERY_PARAMS.map((p) => `${p}=${LONG}`).join('&')],
  ['negative and non-numeric paging', 'page=-1&size=abc&q=%20&positive=peut-etre&token=x'],
  ['a token and a vote too long, a page too far', `token=${'t'.repeat(2000)}&positive=${LONG}&page=1e9`],
];

describe('malformed input on every route of the manifest', () => {
  let inputs: Awaited<ReturnType<typeof inputsOf>>;
  let member: Member;
  let admin: string;
  beforeAll(async () => {
    [inputs, member, admin] = await Promise.all([inputsOf(), registerMember(), adminToken()]);
  }, 60_000);
  const tokenFor = (route: RouteDef) =>
    route.access === 'admin' ? admin : route.access === 'user' ? member.token : undefined;

  it('covers the routes that take a body or a query', () => {
    const bodies = inputs.filter((i) => i.accepts.body).map((i) => i.key);
    const queries = inputs.filter((i) => i.accepts.query).map((i) => i.key);
    expect(bodies).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/deals', 'PUT /api/auth/profile']),
    );
    expect(queries).toEqual(expect.arrayContaining(['GET /api/deals', 'GET /api/deals/search']));
    expect(bodies.length + queries.length).toBeGreaterThan(25);
  });

  it('answers each malformed body with a French 4xx, zod included', async () => {
    for (const { route, key } of inputs.filter((i) => i.accepts.body)) {
      for (const [what, body] of MALFORMED_BODIES) {
        // A list is what the bulk routes take: an object is their wrong shape.
        const rawBody = body === '[]' && ARRAY_BODIES.includes(key) ? '{}' : body;
        const res = await call(route.method, pathOf(route), { token: tokenFor(route), rawBody, from: someAddress() });
        expectFrenchRefusal(res, `${key} with ${what}`);
      }
    }
  });

  it('answers each malformed query with a French 4xx', async () => {
    for (const { route, key } of inputs.filter((i) => i.accepts.query)) {
      for (const [what, query] of MALFORMED_QUERIES) {
        const res = await call(route.method, `${pathOf(route)}?${query}`, { token: tokenFor(route) });
        expectFrenchRefusal(res, `${key} with ${what}`);
      }
      // One parameter at a time: refused in French, or ignored by a route that does not read it.
      for (const param of [...QUERY_PARAMS, 'token', 'positive']) {
        const res = await call(route.method, `${pathOf(route)}?${param}=${LONG}`, { token: tokenFor(route) });
        if (res.status >= 400) expectFrenchRefusal(res, `${key} with a long ${param}`);
        expect(res.status, `${key} with a long ${param}`).toBeLessThan(500);
      }
    }
  });

  it('names the field in French: an author filter over 64 characters', async () => {
    const res = await call('GET', `/api/deals?author=${'a'.repeat(65)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      data: { errors: { author: 'Ce champ ne peut pas dépasser 64 caractères' } },
      message: 'Auteur\u00A0: Ce champ ne peut pas dépasser 64 caractères',
    });
  });

  it('says a body that is not an object is not one', async () => {
    for (const rawBody of ['[]', '"x"', '42', 'null']) {
      const res = await call('POST', '/api/auth/login', { rawBody, from: someAddress() });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        data: { errors: { _: 'Le corps de la requête doit être un objet JSON' } },
        message: 'Le corps de la requête doit être un objet JSON',
      });
    }
  });
});

describe('bytes and content types', () => {
  let member: Member;
  let deal: Deal;
  beforeAll(async () => {
    member = await registerMember();
    deal = await postDeal(member.token);
  });

  it('refuses a body that is not UTF-8 (400), and saves nothing', async () => {
    const before = (await call<Page<unknown>>('GET', `/api/deals/${deal.id}/comments`)).body.data.totalElements;
    for (const bad of [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80]]) {
      const rawBody = Buffer.concat([Buffer.from('{"content":"Merci '), Buffer.from(bad), Buffer.from(' !"}')]);
      for (const type of ['application/json', 'application/json; charset=utf-8']) {
        const res = await call('POST', `/api/deals/${deal.id}/comments`, {
          token: member.token,
          rawBody,
          headers: { 'content-type': type },
        });
        expect(res.status, `${bad} as ${type}`).toBe(400);
        expect(res.body.message).toBe('Le corps de la requête doit être encodé en UTF-8');
      }
    }
    const after = await call<Page<unknown>>('GET', `/api/deals/${deal.id}/comments`);
    expect(after.body.data.totalElements).toBe(before);
    // Real UTF-8 still passes, accents and emoji kept.
    const ok = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: member.token,
      rawBody: Buffer.from('{"content":"Très bon plan 👍"}'),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.content).toBe('Très bon plan 👍');
  });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['XML', { 'content-type': 'application/xml' }],
    ['no type', { 'content-type': '' }],
  ])('answers 415 in French to a JSON body sent as %s', async (_, headers) => {
    const res = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: member.token,
      rawBody: JSON.stringify({ content: 'Envoyé sans le bon type' }),
      headers,
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: false,
      data: null,
      message: 'Le corps de la requête doit être envoyé en JSON (Content-Type\u00A0: application/json)',
    });
  });

  it('needs no Content-Type on a request without a body (a vote, a logout-all)', async () => {
    const voter = await registerMember();
    const vote = await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: voter.token });
    expect(vote.status).toBe(200);
    const out = await call('POST', '/api/auth/logout-all', { token: voter.token });
    expect(out.status).toBe(200);
  });
});

/** Sends raw bytes as an HTTP/1.1 request, for headers no HTTP client would write; resolves with the status. */
function rawRequest(head: Buffer): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
    socket.write(head);
  });
}

/** A GET (HTML, XML or JSON) with headers of the test's choosing, Host included. */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('page URLs never come from request headers', () => {
  const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' };
  let deal: Deal;
  beforeAll(async () => {
    deal = await postDeal((await registerMember()).token);
  });

  it('writes the reset link with the site’s own origin under a forged X-Forwarded-Host', async () => {
    const m = await registerMember();
    const res = await call('POST', '/api/auth/forgot-password', { body: { email: m.email }, headers: FORGED });
    expect(res.status).toBe(200);
    const [mail] = await eventually(async () => {
      const mails = await mailsWithLink(m.email, 'reset-password');
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail.text).toContain(`${base}/reset-password?token=`);
    expect(mail.text + mail.html).not.toContain('evil.example');
  });

  it('gives the deal page, the sitemap and robots.txt the site’s own origin', async () => {
    const page = await get(`/deals/${deal.id}`, FORGED);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<link rel="canonical" href="${base}/deals/${deal.id}"/>`);
    expect(page.text).not.toContain('evil.example');
    const missing = await get('/deals/AAAAAAAAAAAAAAAA', FORGED);
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('evil.example');
    for (const path of ['/sitemap.xml', '/robots.txt', '/']) {
      const res = await get(path, FORGED);
      expect(res.status, path).toBeLessThan(500);
      expect(res.text, path).not.toContain('evil.example');
    }
  });

  const MALFORMED_HOSTS: [string, Buffer][] = [
    ['an unclosed IPv6 bracket', Buffer.from('[::1')],
    ['a space', Buffer.from('a b')],
    ['8 KB of junk', Buffer.from('%{}<>"\\^`|'.repeat(820))],
    ['non-ASCII bytes', Buffer.from('dzdéals.exemple', 'utf8')],
    ['raw high bytes', Buffer.from([0x61, 0xff, 0xfe, 0x62])],
    ['a scheme and a path', Buffer.from('https://evil.example/x?y')],
  ];

  it.each(MALFORMED_HOSTS)('answers %s in Host or X-Forwarded-* without a 500, on every route', async (_, host) => {
    const paths = [
      ...ROUTES.map((route) => `${route.method} ${pathOf(route as RouteDef)}`),
      `GET /deals/${deal.id}`,
      'GET /',
      'GET /deals/create',
    ];
    for (const line of paths) {
      const [method, path] = line.split(' ');
      for (const header of ['Host', 'X-Forwarded-Host', 'X-Forwarded-Proto']) {
        const hostLine = header === 'Host' ? Buffer.alloc(0) : Buffer.from('Host: localhost\r\n');
        const head = Buffer.concat([
          Buffer.from(`${method} ${path} HTTP/1.1\r\n`),
          hostLine,
          Buffer.from(`${header}: `),
          host,
          Buffer.from('\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'),
        ]);
        const res = await rawRequest(head);
        expect(res.status, `${line} with ${header}`).toBeGreaterThan(0);
        expect(res.status, `${line} with ${header}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      }
    }
  });

  it('sends the reset mail with a malformed Host, its link still the site’s', async () => {
    const m = await registerMember();
    const body = JSON.stringify({ email: m.email });
    const res = await rawRequest(
      Buffer.concat([
        Buffer.from('POST /api/auth/forgot-password HTTP/1.1\r\nHost: [::1\r\nX-Forwarded-Host: a b\r\n'),
        Buffer.from(`Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`),
        Buffer.from(`Connection: close\r\n\r\n${body}`),
      ]),
    );
    // Node's own parser may refuse the request (400) before the API sees it; never a 500.
    expect(res.status).toBeLessThan(500);
    if (res.status === 200) {
      const [mail] = await eventually(async () => {
        const mails = await mailsWithLink(m.email, 'reset-password');
        expect(mails).toHaveLength(1);
        return mails;
      });
      expect(mail.text).toContain(`${base}/reset-password?token=`);
    }
  });
});

describe('an ended token is no identity, on public routes too', () => {
  let author: Member;
  let oldToken: string;
  let hidden: Deal;
  let visible: Deal;
  beforeAll(async () => {
    author = await registerMember();
    const voter = await registerMember();
    [hidden, visible] = [await postDeal(author.token), await postDeal(voter.token)];
    // The author votes for and saves another's deal, and has a deal of theirs hidden by moderation.
    expect((await call('POST', `/api/deals/${visible.id}/vote?positive=true`, { token: author.token })).status).toBe(
      200,
    );
    expect((await call('PUT', `/api/deals/${visible.id}/save`, { token: author.token })).status).toBe(200);
    const admin = await adminToken();
    const reported = await call('POST', `/api/deals/${hidden.id}/report`, {
      token: voter.token,
      body: { reason: 'duplicate' },
    });
    expect(reported.status).toBe(200);
    const hide = await call('POST', `/api/admin/reports/deal/${hidden.id}/resolve`, {
      token: admin,
      body: { action: 'hide', reason: 'Doublon' },
    });
    expect(hide.status, JSON.stringify(hide.body)).toBe(200);
    oldToken = author.token;
  });

  it('shows the live session its marks and its own hidden deal', async () => {
    const own = await call<Deal>('GET', `/api/deals/${hidden.id}`, { token: oldToken });
    expect(own.status).toBe(200);
    const other = await call<Deal>('GET', `/api/deals/${visible.id}`, { token: oldToken });
    expect(other.body.data).toMatchObject({ userVote: { isPositive: true }, saved: true });
    expect((await call('GET', `/api/deals/${hidden.id}/comments`, { token: oldToken })).status).toBe(200);
  });

  it('after logout-all, answers the old token as a guest: 404 for the hidden deal, no vote, not saved', async () => {
    const out = await call<{ token: string }>('POST', '/api/auth/logout-all', { token: oldToken });
    expect(out.status).toBe(200);
    const own = await call('GET', `/api/deals/${hidden.id}`, { token: oldToken });
    expect(own.status).toBe(404);
    expect(own.body.message).toBe('Bon plan non trouvé');
    expect((await call('GET', `/api/deals/${hidden.id}/comments`, { token: oldToken })).status).toBe(404);
    const other = await call<Deal>('GET', `/api/deals/${visible.id}`, { token: oldToken });
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ userVote: null, saved: false });
    for (const path of [
      `/api/deals?author=${visible.author}`,
      `/api/deals?city=${encodeURIComponent(visible.city)}&size=50`,
    ]) {
      const list = await call<Page<Deal>>('GET', path, { token: oldToken });
      expect(list.status, path).toBe(200);
      const mine = list.body.data.content.find((d) => d.id === visible.id);
      expect(mine, path).toMatchObject({ userVote: null, saved: false });
    }
    // A user route still answers the ended token 401.
    expect((await call('GET', '/api/auth/me', { token: oldToken })).status).toBe(401);
  });

  it('answers a banned member’s token as a guest’s too', async () => {
    const banned = await registerMember();
    const own = await postDeal(banned.token);
    await call('POST', `/api/deals/${visible.id}/vote?positive=false`, { token: banned.token });
    const ban = await call('POST', `/api/admin/users/${banned.id}/ban`, {
      token: await adminToken(),
      body: { reason: 'Spam' },
    });
    expect(ban.status, JSON.stringify(ban.body)).toBe(200);
    const read = await call<Deal>('GET', `/api/deals/${visible.id}`, { token: banned.token });
    expect(read.status).toBe(200);
    expect(read.body.data.userVote).toBeNull();
    expect((await call('GET', `/api/deals/${own.id}`, { token: banned.token })).status).toBeLessThan(500);
  });
});
