import { afterEach, describe, expect, it, vi } from 'vitest';

// The module reads sessionStorage once, when this document's first entry is known: each test
// loads it afresh, as a new page load would.
const freshModule = () => import('./scroll-memory');
const STORAGE_KEY = 'dzdeals_scroll';

afterEach(() => {
  window.sessionStorage.clear();
  vi.resetModules();
});

describe('scroll memory', () => {
  it('keeps positions across a page load, but not the one of the entry opened afresh', async () => {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        ['default|/', { y: 2105 }],
        ['k1|/deals/abc', { y: 300, pages: {} }],
        ['broken', null],
      ]),
    );
    // jsdom reports no navigation type: the page was opened afresh at `/`.
    const memory = await freshModule();
    expect(memory.openedAfresh()).toBe(true);
    expect(memory.savedPosition('default|/')).toBeUndefined();
    expect(memory.savedPosition('k1|/deals/abc')).toBe(300);
    expect(memory.savedPosition('broken')).toBeUndefined();
  });

  it('writes what it remembers to sessionStorage, the 60 most recent entries only', async () => {
    const memory = await freshModule();
    for (let i = 0; i < 65; i++) memory.savePosition(`k${i}|/p`, i * 10.4);
    memory.flushScrollMemory();
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY)!) as [string, { y: number }][];
    expect(stored).toHaveLength(60);
    expect(stored[0]).toEqual(['k5|/p', { y: 52 }]);
    expect(stored.at(-1)).toEqual(['k64|/p', { y: 666 }]);

    vi.resetModules();
    const reloaded = await freshModule();
    expect(reloaded.savedPosition('k64|/p')).toBe(666);
    expect(reloaded.savedPosition('k0|/p')).toBeUndefined();
  });

  it('survives a storage that refuses', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const memory = await freshModule();
    memory.savePosition('k|/', 120);
    expect(() => memory.flushScrollMemory()).not.toThrow();
    expect(memory.savedPosition('k|/')).toBe(120);
  });
});
