import { PageSkeleton } from '@shop/shared/ui';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { loadRemoteComponent, resetRemote } from '../../remotes/load-remote';
import { RemoteBoundary } from '../../remotes/remote-boundary';
import { CloseIcon } from './icons';
import { lockPageScroll } from './scroll-lock';

/** Props the catalogue's search panel receives. */
export interface SearchPanelProps {
  onClose: () => void;
}

// A fresh lazy component per attempt, so Retry asks the catalogue's server again.
function loadPanel(): ComponentType<SearchPanelProps> {
  return lazy(async () => ({ default: await loadRemoteComponent<SearchPanelProps>('catalog', 'search-overlay') }));
}

/** The overlay the header opens: locks page scroll, closes on Esc or the close button, hosts the catalogue's search. */
export function SearchOverlayFrame({ onClose }: { onClose: () => void }) {
  const [Panel, setPanel] = useState(() => loadPanel());

  useEffect(() => {
    const unlock = lockPageScroll();
    const opener = document.activeElement as HTMLElement | null;
    // Keyboard and screen-reader focus stay in the overlay while the page behind is inert.
    const page = document.getElementById('root');
    if (page) page.inert = true;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (page) page.inert = false;
      unlock();
      opener?.focus?.();
    };
  }, [onClose]);

  // Portalled to <body>: the sticky header's backdrop filter would otherwise clip a fixed overlay to the header.
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Search products"
      className="fixed inset-0 z-50 flex flex-col bg-white/95 backdrop-blur-sm"
    >
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 pt-4">
        <h2 className="text-xl font-semibold text-slate-900">Search Products</h2>
        <button type="button" aria-label="Close search" onClick={onClose} className="rounded-full p-2 text-slate-700 hover:bg-slate-100">
          <CloseIcon />
        </button>
      </div>
      <div className="mx-auto flex min-h-0 w-full max-w-5xl flex-1 flex-col px-4 pb-4">
        <RemoteBoundary
          remote="catalog"
          section="search"
          onRetry={() => {
            resetRemote('catalog');
            setPanel(() => loadPanel());
          }}
        >
          <Suspense fallback={<PageSkeleton label="Loading search…" />}>
            <Panel onClose={onClose} />
          </Suspense>
        </RemoteBoundary>
      </div>
    </div>,
    document.body,
  );
}
