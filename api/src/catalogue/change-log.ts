import { randomBytes } from 'node:crypto';

/** What a public page may show that a change touches: products and categories, or the home page's slides. */
export type ChangeTag = 'catalogue' | 'banners';
/** Anything may have changed (this process may have missed notices). */
export const EVERYTHING = '*';

export interface Change {
  /** `<epoch>:<seq>`: the stream's event id, which a reader sends back when it connects again. */
  id: string;
  tag: ChangeTag | typeof EVERYTHING;
}

/** The database's catalogue notice ('words', 'items' or 'banners') as the tag of what it touched. */
export function tagOfNotice(notice: string): ChangeTag {
  return notice === 'banners' ? 'banners' : 'catalogue';
}

/**
 * The last catalogue changes this process heard of, numbered, so a reader that connects again gets
 * what it missed; one that missed more than is kept, or knew another process (another epoch), is told
 * that anything may have changed.
 */
export function createChangeLog(keep = 256) {
  const epoch = randomBytes(4).toString('hex');
  let seq = 0;
  const kept: Change[] = [];
  const readers = new Map<(change: Change) => void, () => void>();

  const idOf = (n: number) => `${epoch}:${n}`;

  return {
    record(tag: Change['tag']): void {
      seq += 1;
      const change = { id: idOf(seq), tag };
      kept.push(change);
      if (kept.length > keep) kept.shift();
      for (const reader of readers.keys()) reader(change);
    },
    /** The changes after `lastId`, or one `*` when they cannot be told (unknown id, another process, too old). */
    since(lastId: string | undefined): Change[] {
      const [readEpoch, readSeq] = (lastId ?? '').split(':');
      const after = Number(readSeq);
      const oldest = kept[0] ? Number(kept[0].id.split(':')[1]) : seq + 1;
      const known = readEpoch === epoch && Number.isInteger(after) && after <= seq && after >= oldest - 1;
      return known ? kept.filter((change) => Number(change.id.split(':')[1]) > after) : [{ id: idOf(seq), tag: EVERYTHING }];
    },
    /** Calls `reader` with every change from now; `end` is how the reader is ended when the server closes. */
    subscribe(reader: (change: Change) => void, end: () => void): () => void {
      readers.set(reader, end);
      return () => readers.delete(reader);
    },
    /** Ends every reader: the server is closing, and would otherwise wait for them. */
    endAll(): void {
      for (const end of [...readers.values()]) end();
    },
    get readers(): number {
      return readers.size;
    },
  };
}

export type ChangeLog = ReturnType<typeof createChangeLog>;
