export interface CatalogueCacheOptions {
  /** How long a value is reused at most; a change the database announces drops it sooner. */
  ttlMs: number;
  /** Bytes kept at most (as each value's `bytes` estimate says); the least recently read go first. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  readAt: number;
  bytes: number;
}

/** What a value costs when its reader gives no estimate: a count or a short list. */
const SMALL_VALUE_BYTES = 64;

/**
 * Hot catalogue reads of this process: prepared replies, totals, ranked search results. Requests
 * for a value still being read share that read, so a burst after a change reads once. Keys
 * name what they hold ('reply:…', 'count:…'), so one key always holds one type.
 */
export function createCatalogueCache({ ttlMs, maxBytes, now = Date.now }: CatalogueCacheOptions) {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function remove(key: string, entry: Entry): void {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function evictOverBudget(): void {
    for (const [key, entry] of entries) {
      if (bytes <= maxBytes) return;
      remove(key, entry);
    }
  }

  return {
    /** The value under `key`, read with `load` when it is missing or older than the TTL. */
    read<T>(key: string, load: () => Promise<T>, bytesOf: (value: T) => number = () => SMALL_VALUE_BYTES): Promise<T> {
      const cached = entries.get(key);
      if (cached && now() - cached.readAt < ttlMs) {
        // Map order is the eviction order: a read moves the key to the back.
        entries.delete(key);
        entries.set(key, cached);
        return cached.value as Promise<T>;
      }
      if (cached) remove(key, cached);
      const value = load();
      const entry: Entry = { value, readAt: now(), bytes: 0 };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          // Dropped meanwhile (cleared or replaced): this value is not kept.
          if (entries.get(key) !== entry) return;
          entry.bytes = bytesOf(loaded);
          bytes += entry.bytes;
          evictOverBudget();
        },
        // A failed read is not kept: the next request reads again.
        () => remove(key, entry),
      );
      return value;
    },

    /** Forgets every value: the catalogue changed. Reads under way are not kept either. */
    clear(): void {
      entries.clear();
      bytes = 0;
    },

    /** How many values are kept or being read. */
    get size(): number {
      return entries.size;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
