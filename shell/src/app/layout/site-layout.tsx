import type { ReactNode } from 'react';
import { Breadcrumb } from './breadcrumb';
import { Footer } from './footer';
import { Header } from './header';
import { Toaster } from './toaster';

/** The frame around every page: header, breadcrumb, content, footer and toasts. */
export function SiteLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header currentPath={pathname} />
      <Breadcrumb pathname={pathname} />
      <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
        {children}
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}
