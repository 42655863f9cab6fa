import { Dialog, PageSkeleton } from '@shop/shared/ui';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRemoteComponent, resetRemote } from '../../remotes/load-remote';
import { RemoteBoundary } from '../../remotes/remote-boundary';
import type { SlotDefinition } from '../route-table';

/** Props the catalogue's search panel receives. */
export interface SearchPanelProps {
  onClose: () => void;
}

// A fresh lazy component per attempt, so Retry asks the remote's server again.
function loadPanel(slot: SlotDefinition): ComponentType<SearchPanelProps> {
  return lazy(async () => ({ default: await loadRemoteComponent<SearchPanelProps>(slot.remote, slot.module) }));
}

/** The overlay the header opens: the shop's modal dialog, full screen, hosting the search a remote lends the frame. */
export function SearchOverlayFrame({ slot, onClose }: { slot: SlotDefinition; onClose: () => void }) {
  const [Panel, setPanel] = useState(() => loadPanel(slot));

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
            remote={slot.remote}
            section="search"
            onRetry={() => {
              resetRemote(slot.remote);
              setPanel(() => loadPanel(slot));
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
