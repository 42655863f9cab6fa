import { $location } from '@shop/shared/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SearchIcon } from './icons';

// The overlay's code (and the catalogue remote behind it) loads only when a shopper opens search.
const SearchOverlayFrame = lazy(async () => ({ default: (await import('./search-overlay-frame')).SearchOverlayFrame }));

/** The header's search button and the overlay it opens. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Any navigation (a result link, Back) closes the overlay.
  useEffect(() => $location.listen(() => setOpen(false)), []);
  return (
    <>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
      >
        <SearchIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchOverlayFrame onClose={close} />
        </Suspense>
      )}
    </>
  );
}
