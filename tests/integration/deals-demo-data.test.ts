import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Deal, Page } from '@shared/api-types';
import { CITIES } from '@shared/cities';
import { CATEGORIES } from '@shared/categories';
import { spawnLocalStack } from '../support/local-stack';

const json = async <T>(res: Response) => ((await res.json()) as { data: T }).data;

describe('demo data of npm start', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('seeds a dozen Algerian deals on the first start only', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dzdeals-demo-'));
    const first = await spawnLocalStack({ DATA_DIR: dataDir });
    let removed: Deal;
    try {
      const page = await json<Page<Deal>>(await fetch(`${first.url}/api/deals?size=50`));
      expect(page.totalElements).toBe(12);
      const deals = page.content;
      expect(new Set(deals.map((d) => d.city)).size).toBeGreaterThanOrEqual(5);
      expect(new Set(deals.map((d) => d.category)).size).toBeGreaterThanOrEqual(5);
      for (const d of deals) {
        expect(CITIES).toContain(d.city);
        expect(CATEGORIES).toContain(d.category);
        expect(d.authorUsername).toMatch(/\.demo$/);
        expect(d.price).toBeGreaterThan(0);
      }
      expect(deals.some((d) => d.upvotes > 0) && deals.some((d) => d.commentsCount > 0)).toBe(true);
      // Newest first, as posted over the last days.
      expect(deals.map((d) => d.createdAt)).toEqual(
        deals
          .map((d) => d.createdAt)
          .sort()
          .reverse(),
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
    const second = await spawnLocalStack({ DATA_DIR: dataDir });
    try {
      const page = await json<Page<Deal>>(await fetch(`${second.url}/api/deals?size=50`));
      expect(page.totalElements).toBe(11);
      expect(page.content.map((d) => d.id)).not.toContain(removed.id);
    } finally {
      await second.stop();
    }
    // A bound, not a wait: two starts of up to 120 s each (tests/support/local-stack.ts).
  }, 300_000);
});
