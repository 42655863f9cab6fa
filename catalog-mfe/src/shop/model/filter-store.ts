import type { FilterState, Filters, SortCode } from '@shop/shared/contracts';
import { type NavigateOptions, navigate as navigateInSite } from '@shop/shared/navigation';
import { map } from 'nanostores';
import { emptyFilters, filtersEqual, priceRangeError, shopPath } from './filters';

/** True when Apply would change the list: the draft differs from applied and its price range is valid. */
export function canApply(state: FilterState): boolean {
  return !filtersEqual(state.draft, state.applied) && priceRangeError(state.draft) === null;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * The filter machine of one listing page. The applied set lives in the address: every
 * change of it navigates to the new /shop address (so Back undoes it, and the page's loader lists
 * what it asks for, from page 0). The drawer's draft stays here until Apply.
 */
export function createShopFilters(applied: Filters, navigate: Navigate = navigateInSite) {
  const $filters = map<FilterState>({ draft: applied, applied });

  function commit(next: Filters, draft: Filters = next): void {
    const changed = !filtersEqual(next, $filters.get().applied);
    $filters.set({ draft, applied: next });
    if (changed) navigate(shopPath(next));
  }

  return {
    $filters,
    /** Edits the draft; nothing reaches the list until Apply. */
    editDraft(patch: Partial<Filters>): void {
      const state = $filters.get();
      $filters.setKey('draft', { ...state.draft, ...patch });
    },
    /** Copies the draft to applied; does nothing when Apply is disabled. */
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
    /** Follows the filters the page's data was loaded for (a new address, Back, Forward): a different set replaces both. */
    syncApplied(fromAddress: Filters): void {
      if (filtersEqual(fromAddress, $filters.get().applied)) return;
      $filters.set({ draft: fromAddress, applied: fromAddress });
    },
  };
}

/** One listing's filters as the page uses them. */
export type ShopFilters = ReturnType<typeof createShopFilters>;
