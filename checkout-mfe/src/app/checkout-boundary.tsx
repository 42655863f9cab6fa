import type { ReactNode } from 'react';

/**
 * The root element of everything this remote renders. The marker lets anyone reading the
 * composed page (and the e2e tests) see which team owns which part of it.
 */
export function CheckoutBoundary({ children }: { children: ReactNode }) {
  return <div data-boundary="checkout-mfe">{children}</div>;
}
