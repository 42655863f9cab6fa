import { SORT_OPTIONS } from '../model/filters';

interface SortSelectProps {
  id: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
}

/** The six sort orders, Relevance first. */
export function SortSelect({ id, value, onChange, className = '' }: SortSelectProps) {
  return (
    <select
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={`cat:h-10 cat:min-w-0 cat:rounded-md cat:border cat:border-slate-300 cat:bg-white cat:pr-8 cat:pl-3 cat:text-sm cat:text-slate-800 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600 ${className}`}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.code || 'relevance'} value={option.code}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
