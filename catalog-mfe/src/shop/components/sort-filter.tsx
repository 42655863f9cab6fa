import type { SortCode } from '@shop/shared/contracts';
import { isSortCode } from '../model/filters';
import { filterHeading } from './filter-styles';
import { SortSelect } from './sort-select';

interface SortFilterProps {
  id: string;
  sort: SortCode;
  onChange: (sort: SortCode) => void;
}

/** The drawer's "Sort by", labelled for the select it wraps. */
export function SortFilter({ id, sort, onChange }: SortFilterProps) {
  return (
    <div>
      <label htmlFor={`${id}-sort`} className={filterHeading}>
        Sort by
      </label>
      <div className="cat:mt-2">
        <SortSelect
          id={`${id}-sort`}
          className="cat:w-full"
          value={sort}
          onChange={(value) => {
            if (isSortCode(value)) onChange(value);
          }}
        />
      </div>
    </div>
  );
}
