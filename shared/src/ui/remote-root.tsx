import type { ReactNode } from 'react';

export interface RemoteRootProps {
  /** The remote's name, as the composed page's readers (and the browser tests) look for it. */
  remote: string;
  className?: string;
  children: ReactNode;
}

/**
 * The root element of everything a remote renders: its `data-boundary` marker lets anyone reading
 * the composed page (and the browser tests) see which team owns which part of it.
 */
export function RemoteRoot({ remote, className, children }: RemoteRootProps) {
  return (
    <div data-boundary={remote} className={className}>
      {children}
    </div>
  );
}
