import { Link } from '@shop/shared/navigation';
import { Button } from '@shop/shared/ui';
import { primaryLinkClass } from '../../app/link-styles';

const panelClass = 'cat:mx-auto cat:flex cat:max-w-lg cat:flex-col cat:items-center cat:gap-4 cat:py-16 cat:text-center';

function BoxIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="cat:size-16 cat:text-brand-600"
    >
      <path d="M21 8l-9-5-9 5v8l9 5 9-5V8zM3 8l9 5 9-5M12 13v8" />
    </svg>
  );
}

/** Shown for an unknown or withdrawn product. */
export function ProductNotFound() {
  return (
    <div className={panelClass}>
      <BoxIcon />
      <h1 className="cat:text-2xl cat:font-bold cat:text-slate-900 cat:sm:text-3xl">Product Not Found</h1>
      <p className="cat:text-slate-600">The product you are looking for does not exist or is no longer available.</p>
      <Link to="/" className={primaryLinkClass}>
        Back to Home
      </Link>
    </div>
  );
}

/** Shown when the product could not be loaded, with a way to try again. */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={panelClass}>
      <BoxIcon />
      <h1 className="cat:text-2xl cat:font-bold cat:text-slate-900">We could not load this product</h1>
      <p className="cat:text-slate-600">Please check your connection and try again.</p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
