import type { Filters, SortCode } from '@shop/shared/contracts';
import { countOf } from '@shop/shared/format';
import { type Ref, useId } from 'react';
import { countDrawerFilters, isSortCode } from '../model/filters';
import { SortSelect } from './sort-select';

interface ShopToolbarProps {
  ref: Ref<HTMLButtonElement>;
  /** How many products the list holds; undefined when it could not be loaded. */
  count: number | undefined;
  sort: SortCode;
  applied: Filters;
  onSort: (sort: SortCode) => void;
  onOpenFilters: () => void;
}

/** The count of products shown, the sort order and the button that opens the Filters drawer. */
export function ShopToolbar({ ref, count, sort, applied, onSort, onOpenFilters }: ShopToolbarProps) {
  const sortId = useId();
  const active = countDrawerFilters(applied);
  return (
    <div className="cat:mt-5 cat:flex cat:flex-wrap cat:items-center cat:justify-between cat:gap-3 cat:border-y cat:border-slate-200 cat:py-3">
      <p aria-live="polite" className="cat:text-sm cat:text-slate-600">
        {count !== undefined && countOf(count, 'product')}
      </p>
      <div className="cat:flex cat:w-full cat:items-center cat:gap-2 cat:sm:w-auto">
        <label htmlFor={sortId} className="cat:sr-only cat:sm:not-sr-only cat:text-sm cat:text-slate-600">
          Sort by
        </label>
        <SortSelect
          id={sortId}
          className="cat:flex-1 cat:sm:flex-none"
          value={sort}
          onChange={(value) => {
            if (isSortCode(value)) onSort(value);
          }}
        />
        <button
          ref={ref}
          type="button"
          aria-haspopup="dialog"
          onClick={onOpenFilters}
          className="cat:inline-flex cat:h-10 cat:shrink-0 cat:items-center cat:gap-2 cat:rounded-md cat:border cat:border-slate-300 cat:bg-white cat:px-3 cat:text-sm cat:font-semibold cat:text-slate-800 cat:hover:border-brand-500 cat:hover:text-brand-700 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="cat:size-4">
            <path d="M3 4.5A1.5 1.5 0 0 1 4.5 3h11A1.5 1.5 0 0 1 17 4.5v1.38a1.5 1.5 0 0 1-.44 1.06L12 11.5v4.38a1 1 0 0 1-1.45.9l-2-1A1 1 0 0 1 8 14.88V11.5L3.44 6.94A1.5 1.5 0 0 1 3 5.88V4.5Z" />
          </svg>
          Filters
          {active > 0 && (
            <span className="cat:rounded-full cat:bg-brand-600 cat:px-1.5 cat:text-xs cat:text-white">
              {active}
              <span className="cat:sr-only"> applied</span>
            </span>
          )}
        </button>
      </div>
    </div>
  );
}
