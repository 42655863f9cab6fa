import { useStore } from '@nanostores/react';
import { $location, Link } from '@shop/shared/navigation';
import { $toasts, dismissToast } from '@shop/shared/stores';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

/** A page a remote shows in its standalone harness. */
export interface HarnessPage {
  path: string;
  label: string;
  component: ComponentType<{ params: Record<string, string> }>;
  params?: Record<string, string>;
}

function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div aria-live="polite" className="fixed top-4 right-4 z-50 flex w-80 flex-col gap-2">
      {toasts.map((item) => (
        <button
          key={item.id}
          type="button"
          onClick={() => dismissToast(item.id)}
          className="rounded border bg-white px-4 py-3 text-left text-sm shadow"
          data-kind={item.kind}
        >
          {item.message}
        </button>
      ))}
    </div>
  );
}

function Harness({ title, pages }: { title: string; pages: HarnessPage[] }) {
  const { pathname } = useStore($location);
  const page = pages.find((candidate) => candidate.path === pathname) ?? pages[0];
  const Page = page?.component;
  return (
    <div className="min-h-screen bg-white">
      <header className="flex flex-wrap items-center gap-3 border-b border-dashed border-amber-400 bg-amber-50 px-4 py-2 text-sm">
        <strong>{title}</strong>
        {pages.map((candidate) => (
          <Link key={candidate.path} to={candidate.path} className="text-brand-700 underline">
            {candidate.label}
          </Link>
        ))}
      </header>
      <main>{Page && <Page params={page.params ?? {}} />}</main>
      <Toasts />
    </div>
  );
}

/** Renders a remote's pages on their own, without the shell, for the team that builds them. */
export function mountStandalone(title: string, pages: HarnessPage[]): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<Harness title={title} pages={pages} />);
}
