import { vi } from 'vitest';
import type { User, UserStats } from '@shared/api-types';

/** A Response carrying the API envelope. */
export function envelope(status: number, data: unknown, message: string | null = null) {
  return new Response(JSON.stringify({ success: status < 400, data, message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

/**
 * Replaces fetch with a router over `/api` paths; records every call. The handler gets the
 * method and path (with query) and answers a Response, or throws for a network failure.
 */
export function stubApi(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const member: User = {
  id: 'u-1',
  username: 'amina',
  email: 'amina@exemple.dz',
  role: 'USER',
  city: 'Oran',
  emailVerified: true,
  hasPassword: true,
  identities: [],
  language: 'fr',
  followDigest: false,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

export const admin: User = { ...member, id: 'u-admin', username: 'admin', email: 'admin@exemple.dz', role: 'ADMIN' };

/** `member`'s answer to `/users/me/stats`. */
export const memberStats: UserStats = {
  dealsPosted: 3,
  commentsWritten: 7,
  votesCast: 12,
  upvotesReceived: 9,
  downvotesReceived: 2,
  totalScore: 7,
  memberSince: '2026-01-10T10:00:00.000Z',
  reputation: 43,
  level: { code: 'membre', label: 'Membre' },
  nextLevel: { code: 'confirme', label: 'Confirmé', min: 50 },
  trusted: false,
  hotDeals: 1,
  badges: [{ code: 'first_deal', label: 'Premier bon plan', earnedAt: '2026-01-12T09:00:00.000Z' }],
};
