import type { ReactNode } from 'react';

/**
 * The root element of everything this remote renders. The marker lets anyone reading the
 * composed page (and the e2e tests) see which team owns which part of it.
 */
export function CatalogBoundary({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div data-boundary="catalog-mfe" className={className}>
      {children}
    </div>
  );
}
