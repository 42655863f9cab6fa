import { Dialog, PageSkeleton } from '@shop/shared/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRemoteComponent, resetRemote } from '../../remotes/load-remote';
import { RemoteBoundary } from '../../remotes/remote-boundary';

/** Props the catalogue's search panel receives. */
export interface SearchPanelProps {
  onClose: () => void;
}

// A fresh lazy component per attempt, so Retry asks the catalogue's server again.
function loadPanel(): ComponentType<SearchPanelProps> {
  return lazy(async () => ({ default: await loadRemoteComponent<SearchPanelProps>('catalog', 'search-overlay') }));
}

/** The overlay the header opens: the shop's modal dialog, full screen, hosting the catalogue's search. */
export function SearchOverlayFrame({ onClose }: { onClose: () => void }) {
  const [Panel, setPanel] = useState(() => loadPanel());

  // A modal dialog sits in the top layer, so the sticky header's backdrop filter cannot clip it.
  return (
    <Dialog
      title="Search Products"
      closeLabel="Close search"
      onClose={onClose}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col border-0 bg-white/95 p-0 backdrop-blur-sm open:flex"
      headerClassName="mx-auto flex w-full max-w-5xl items-center justify-between px-4 pt-4"
      titleClassName="text-xl font-semibold text-slate-900"
    >
      {(close) => (
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
              <Panel onClose={() => close()} />
            </Suspense>
          </RemoteBoundary>
        </div>
      )}
    </Dialog>
  );
}
