import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Deal, Page } from '../../shared/api-types';
import type { DealInput } from '../../shared/schemas/deal';
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

/** The DynamoDB round trips the request made (the stack exposes them). */
export const roundTrips = (res: Reply) => Number(res.headers.get('x-ddb-round-trips'));

export async function adminToken() {
  const res = await call<{ token: string }>('POST', '/api/auth/login', { body: ADMIN });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

/** Registers `count` members, a few at a time (each registration costs a slow password hash). */
export async function registerMembers(count: number, concurrency = 3) {
  const members: Awaited<ReturnType<typeof registerMember>>[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        members.push(await registerMember());
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
