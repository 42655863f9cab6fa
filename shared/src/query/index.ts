export { createItemChanges, type ItemChanges } from './item-changes';
export {
  $browserOnly,
  cacheKey,
  clearQueryCache,
  createFetcherStore,
  createMutatorStore,
  invalidateQueries,
  keysUnder,
  mutateCache,
  type QueryKey,
  revalidateKeys,
} from './query-client';
export { QUERY_ROOTS } from './query-roots';
export { type LoadStatus, type QueryResult, useQuery } from './use-query';
