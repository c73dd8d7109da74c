import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { seededCache } from './page-data';
import { pageLoader } from './page-reads';

/** Runs a route's loader in the browser with one eager read of `key`, and lets its head start begin. */
async function loadIn(key: string, read: () => Promise<unknown>) {
  await pageLoader(async () => async (_args, load) => load(key, read, { eager: true }))({} as LoaderFunctionArgs);
  await vi.waitFor(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("a page's reads in the browser", () => {
  it('start a read the screen has not made yet', async () => {
    seededCache({});
    const read = vi.fn(async () => 'deal');
    await loadIn('/api/deals/fresh', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('leave alone a key the screen already read or is reading, so no old answer waits for its next read', async () => {
    const cache = seededCache({ '/api/deals/served': { id: 'served' } });
    const read = vi.fn(async () => 'deal');
    await loadIn('/api/deals/served', read);
    // A screen that started its own read first: SWR records it in the cache at once.
    (cache as Map<string, unknown>).set('/api/deals/reading', { isValidating: true });
    await loadIn('/api/deals/reading', read);
    expect(read).not.toHaveBeenCalled();
  });
});
