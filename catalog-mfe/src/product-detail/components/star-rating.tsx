import { countOf } from '@shop/shared/format';
import { cx } from '@shop/shared/ui';
import { useId } from 'react';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Five read-only stars filled to the average rating, with the number of ratings beside them; 'No ratings yet' without any. */
export function StarRating({ average, count, className }: { average: number; count: number; className?: string }) {
  const value = Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  const shown = value.toFixed(1);
  // SVG references by url(#id) need an id without the punctuation useId may contain.
  const uid = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (count === 0) return <p className={cx('cat:text-sm cat:text-slate-600', className)}>No ratings yet</p>;
  return (
    <div className={cx('cat:flex cat:items-center cat:gap-2', className)}>
      <span role="img" aria-label={`Rated ${shown} out of 5`} className="cat:flex">
        {[0, 1, 2, 3, 4].map((star) => {
          const fill = Math.min(1, Math.max(0, value - star)) * 100;
          return (
            <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className="cat:size-5">
              <defs>
                <linearGradient id={`${uid}-star-${star}`}>
                  <stop offset={`${fill}%`} stopColor="#f59e0b" />
                  <stop offset={`${fill}%`} stopColor="#cbd5e1" />
                </linearGradient>
              </defs>
              <path d={STAR} fill={`url(#${uid}-star-${star})`} />
            </svg>
          );
        })}
      </span>
      <span className="cat:flex cat:items-center cat:gap-1.5 cat:text-sm cat:text-slate-600 cat:tabular-nums">
        <span aria-hidden="true" className="cat:font-semibold cat:text-slate-900">
          {shown}
        </span>
        <span aria-hidden="true" className="cat:text-slate-400">
          ·
        </span>
        <span>{countOf(count, 'rating')}</span>
      </span>
    </div>
  );
}
