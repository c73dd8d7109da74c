import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterInteractive, MAX_WAIT_MS, QUIET_MS } from './after-interactive';

const api = vi.hoisted(() => ({ inFlight: 0 }));
vi.mock('@web/lib/api-client', () => ({ apiRequestsInFlight: () => api.inFlight }));

/** Whether the promise has settled, after letting the fake clock run `ms`. */
async function settledAfter(promise: Promise<unknown>, ms: number) {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => {
  api.inFlight = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('afterInteractive', () => {
  it('waits for the network to stay quiet after load', async () => {
    expect(document.readyState).toBe('complete');
    const done = afterInteractive();
    expect(await settledAfter(done, QUIET_MS - 300)).toBe(false);
    expect(await settledAfter(done, 600)).toBe(true);
  });

  it('starts counting at the load event', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const done = afterInteractive();
    expect(await settledAfter(done, QUIET_MS * 2)).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(await settledAfter(done, QUIET_MS - 300)).toBe(false);
    expect(await settledAfter(done, 600)).toBe(true);
  });

  it('waits while an API request is unanswered, then for quiet after it', async () => {
    api.inFlight = 1;
    const done = afterInteractive();
    expect(await settledAfter(done, QUIET_MS * 3)).toBe(false);
    api.inFlight = 0;
    expect(await settledAfter(done, QUIET_MS - 300)).toBe(false);
    expect(await settledAfter(done, 600)).toBe(true);
  });

  it('gives up waiting after MAX_WAIT_MS on a page that never stops fetching', async () => {
    api.inFlight = 2;
    const done = afterInteractive();
    expect(await settledAfter(done, MAX_WAIT_MS - 500)).toBe(false);
    expect(await settledAfter(done, 1000)).toBe(true);
  });
});
