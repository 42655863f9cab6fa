import { countOf } from '@shop/shared/format';
import { useId } from 'react';
import { cx } from './cx';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Props of a product's read-only rating. */
export interface StarRatingProps {
  average: number;
  /** How many ratings; 0 says 'No ratings yet'. Shown beside the stars in the full look. */
  count?: number;
  /** 'compact' for a card (small stars and the figure), 'full' for a product page (with the number of ratings). */
  look?: 'compact' | 'full';
  className?: string;
}

/** Five read-only stars filled to the average rating, announced as 'Rated 4.5 out of 5'; 'No ratings yet' without any. */
export function StarRating({ average, count, look = 'compact', className }: StarRatingProps) {
  const value = Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  const shown = value.toFixed(1);
  const full = look === 'full';
  // SVG references by url(#id) need an id without the punctuation useId may contain.
  const uid = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (count === 0) return <p className={cx(full ? 'text-sm text-slate-600' : 'text-xs text-slate-600', className)}>No ratings yet</p>;
  return (
    <div className={cx('flex items-center', full ? 'gap-2' : 'gap-1', className)}>
      <span role="img" aria-label={`Rated ${shown} out of 5`} className="flex gap-0.5">
        {[0, 1, 2, 3, 4].map((star) => {
          const fill = Math.min(1, Math.max(0, value - star)) * 100;
          return (
            <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className={full ? 'size-5' : 'size-4'}>
              <defs>
                <linearGradient id={`${uid}-${star}`}>
                  <stop offset={`${fill}%`} stopColor="#f59e0b" />
                  <stop offset={`${fill}%`} stopColor="#cbd5e1" />
                </linearGradient>
              </defs>
              <path d={STAR} fill={`url(#${uid}-${star})`} />
            </svg>
          );
        })}
      </span>
      {full ? (
        <span className="flex items-center gap-1.5 text-sm text-slate-600 tabular-nums">
          <span aria-hidden="true" className="font-semibold text-slate-900">
            {shown}
          </span>
          <span aria-hidden="true" className="text-slate-400">
            ·
          </span>
          {count !== undefined && <span>{countOf(count, 'rating')}</span>}
        </span>
      ) : (
        <span aria-hidden="true" className="text-xs font-semibold text-slate-700 tabular-nums">
          {shown}
        </span>
      )}
    </div>
  );
}
