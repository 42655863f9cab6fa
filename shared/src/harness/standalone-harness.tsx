import { useStore } from '@nanostores/react';
import { $location, type AppLocation, bindNavigator, historyNavigate, Link, LocationContext } from '@shop/shared/navigation';
import { matchPath } from '@shop/shared/routing';
import { $toasts, dismissToast } from '@shop/shared/stores';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { HarnessPage, LoadedHarnessPage } from './harness-page';

export { type HarnessPage, type HarnessPageOptions, harnessPage, type LoadedHarnessPage } from './harness-page';

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

/** What the harness shows: nothing yet, a page with the location its data was loaded for, or why not. */
type Shown =
  | { kind: 'loading' }
  | { kind: 'page'; loaded: LoadedHarnessPage; location: AppLocation; params: Record<string, string> }
  | { kind: 'no-page' }
  | { kind: 'failed'; error: unknown };

function findPage(pages: HarnessPage[], pathname: string) {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return undefined;
}

/**
 * Runs the loader of the page at the current address, on the first view and on every navigation
 * or reloadPageData(), and shows the page with that data, keeping the previous page until it answers.
 */
function useLoadedPage(pages: HarnessPage[]): Shown {
  const location = useStore($location);
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => bindNavigator(historyNavigate, () => setReloads((count) => count + 1)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` is the reload trigger; a new hash alone loads nothing.
  useEffect(() => {
    const match = findPage(pages, location.pathname);
    if (!match) {
      setShown({ kind: 'no-page' });
      return;
    }
    const controller = new AbortController();
    const url = new URL(`${location.pathname}${location.search}`, window.location.origin);
    match.page.load({ params: match.params, url, signal: controller.signal }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        document.title = `${loaded.title} (${loaded.status}) | standalone`;
        setShown({ kind: 'page', loaded, location, params: match.params });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setShown({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [pages, location.pathname, location.search, reloads]);

  return shown;
}

/** The harness around a remote's pages: a menu, the page at the address, and the toasts. */
export function StandaloneHarness({ title, pages }: { title: string; pages: HarnessPage[] }) {
  const shown = useLoadedPage(pages);
  return (
    <div className="min-h-screen bg-white">
      <header className="flex flex-wrap items-center gap-3 border-b border-dashed border-amber-400 bg-amber-50 px-4 py-2 text-sm">
        <strong>{title}</strong>
        {pages.map((page) =>
          page.link === null ? null : (
            <Link key={page.path} to={page.link} className="text-brand-700 underline">
              {page.label}
            </Link>
          ),
        )}
      </header>
      <main>
        {shown.kind === 'loading' && <p className="p-4 text-sm">Loading the page…</p>}
        {shown.kind === 'no-page' && <p className="p-4 text-sm">No page of this remote has this address.</p>}
        {shown.kind === 'failed' && <p className="p-4 text-sm">The page's loader threw (loaders must answer failures with data).</p>}
        {shown.kind === 'page' && (
          <LocationContext.Provider value={shown.location}>{shown.loaded.render(shown.params)}</LocationContext.Provider>
        )}
      </main>
      <Toasts />
    </div>
  );
}

/** Renders a remote's pages on their own, without the shell, for the team that builds them. */
export function mountStandalone(title: string, pages: HarnessPage[]): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StandaloneHarness title={title} pages={pages} />);
}
