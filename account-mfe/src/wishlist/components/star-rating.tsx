import { useId } from 'react';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

/** Five read-only stars filled to the average rating, announced as 'Rated 4.5 out of 5'; 'No ratings yet' without any. */
export function StarRating({ average, count }: { average: number; count?: number }) {
  const value = Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  const shown = value.toFixed(1);
  // SVG references by url(#id) need an id without the punctuation useId may contain.
  const uid = `stars${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  if (count === 0) return <span className="acc:text-xs acc:text-slate-600">No ratings yet</span>;
  return (
    <span role="img" aria-label={`Rated ${shown} out of 5`} className="acc:flex acc:items-center acc:gap-0.5">
      {[0, 1, 2, 3, 4].map((star) => {
        const fill = Math.min(1, Math.max(0, value - star)) * 100;
        return (
          <svg key={star} aria-hidden="true" viewBox="0 0 20 20" className="acc:size-4">
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
      <span aria-hidden="true" className="acc:ml-1 acc:text-xs acc:font-semibold acc:text-slate-700 acc:tabular-nums">
        {shown}
      </span>
    </span>
  );
}
