import type { FilterState, Filters, SortCode } from '@shop/shared/contracts';
import { type NavigateOptions, navigate as navigateInSite } from '@shop/shared/navigation';
import { map } from 'nanostores';
import { emptyFilters, filtersEqual, parseFilters, priceRangeError, shopPath } from './filters';

/** The listing's filters: the drawer's draft, the applied set the list shows, and the page. */
export interface ShopFiltersState extends FilterState {
  page: number;
}

/** True when Apply would change the list: the draft differs from applied and its price range is valid. */
export function canApply(state: FilterState): boolean {
  return !filtersEqual(state.draft, state.applied) && priceRangeError(state.draft) === null;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * The filter machine of SPEC §4. The applied set lives in the address too: every change of
 * it pushes a new /shop address (so Back undoes it), and a new address (a shared link, Back,
 * Forward) replaces the applied set and the draft.
 */
export function createShopFilters(initialSearch = '', navigate: Navigate = navigateInSite) {
  const applied = parseFilters(initialSearch);
  const $filters = map<ShopFiltersState>({ draft: applied, applied, page: 0 });

  function commit(next: Filters, draft: Filters = next): void {
    const changed = !filtersEqual(next, $filters.get().applied);
    $filters.set({ draft, applied: next, page: 0 });
    if (changed) navigate(shopPath(next));
  }

  return {
    $filters,
    /** Edits the draft; nothing reaches the list until Apply. */
    editDraft(patch: Partial<Filters>): void {
      const state = $filters.get();
      $filters.setKey('draft', { ...state.draft, ...patch });
    },
    /** Copies the draft to applied and goes back to the first page; does nothing when Apply is disabled. */
    apply(): boolean {
      const state = $filters.get();
      if (!canApply(state)) return false;
      commit(state.draft);
      return true;
    },
    /** Clears the draft and the applied set. */
    reset(): void {
      commit(emptyFilters);
    },
    /** Shows one category (or all with ''): both sets start again from that category alone. */
    changeCategory(category: string): void {
      commit({ ...emptyFilters, category });
    },
    /** The sort select beside the list applies at once, keeping whatever else is applied. */
    changeSort(sort: SortCode): void {
      const state = $filters.get();
      commit({ ...state.applied, sort }, { ...state.draft, sort });
    },
    /** Puts the drawer's draft back to what is applied (when the drawer opens). */
    discardDraft(): void {
      $filters.setKey('draft', $filters.get().applied);
    },
    /** Follows the address: a different applied set there replaces both sets and the page. */
    syncFromSearch(search: string): void {
      const fromAddress = parseFilters(search);
      if (filtersEqual(fromAddress, $filters.get().applied)) return;
      $filters.set({ draft: fromAddress, applied: fromAddress, page: 0 });
    },
  };
}

/** One listing's filters as the page uses them. */
export type ShopFilters = ReturnType<typeof createShopFilters>;
