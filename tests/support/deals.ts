import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import type { DealInput } from '@shared/schemas/deal';
import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE, keys } from '@shared/table';
import { ADMIN } from './global-setup';
import { call, registerMember, type Reply } from './http';

/** A valid deal body; override what the test is about. */
export function dealInput(overrides: Partial<DealInput> = {}): DealInput {
  return {
    title: 'Téléviseur LED 43 pouces',
    description: 'Un téléviseur en promotion, livraison possible dans toute la wilaya.',
    price: 45000,
    originalPrice: 60000,
    merchant: 'Magasin Test',
    city: 'Alger',
    category: 'Technologie',
    ...overrides,
  };
}

/** Creates a deal through the API and returns it (fails the test otherwise). */
export async function postDeal(token: string, overrides: Partial<DealInput> = {}): Promise<Deal> {
  const res = await call<Deal>('POST', '/api/deals', { token, body: dealInput(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** A lowercase word no other test uses (letters only, so it is one search word). */
export function uniqueWord(prefix = 'zq') {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return prefix + [...randomBytes(8)].map((b) => letters[b % 26]).join('');
}

/**
 * A deal list's counts as one record: its head's totals and its chunks' key counts merged
 * (functions/data/table/list-counts.ts), read consistently; what exactness checks compare with the
 * list's index entries.
 */
export async function listCounts(db: DynamoDBDocumentClient, listName: string) {
  const out = await db.send(
    new QueryCommand({
      TableName: TABLE.defaultName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.dealListCount(listName).PK },
      ConsistentRead: true,
    }),
  );
  const merged: Record<string, number> = {};
  for (const item of out.Items ?? []) {
    for (const [name, value] of Object.entries(item)) {
      if (name !== 'PK' && name !== 'SK' && !/^n[a-z]$/.test(name)) merged[name] = (merged[name] ?? 0) + Number(value);
    }
  }
  return merged;
}

/** The DynamoDB round trips the request made (the stack exposes them). */
export const roundTrips = (res: Reply) => Number(res.headers.get('x-ddb-round-trips'));

export async function adminToken() {
  const res = await call<{ token: string }>('POST', '/api/auth/login', { body: ADMIN });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

type Member = Awaited<ReturnType<typeof registerMember>>;

/**
 * An administrator of the test's own, for a test that may end its sessions (logout-all, a
 * password change): the shared admin's token (`adminToken`) is in use by files running at the
 * same time. Written by the sign-up's data module with the ADMIN role, as the stack seeds its own.
 */
export async function throwawayAdmin(): Promise<Member> {
  const { createUser, authResponse, passwordHash } = await loadCrowdModules();
  const tag = randomUUID().slice(0, 8);
  const input = {
    username: `membre_${tag}`,
    email: `membre.${tag}@exemple.dz`,
    password: CROWD_PASSWORD,
    city: 'Alger',
  };
  const user = await createUser({ ...input, passwordHash, role: 'ADMIN', emailVerified: true });
  return { ...input, token: (await authResponse(user)).token, id: user.id };
}

/** The data modules, run in this process on the stack's DynamoDB Local and JWT secret. */
let crowdModules:
  | Promise<{
      createUser: typeof import('@functions/data/members/accounts').createUser;
      authResponse: typeof import('@functions/lib/issue-token').authResponse;
      passwordHash: string;
    }>
  | undefined;
/** Points the data modules imported in this process at the stack's DynamoDB Local and JWT secret. */
export async function useStackData() {
  Object.assign(process.env, {
    DDB_ENDPOINT: inject('ddbEndpoint'),
    TABLE_NAME: TABLE.defaultName,
    JWT_SECRET: (await readFile(join(inject('dataDir'), 'jwt-secret'), 'utf8')).trim(),
  });
}

const loadCrowdModules = () =>
  (crowdModules ??= (async () => {
    await useStackData();
    const [{ createUser }, { authResponse }, { hashPassword }] = await Promise.all([
      import('@functions/data/members/accounts'),
      import('@functions/lib/issue-token'),
      import('@functions/lib/password'),
    ]);
    return { createUser, authResponse, passwordHash: await hashPassword(CROWD_PASSWORD) };
  })());
const CROWD_PASSWORD = 'un-mot-de-passe-solide';

/**
 * `count` members for a test that needs a crowd to post, vote and comment, `concurrency` at a
 * time. They are written by the data module the sign-up route uses (functions/data/members/accounts.ts)
 * and get their token from the same signer, but skip the route: signing up is not what those
 * tests are about (auth-*.test.ts go through it), and each sign-up costs a deliberately slow
 * password hash on the one shared server, minutes of CPU for a crowd on a busy machine.
 */
export async function registerMembers(count: number, concurrency = 8): Promise<Member[]> {
  const { createUser, authResponse, passwordHash } = await loadCrowdModules();
  const members: Member[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const tag = randomUUID().slice(0, 8);
        const input = {
          username: `membre_${tag}`,
          email: `membre.${tag}@exemple.dz`,
          password: CROWD_PASSWORD,
          city: 'Alger',
        };
        const user = await createUser({ ...input, passwordHash });
        members.push({ ...input, token: (await authResponse(user)).token, id: user.id });
      }
    }),
  );
  return members;
}

/**
 * Members taking turns to post, for a test that needs more deals or comments than one member
 * may publish (the posting limits of shared/limits.ts): `next()` hands out the next in turn.
 */
export async function takingTurns(count: number) {
  const members = await registerMembers(count);
  let turn = 0;
  return { members, next: () => members[turn++ % members.length] };
}

/** GET a page of deals and check it is one. */
export async function getPage(path: string, token?: string) {
  const res = await call<Page<Deal>>('GET', path, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

/** Every page of a list, read with `size`, concatenated (checks each page's metadata). */
export async function readAll(path: string, size: number, expectedTotal: number) {
  const ids: string[] = [];
  const pages = Math.ceil(expectedTotal / size);
  const sep = path.includes('?') ? '&' : '?';
  for (let page = 0; page <= pages; page++) {
    const { body } = await getPage(`${path}${sep}page=${page}&size=${size}`);
    const data = body.data;
    expect(data).toMatchObject({
      number: page,
      size,
      totalElements: expectedTotal,
      totalPages: pages,
      first: page === 0,
      last: page >= pages - 1,
    });
    const expectedCount = page < pages - 1 ? size : page === pages - 1 ? expectedTotal - size * (pages - 1) : 0;
    expect(data.content.length, `page ${page} of size ${size}`).toBe(expectedCount);
    ids.push(...data.content.map((d) => d.id));
  }
  return ids;
}
