import type { Category, FilterState } from '@shop/shared/contracts';
import { useId } from 'react';
import { categoryLabel } from '../../app/catalog-api/fetch-categories';
import type { ShopFilters } from '../model/filter-store';
import { digitsOnly, isSortCode, priceRangeError, RATING_CHOICES } from '../model/filters';
import { SortSelect } from './sort-select';

interface FiltersFormProps {
  state: FilterState;
  categories: Category[];
  filters: ShopFilters;
}

const legend = 'cat:text-sm cat:font-semibold cat:text-slate-900';
const field =
  'cat:mt-2 cat:h-10 cat:w-full cat:rounded-md cat:border cat:border-slate-300 cat:bg-white cat:px-3 cat:text-sm cat:text-slate-800 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600';

/** The drawer's fields: category (applies at once), then the draft's sort, price range and rating. */
export function FiltersForm({ state, categories, filters }: FiltersFormProps) {
  const id = useId();
  const { draft } = state;
  const rangeError = priceRangeError(draft);
  const errorId = `${id}-price-error`;

  return (
    <div className="cat:space-y-7">
      <div>
        <label htmlFor={`${id}-category`} className={legend}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={state.applied.category}
          aria-describedby={`${id}-category-hint`}
          onChange={(event) => filters.changeCategory(event.target.value)}
          className={field}
        >
          <option value="">All</option>
          {categories.map((category) => (
            <option key={category._id} value={category._id}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
        <p id={`${id}-category-hint`} className="cat:mt-1 cat:text-xs cat:text-slate-500">
          A new category shows at once and clears the other filters.
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-sort`} className={legend}>
          Sort by
        </label>
        <div className="cat:mt-2">
          <SortSelect
            id={`${id}-sort`}
            className="cat:w-full"
            value={draft.sort}
            onChange={(value) => {
              if (isSortCode(value)) filters.editDraft({ sort: value });
            }}
          />
        </div>
      </div>

      <fieldset>
        <legend className={legend}>Price (₹)</legend>
        <div className="cat:mt-2 cat:grid cat:grid-cols-2 cat:gap-3">
          {(['priceFrom', 'priceTo'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className="cat:text-xs cat:text-slate-600">
                {key === 'priceFrom' ? 'Price from' : 'Price to'}
              </label>
              <input
                id={`${id}-${key}`}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                placeholder={key === 'priceFrom' ? 'Min' : 'Max'}
                value={draft[key]}
                aria-invalid={rangeError ? true : undefined}
                aria-describedby={rangeError ? errorId : undefined}
                onChange={(event) => filters.editDraft({ [key]: digitsOnly(event.target.value) })}
                className={`${field} cat:mt-1 ${rangeError ? 'cat:border-red-500' : ''}`}
              />
            </div>
          ))}
        </div>
        {rangeError && (
          <p id={errorId} role="alert" className="cat:mt-2 cat:text-sm cat:text-red-700">
            {rangeError}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend className={legend}>Rating</legend>
        <div className="cat:mt-2 cat:space-y-1">
          {['', ...RATING_CHOICES].map((rating) => (
            <label
              key={rating || 'any'}
              className="cat:flex cat:cursor-pointer cat:items-center cat:gap-3 cat:rounded-md cat:px-2 cat:py-1.5 cat:text-sm cat:text-slate-800 cat:hover:bg-slate-50"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={rating}
                checked={draft.rating === rating}
                onChange={() => filters.editDraft({ rating })}
                className="cat:size-4 cat:accent-brand-600"
              />
              {rating ? (
                <>
                  <span aria-hidden="true">
                    {rating}
                    <span className="cat:text-amber-500">★</span> &amp; up
                  </span>
                  <span className="cat:sr-only">{rating} stars &amp; up</span>
                </>
              ) : (
                'Any rating'
              )}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
