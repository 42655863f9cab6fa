import type { Category } from '@shop/shared/contracts';
import { cx } from '@shop/shared/ui';
import { categoryLabel } from '../../app/catalog-api/fetch-categories';

interface CategoryChipsProps {
  categories: Category[];
  selected: string;
  onSelect: (categoryId: string) => void;
}

/** 'All' and one chip per category; on a narrow screen the row scrolls sideways. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  const chips = [{ id: '', label: 'All' }, ...categories.map((category) => ({ id: category._id, label: categoryLabel(category) }))];
  return (
    <nav aria-label="Categories" className="cat:-mx-4 cat:mt-6 cat:overflow-x-auto cat:px-4 cat:sm:mx-0 cat:sm:px-0">
      <ul className="cat:flex cat:w-max cat:gap-2 cat:pb-1 cat:sm:w-auto cat:sm:flex-wrap">
        {chips.map((chip) => {
          const active = chip.id === selected;
          return (
            <li key={chip.id || 'all'}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => {
                  if (!active) onSelect(chip.id);
                }}
                className={cx(
                  'cat:rounded-full cat:border cat:px-4 cat:py-1.5 cat:text-sm cat:font-medium cat:whitespace-nowrap cat:transition-colors cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600',
                  active
                    ? 'cat:border-brand-600 cat:bg-brand-600 cat:text-white'
                    : 'cat:border-slate-300 cat:bg-white cat:text-slate-700 cat:hover:border-brand-500 cat:hover:text-brand-700',
                )}
              >
                {chip.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
