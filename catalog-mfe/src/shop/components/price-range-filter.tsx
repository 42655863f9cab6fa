import type { Filters } from '@shop/shared/contracts';
import { digitsOnly, priceRangeError } from '../model/filters';
import { filterHeading, filterInput } from './filter-styles';

type PriceRange = Pick<Filters, 'priceFrom' | 'priceTo'>;

interface PriceRangeFilterProps {
  id: string;
  range: PriceRange;
  onChange: (change: Partial<PriceRange>) => void;
}

const BOUNDS = [
  { key: 'priceFrom', label: 'Price from', placeholder: 'Min' },
  { key: 'priceTo', label: 'Price to', placeholder: 'Max' },
] as const;

/** Two whole-rupee boxes; an upside-down range marks both and says why. */
export function PriceRangeFilter({ id, range, onChange }: PriceRangeFilterProps) {
  const rangeError = priceRangeError(range);
  const errorId = `${id}-price-error`;
  return (
    <fieldset>
      <legend className={filterHeading}>Price (₹)</legend>
      <div className="cat:mt-2 cat:grid cat:grid-cols-2 cat:gap-3">
        {BOUNDS.map(({ key, label, placeholder }) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="cat:text-xs cat:text-slate-600">
              {label}
            </label>
            <input
              id={`${id}-${key}`}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              placeholder={placeholder}
              value={range[key]}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? errorId : undefined}
              onChange={(event) => onChange({ [key]: digitsOnly(event.target.value) })}
              className={`${filterInput} cat:mt-1 ${rangeError ? 'cat:border-red-500' : ''}`}
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
  );
}
