import { type PreparedReply, prepareReply } from './prepared-reply';

export interface CatalogueCacheOptions {
  /** How long a reply is reused at most; a change the database announces drops it sooner. */
  ttlMs: number;
  /** Bytes of JSON kept at most; the least recently read replies go first. */
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  reply: Promise<PreparedReply>;
  readAt: number;
  bytes: number;
}

/**
 * Hot catalogue replies of this process, prepared once (JSON, validator, compressed forms).
 * Requests for a reply still being read share that read, so a burst after a change reads once.
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
    /** The reply under `key`, reading it with `load` when it is missing or older than the TTL. */
    read(key: string, load: () => Promise<unknown>): Promise<PreparedReply> {
      const cached = entries.get(key);
      if (cached && now() - cached.readAt < ttlMs) {
        // Map order is the eviction order: a read moves the key to the back.
        entries.delete(key);
        entries.set(key, cached);
        return cached.reply;
      }
      if (cached) remove(key, cached);
      const entry: Entry = { reply: load().then(prepareReply), readAt: now(), bytes: 0 };
      entries.set(key, entry);
      entry.reply.then(
        (prepared) => {
          // Dropped meanwhile (cleared or replaced): this reply is not kept.
          if (entries.get(key) !== entry) return;
          entry.bytes = prepared.body.length;
          bytes += entry.bytes;
          evictOverBudget();
        },
        // A failed read is not kept: the next request reads again.
        () => remove(key, entry),
      );
      return entry.reply;
    },

    /** Forgets every reply: the catalogue changed. Reads under way are not kept either. */
    clear(): void {
      entries.clear();
      bytes = 0;
    },

    /** How many replies are kept or being read. */
    get size(): number {
      return entries.size;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
