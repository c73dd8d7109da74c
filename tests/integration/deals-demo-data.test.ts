import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deal, Page, ReportRow, UserStats } from '@shared/api-types';
import { CITIES } from '@shared/cities';
import { CATEGORIES } from '@shared/categories';
import { spawnLocalStack } from '../support/local-stack';

const json = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
const ADMIN = { email: 'admin@demo-test.dzdeals.local', password: 'Admin-Demo-Test-Password-1' };

describe('demo data of npm start', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds fourteen Algerian deals of every kind on the first start only', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dzdeals-demo-'));
    const first = await spawnLocalStack({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const signIn = async (body: { email: string; password: string }) => {
      const res = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await json<{ token: string }>(res)).token;
    };
    const get = async <T>(path: string, token: string) =>
      json<T>(await fetch(`${first.url}${path}`, { headers: { authorization: `Bearer ${token}` } }));
    let removed: Deal;
    try {
      const page = await json<Page<Deal>>(await fetch(`${first.url}/api/deals?size=50`));
      expect(page.totalElements).toBe(14);
      const deals = page.content;
      expect(new Set(deals.map((d) => d.city)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(deals.map((d) => d.category)).size).toBeGreaterThanOrEqual(5);
      for (const d of deals) {
        expect(CITIES).toContain(d.city);
        expect(CATEGORIES).toContain(d.category);
        expect(d.authorUsername).toMatch(/\.demo$/);
        // A free deal's price is 0; every other has one.
        if (d.type === 'free') expect(d.price).toBe(0);
        else expect(d.price).toBeGreaterThan(0);
        // A code promo has its code, and only it a minimum basket.
        expect(!!d.promoCode).toBe(d.type === 'code');
        if (d.type !== 'code') expect(d.minBasket).toBeNull();
      }
      // Each kind to browse: bons plans, codes promo (one with a minimum basket), something free.
      const kinds = deals.map((d) => d.type);
      expect(kinds.filter((t) => t === 'code')).toHaveLength(2);
      expect(kinds.filter((t) => t === 'free')).toHaveLength(1);
      expect(deals.find((d) => d.promoCode === 'RUN25')).toMatchObject({ type: 'code', minBasket: 5000 });
      expect(deals.some((d) => d.upvotes > 0) && deals.some((d) => d.commentsCount > 0)).toBe(true);
      // Newest first, as posted over the last days.
      expect(deals.map((d) => d.createdAt)).toEqual(
        deals
          .map((d) => d.createdAt)
          .sort()
          .reverse(),
      );

      // The community as documented (docs/operations.md#accounts-and-demo-data): the demo members
      // are trusted, the deal flagged by trusted neighbours expired, and the reports of a trusted
      // neighbour and a new account sit in the queue with the deal still up.
      const flagged = deals.find((d) => d.title.startsWith('Pizza familiale'))!;
      expect(flagged).toMatchObject({ expired: true, expiryFlags: 3, trustedExpiryFlags: 3 });
      const karim = await signIn({ email: 'karim@demo.dzdeals.local', password: 'DzDeals-Demo-2026' });
      expect(await get<UserStats>('/api/users/me/stats', karim)).toMatchObject({ trusted: true });
      const queue = await get<Page<ReportRow>>('/api/admin/reports', await signIn(ADMIN));
      expect(queue.totalElements).toBe(1);
      expect(queue.content[0]).toMatchObject({ reportsCount: 2, trustedReportsCount: 1, state: 'visible' });
      expect(queue.content[0].reporters.map((r) => [r.username, r.trusted])).toEqual(
        expect.arrayContaining([
          ['voisin1.demo', true],
          ['voisin12.demo', false],
        ]),
      );

      // Its author deletes one demo deal.
      removed = deals[0];
      const login = await fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `${removed.authorUsername.split('.')[0]}@demo.dzdeals.local`,
          password: 'DzDeals-Demo-2026',
        }),
      });
      expect(login.status).toBe(200);
      const { token } = await json<{ token: string }>(login);
      const del = await fetch(`${first.url}/api/deals/${removed.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(del.status).toBe(200);
    } finally {
      await first.stop();
    }

    // A restart on the same data keeps what members did: nothing is seeded again.
    const second = await spawnLocalStack({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const page = await json<Page<Deal>>(await fetch(`${second.url}/api/deals?size=50`));
      expect(page.totalElements).toBe(13);
      expect(page.content.map((d) => d.id)).not.toContain(removed.id);
    } finally {
      await second.stop();
    }
    // A bound, not a wait: two starts of up to 120 s each (tests/support/local-stack.ts).
  }, 300_000);
});
