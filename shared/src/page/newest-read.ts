/** The reads of one view, started one after another: only the newest one's answer may be shown. */
export interface NewestRead {
  /** Starts a read; the check it returns stays true until a newer read starts or `dropAll` is called. */
  start(): () => boolean;
  /** Makes every read on its way void: the shopper asked for something else, or left. */
  dropAll(): void;
}

/** Keeps an older, slower answer from overwriting a newer one; `useClientData` and the catalogue search share it. */
export function newestRead(): NewestRead {
  let latest = 0;
  return {
    start() {
      latest += 1;
      const mine = latest;
      return () => mine === latest;
    },
    dropAll() {
      latest += 1;
    },
  };
}
