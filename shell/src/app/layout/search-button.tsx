import { $location } from '@shop/shared/navigation';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useRouteTable } from '../route-table';
import { SearchIcon } from './icons';

// The overlay's code (and the remote behind it) loads only when a shopper opens search.
const SearchOverlayFrame = lazy(async () => ({ default: (await import('./search-overlay-frame')).SearchOverlayFrame }));

/** The header's search button and the overlay it opens, while a remote fills the `search` slot. */
export function SearchButton() {
  const slot = useRouteTable().slots.search;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Any navigation (a result link, Back) closes the overlay.
  useEffect(() => $location.listen(() => setOpen(false)), []);
  if (!slot) return null;
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
          <SearchOverlayFrame slot={slot} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
