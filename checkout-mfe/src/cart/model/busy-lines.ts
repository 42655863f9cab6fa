import { atom, type ReadableAtom } from 'nanostores';

/** The lines with a request in flight; a line takes one request at a time. */
export interface BusyLines {
  $ids: ReadableAtom<ReadonlySet<string>>;
  /** Marks the line busy and returns true, or returns false when it already is (skip the request). */
  begin(id: string): boolean;
  end(id: string): void;
}

/** A fresh set of busy lines, one per cart page. */
export function createBusyLines(): BusyLines {
  const $ids = atom<ReadonlySet<string>>(new Set());
  return {
    $ids,
    begin(id) {
      if ($ids.get().has(id)) return false;
      $ids.set(new Set([...$ids.get(), id]));
      return true;
    },
    end(id) {
      const next = new Set($ids.get());
      next.delete(id);
      $ids.set(next);
    },
  };
}
