import { RATING_CHOICES } from '../model/filters';
import { filterHeading } from './filter-styles';

interface RatingFilterProps {
  id: string;
  /** The lowest rating chosen; '' for any. */
  rating: string;
  onChange: (rating: string) => void;
}

// The stars are drawn for the eye; a screen reader hears the words instead.
function RatingLabel({ rating }: { rating: string }) {
  if (!rating) return 'Any rating';
  return (
    <>
      <span aria-hidden="true">
        {rating}
        <span className="cat:text-amber-500">★</span> &amp; up
      </span>
      <span className="cat:sr-only">{rating} stars &amp; up</span>
    </>
  );
}

/** "Any rating" or a lowest rating, as one radio group. */
export function RatingFilter({ id, rating, onChange }: RatingFilterProps) {
  return (
    <fieldset>
      <legend className={filterHeading}>Rating</legend>
      <div className="cat:mt-2 cat:space-y-1">
        {['', ...RATING_CHOICES].map((choice) => (
          <label
            key={choice || 'any'}
            className="cat:flex cat:cursor-pointer cat:items-center cat:gap-3 cat:rounded-md cat:px-2 cat:py-1.5 cat:text-sm cat:text-slate-800 cat:hover:bg-slate-50"
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={choice}
              checked={rating === choice}
              onChange={() => onChange(choice)}
              className="cat:size-4 cat:accent-brand-600"
            />
            <RatingLabel rating={choice} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
