import { cx } from '@shop/shared/ui';

/** A round button over the main image that shows the previous or the next image. */
export function GalleryArrow({
  direction,
  onClick,
  className,
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={direction === 'previous' ? 'Previous image' : 'Next image'}
      onClick={onClick}
      className={cx(
        'cat:absolute cat:top-1/2 cat:inline-flex cat:size-10 cat:-translate-y-1/2 cat:items-center cat:justify-center cat:rounded-full cat:bg-white/90 cat:text-slate-800 cat:shadow cat:ring-1 cat:ring-slate-200 cat:transition-colors cat:hover:bg-white cat:hover:text-brand-700 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="cat:size-5">
        <path strokeLinecap="round" strokeLinejoin="round" d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  );
}
