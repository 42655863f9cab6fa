import { apiBaseUrl } from '@shop/shared/runtime-config';

/** How a remote failed in this browser. */
export type BrowserFailure = 'load' | 'render' | 'hydration';

/** What a section's team is told of a failure: its message and the component stack, cut short. */
export interface FailureDetail {
  message?: string;
  stack?: string;
}

let viewId: string | undefined;
const pending = new Map<string, { kind: BrowserFailure } & FailureDetail>();
const sent = new Set<string>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  if (!viewId || pending.size === 0) return;
  const failures = [...pending].map(([remote, failure]) => ({ remote, ...failure }));
  pending.clear();
  // A beacon outlives the page and never delays it; it carries the view's id and the error, which the
  // API scrubs of anything personal before keeping it.
  const body = new Blob([JSON.stringify({ viewId, failures })], { type: 'application/json' });
  navigator.sendBeacon?.(`${apiBaseUrl()}/api/remotes/failures`, body);
}

/**
 * The page view's id the server sent beside a kept page (`Server-Timing: view;desc="…"`): a page kept
 * for every guest cannot carry one of its own.
 */
export function servedViewId(): string | undefined {
  if (typeof performance === 'undefined') return undefined;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const entry = navigation?.serverTiming?.find((timing) => timing.name === 'view');
  return entry?.description || undefined;
}

/** Names the server-rendered page view the failures of this visit are counted against. */
export function startFailureReports(id: string | undefined): void {
  viewId = id;
  if (!id || typeof window === 'undefined') return;
  window.addEventListener('pagehide', flush);
}

/** Reports a remote's first failure in this page view, batched with any others of the next second. */
export function reportRemoteFailure(remote: string, kind: BrowserFailure, detail: FailureDetail = {}): void {
  if (!viewId || typeof window === 'undefined' || sent.has(remote)) return;
  sent.add(remote);
  pending.set(remote, {
    kind,
    ...(detail.message ? { message: detail.message.slice(0, 500) } : {}),
    ...(detail.stack ? { stack: detail.stack.slice(0, 2000) } : {}),
  });
  if (scheduled) return;
  scheduled = true;
  setTimeout(flush, 1000);
}
