import type { Category } from '@shop/shared/contracts';
import { categoryLabel } from '../../app/catalog-api/fetch-categories';
import { filterHeading, filterInput } from './filter-styles';

interface CategoryFilterProps {
  id: string;
  /** The applied category: a new one is applied at once, not drafted. */
  category: string;
  categories: Category[];
  onChange: (category: string) => void;
}

/** The category select, with the hint that a new category shows at once. */
export function CategoryFilter({ id, category, categories, onChange }: CategoryFilterProps) {
  return (
    <div>
      <label htmlFor={`${id}-category`} className={filterHeading}>
        Category
      </label>
      <select
        id={`${id}-category`}
        value={category}
        aria-describedby={`${id}-category-hint`}
        onChange={(event) => onChange(event.target.value)}
        className={filterInput}
      >
        <option value="">All</option>
        {categories.map((option) => (
          <option key={option._id} value={option._id}>
            {categoryLabel(option)}
          </option>
        ))}
      </select>
      <p id={`${id}-category-hint`} className="cat:mt-1 cat:text-xs cat:text-slate-500">
        A new category shows at once and clears the other filters.
      </p>
    </div>
  );
}
