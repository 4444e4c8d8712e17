/**
 * Answers of public catalogue reads, kept a few seconds in this process.
 *
 * The catalogue changes rarely and is read on every page, so the same search is answered many times a
 * second on a busy site. Each answer is kept for `ttlMs` (stale by at most that much across instances,
 * since every instance keeps its own), the `maxEntries` most recently used are kept, and requests for
 * an answer being loaded wait for that one load instead of querying the database again. Writes to the
 * catalogue in this process call `clear()`. A failed load is not kept.
 */
export interface ReadCache {
  /** The kept answer for `key`, or the result of `load()`, kept from now on. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export function createReadCache({ ttlMs, maxEntries, now = Date.now }: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const found = entries.get(key);
      const time = now();
      if (found && found.expires > time) {
        // Most recently used last: Map keeps insertion order, so the first key is the one to drop.
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { value, expires: time + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** One key per distinct question: query fields in name order, list values as sets. */
export function cacheKey(operation: string, query: object): string {
  const entries: Array<[string, unknown]> = Object.entries(query);
  const fields = entries
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, Array.isArray(value) ? [...new Set(value.map(String))].sort() : value]);
  return `${operation}:${JSON.stringify(fields)}`;
}
