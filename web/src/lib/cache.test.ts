import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '../test/http';
import { CACHE_KEYS, CACHE_PURGE_INTERVAL_MS, CACHE_TTL, TtlCache, cached, memoryCache } from './cache';
import { useCategories } from './catalog';

const MIN = 60_000;

describe('cache lifetimes', () => {
  it('are 5 min, 30 min, 6 h, and 24 h for the city and category lists; purge hourly', () => {
    expect(CACHE_TTL).toEqual({ short: 5 * MIN, medium: 30 * MIN, long: 360 * MIN, lists: 1440 * MIN });
    expect(CACHE_PURGE_INTERVAL_MS).toBe(60 * MIN);
    expect(CACHE_KEYS).toEqual({ cities: 'supported_cities', categories: 'supported_categories' });
  });

  it('keeps an entry for its lifetime and not a millisecond more; medium by default', () => {
    let now = 0;
    const cache = new TtlCache(() => now);
    cache.set('court', 1, CACHE_TTL.short);
    cache.set('défaut', 2);
    cache.set('long', 3, CACHE_TTL.long);
    now = CACHE_TTL.short - 1;
    expect(cache.get('court')).toBe(1);
    now = CACHE_TTL.short;
    expect(cache.get('court')).toBeUndefined();
    now = CACHE_TTL.medium - 1;
    expect(cache.get('défaut')).toBe(2);
    now = CACHE_TTL.medium;
    expect(cache.get('défaut')).toBeUndefined();
    now = CACHE_TTL.long - 1;
    expect(cache.get('long')).toBe(3);
    now = CACHE_TTL.long;
    expect(cache.get('long')).toBeUndefined();
  });

  it('purges expired entries every hour', () => {
    vi.useFakeTimers();
    const cache = new TtlCache();
    cache.set('court', 'a', CACHE_TTL.short);
    cache.set('liste', 'b', CACHE_TTL.lists);
    const stop = cache.startPurging();
    vi.advanceTimersByTime(CACHE_PURGE_INTERVAL_MS - 1);
    expect(cache.size).toBe(2); // expired, but still held until the purge
    vi.advanceTimersByTime(1);
    expect(cache.size).toBe(1);
    expect(cache.get('liste')).toBe('b');
    stop();
  });

  it('cached() loads once within the lifetime, then again', async () => {
    let now = 0;
    const cache = new TtlCache(() => now);
    const load = vi.fn(async () => ['Alger']);
    await cached('k', CACHE_TTL.short, load, cache);
    await cached('k', CACHE_TTL.short, load, cache);
    expect(load).toHaveBeenCalledTimes(1);
    now = CACHE_TTL.short;
    await cached('k', CACHE_TTL.short, load, cache);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the category list 24 h under supported_categories, with the fixed list meanwhile', async () => {
    memoryCache.clear();
    const { calls } = stubApi(() => envelope(200, ['Mode', 'Sport']));
    const first = renderHook(() => useCategories());
    expect(first.result.current.list.slice(0, 5)).toEqual([
      'Technologie',
      'Restaurants',
      'Alimentation',
      'Mode',
      'Voyage',
    ]);
    await waitFor(() => expect(first.result.current.list).toEqual(['Mode', 'Sport']));
    expect(memoryCache.get('supported_categories')).toEqual(['Mode', 'Sport']);
    const second = renderHook(() => useCategories());
    expect(second.result.current.list).toEqual(['Mode', 'Sport']);
    expect(calls.filter((c) => c.path === '/api/deals/categories')).toHaveLength(1);
    const loadedAt = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(loadedAt + CACHE_TTL.lists - 1000);
    expect(memoryCache.get('supported_categories')).toEqual(['Mode', 'Sport']);
    clock.mockReturnValue(loadedAt + CACHE_TTL.lists + 1000);
    expect(memoryCache.get('supported_categories')).toBeUndefined();
    memoryCache.clear();
  });
});
