import { Button } from '@shop/shared/ui';

/** Nothing matches; when filters narrow the list, offers to clear them. */
export function NoProductsFound({ filtered, onReset }: { filtered: boolean; onReset: () => void }) {
  return (
    <div className="cat:flex cat:flex-col cat:items-center cat:rounded-xl cat:border cat:border-dashed cat:border-slate-300 cat:bg-white cat:px-6 cat:py-16 cat:text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="cat:size-12 cat:text-slate-400"
      >
        <path strokeLinecap="round" strokeLinejoin="round" d="m21 21-4.35-4.35M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
      </svg>
      <h2 className="cat:mt-4 cat:text-xl cat:font-semibold cat:text-slate-900">No Products Found</h2>
      <p className="cat:mt-2 cat:max-w-md cat:text-slate-600">
        {filtered ? 'No product matches these filters. Try a wider price range or another category.' : 'There are no products to show yet.'}
      </p>
      {filtered && (
        <Button variant="secondary" className="cat:mt-6" onClick={onReset}>
          Reset filters
        </Button>
      )}
    </div>
  );
}

/** The list could not be loaded. */
export function ListingError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="cat:flex cat:flex-col cat:items-center cat:rounded-xl cat:border cat:border-red-200 cat:bg-red-50 cat:px-6 cat:py-12 cat:text-center"
    >
      <h2 className="cat:text-lg cat:font-semibold cat:text-red-900">We couldn't load the products</h2>
      <p className="cat:mt-2 cat:text-red-800">Please check your connection and try again.</p>
      <Button className="cat:mt-6" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
