import { useEffect, useSyncExternalStore } from 'react';
import { CACHE_TTL, memoryCache } from './cache';

// A tiny SWR-like hook over the memory cache for what the first screen needs: SWR itself
// (about 6 KB gzip) would push the initial bundle past its budget, so it serves lazy screens only.

const inflight = new Map<string, Promise<void>>();
const failures = new Map<string, { error: Error; at: number }>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Starts loading `key` unless it is cached, loading, or failed less than 5 minutes ago. */
export function loadCached<T>(key: string, ttlMs: number, load: () => Promise<T>) {
  if (memoryCache.get(key) !== undefined || inflight.has(key)) return;
  const failed = failures.get(key);
  if (failed && Date.now() - failed.at < CACHE_TTL.short) return;
  const run = load()
    .then(
      (value) => {
        failures.delete(key);
        memoryCache.set(key, value, ttlMs);
      },
      (err: unknown) => {
        failures.set(key, { error: err instanceof Error ? err : new Error(String(err)), at: Date.now() });
      },
    )
    .finally(() => {
      inflight.delete(key);
      notify();
    });
  inflight.set(key, run);
}

/** The cached value of `key` (loaded on first use and kept `ttlMs`), and the last load error. */
export function useCached<T>(key: string, ttlMs: number, load: () => Promise<T>) {
  const data = useSyncExternalStore(subscribe, () => memoryCache.get<T>(key));
  const error = useSyncExternalStore(subscribe, () => failures.get(key)?.error);
  useEffect(() => {
    loadCached(key, ttlMs, load);
    // The loader is fixed per key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ttlMs]);
  return { data, error };
}
