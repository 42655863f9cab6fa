import { cx } from '@shop/shared/ui';
import { type RatingTone, ratingTone } from '../model/rating-tone';

// Each pair keeps at least 4.5:1 contrast for the small text.
const toneClass: Record<RatingTone, string> = {
  green: 'cat:bg-green-700 cat:text-white',
  yellow: 'cat:bg-yellow-300 cat:text-yellow-950',
  red: 'cat:bg-red-700 cat:text-white',
};

/**
 * A product's average rating with a star, coloured by the rating thresholds; 'No ratings yet'
 * when the API counts none (an average of nothing is no rating of 0).
 */
export function RatingBadge({ average, count, className }: { average: number; count?: number; className?: string }) {
  if (count === 0) {
    return (
      <span className={cx('cat:inline-flex cat:rounded-md cat:bg-slate-100 cat:px-2 cat:py-0.5 cat:text-xs cat:text-slate-700', className)}>
        No ratings yet
      </span>
    );
  }
  const value = Number.isFinite(average) ? average : 0;
  const tone = ratingTone(value);
  const shown = value.toFixed(1);
  return (
    <span
      data-tone={tone}
      className={cx(
        'cat:inline-flex cat:items-center cat:gap-1 cat:rounded-md cat:px-2 cat:py-0.5 cat:text-xs cat:font-semibold cat:tabular-nums',
        toneClass[tone],
        className,
      )}
    >
      <span className="cat:sr-only">Rated {shown} out of 5</span>
      <span aria-hidden="true">{shown}</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="cat:size-3.5 cat:fill-current">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
      </svg>
    </span>
  );
}
