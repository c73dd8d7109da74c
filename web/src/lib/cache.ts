const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Cache lifetimes of SPEC section 9. */
export const CACHE_TTL = {
  short: 5 * MINUTE,
  medium: 30 * MINUTE,
  long: 6 * HOUR,
  /** City and category lists. */
  lists: 24 * HOUR,
} as const;

export const CACHE_PURGE_INTERVAL_MS = HOUR;

/** Keys the city and category lists are cached under. */
export const CACHE_KEYS = { cities: 'supported_cities', categories: 'supported_categories' } as const;

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** An in-memory cache whose entries expire; expired entries are never returned. */
export class TtlCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  /** Stores a value for `ttlMs` (medium lifetime unless told). */
  set<T>(key: string, value: T, ttlMs: number = CACHE_TTL.medium) {
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  /** Number of entries held, expired or not (what a purge frees). */
  get size() {
    return this.entries.size;
  }

  /** Drops expired entries; returns how many went. */
  purgeExpired() {
    const now = this.now();
    let purged = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) {
        this.entries.delete(key);
        purged++;
      }
    }
    return purged;
  }

  /** Purges every `intervalMs` (hourly by default); returns the stop function. */
  startPurging(intervalMs: number = CACHE_PURGE_INTERVAL_MS) {
    const timer = setInterval(() => this.purgeExpired(), intervalMs);
    return () => clearInterval(timer);
  }
}

/** The app's one memory cache. */
export const memoryCache = new TtlCache();

/** The cached value under `key`, or what `load` resolves with, kept for `ttlMs`. */
export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>, cache = memoryCache): Promise<T> {
  const hit = cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(key, value, ttlMs);
  return value;
}
