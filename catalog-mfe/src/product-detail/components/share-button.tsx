import { cx } from '@shop/shared/ui';
import { shareProduct } from '../model/share-product';

/** Shares the product's page: the device's share sheet, else the link copied to the clipboard. */
export function ShareButton({ productName, className }: { productName: string; className?: string }) {
  return (
    <button
      type="button"
      aria-label={`Share ${productName}`}
      onClick={() => void shareProduct({ title: productName, url: window.location.href })}
      className={cx(
        'cat:inline-flex cat:size-10 cat:items-center cat:justify-center cat:rounded-full cat:bg-white cat:text-slate-600 cat:shadow-sm cat:ring-1 cat:ring-slate-200 cat:transition-colors cat:hover:text-brand-700 cat:focus-visible:outline-2 cat:focus-visible:outline-offset-2 cat:focus-visible:outline-brand-600',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className="cat:size-5">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M8.7 10.7l6.6-3.4M8.7 13.3l6.6 3.4M9 12a3 3 0 11-6 0 3 3 0 016 0zm12-6.5a3 3 0 11-6 0 3 3 0 016 0zm0 13a3 3 0 11-6 0 3 3 0 016 0z"
        />
      </svg>
    </button>
  );
}
