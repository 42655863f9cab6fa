import type { Category, FilterState } from '@shop/shared/contracts';
import { useId } from 'react';
import type { ShopFilters } from '../model/filter-store';
import { CategoryFilter } from './category-filter';
import { PriceRangeFilter } from './price-range-filter';
import { RatingFilter } from './rating-filter';
import { SortFilter } from './sort-filter';

interface FiltersFormProps {
  state: FilterState;
  categories: Category[];
  filters: ShopFilters;
}

/** The drawer's fields: category (applies at once), then the draft's sort, price range and rating. */
export function FiltersForm({ state, categories, filters }: FiltersFormProps) {
  const id = useId();
  const { draft } = state;
  return (
    <div className="cat:space-y-7">
      <CategoryFilter id={id} category={state.applied.category} categories={categories} onChange={filters.changeCategory} />
      <SortFilter id={id} sort={draft.sort} onChange={(sort) => filters.editDraft({ sort })} />
      <PriceRangeFilter id={id} range={draft} onChange={filters.editDraft} />
      <RatingFilter id={id} rating={draft.rating} onChange={(rating) => filters.editDraft({ rating })} />
    </div>
  );
}
