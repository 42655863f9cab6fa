import { createMutatorStore, keysUnder } from './query-client';

interface Change {
  send: () => Promise<unknown>;
}

/** Changes to the items of one collection (cart lines, wish-list products), one at a time per item. */
export interface ItemChanges {
  /**
   * Runs `send` for the item unless a change of it is still on its way: then nothing is sent and it
   * resolves `busy`. `onRunning` hears when the change starts and ends.
   */
  run<T>(itemId: string, busy: T, send: () => Promise<T>, onRunning?: (running: boolean) => void): Promise<T>;
  /** The items whose change is on its way. */
  running(): string[];
}

/**
 * One mutator store per item: nanoquery refuses a call while the item's store is loading, and once a
 * change is done it invalidates the reads under `roots`, in whichever remote shows them.
 */
export function createItemChanges(...roots: string[]): ItemChanges {
  const stores = new Map<string, ReturnType<typeof createStore>>();
  function createStore() {
    return createMutatorStore<Change, unknown>(async ({ data, invalidate }) => {
      // Even a refused change may have moved something on the server (a line lowered to the stock).
      invalidate(keysUnder(...roots));
      return data.send();
    });
  }
  function storeOf(itemId: string) {
    let store = stores.get(itemId);
    if (!store) {
      store = createStore();
      stores.set(itemId, store);
    }
    return store;
  }
  return {
    async run<T>(itemId: string, busy: T, send: () => Promise<T>, onRunning?: (running: boolean) => void): Promise<T> {
      const store = storeOf(itemId);
      // Listened while the change runs: a store nobody listens to forgets that it is loading.
      const unlisten = store.listen(({ loading }) => onRunning?.(loading === true));
      try {
        const result = (await store.mutate({ send })) as T | undefined;
        return result === undefined ? busy : result;
      } finally {
        unlisten();
      }
    },
    running: () => [...stores].filter(([, store]) => store.lc > 0 && store.get().loading === true).map(([itemId]) => itemId),
  };
}
