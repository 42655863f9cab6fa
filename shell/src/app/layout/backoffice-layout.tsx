import type { ReactNode } from 'react';
import { Toaster } from './toaster';

/**
 * The back office's frame: none of the shop's header, breadcrumb or footer (the back office's own
 * pages bring their navigation, which depends on the staff member's role), just the content and toasts.
 */
export function BackofficeLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <main id="main">{children}</main>
      <Toaster />
    </div>
  );
}
