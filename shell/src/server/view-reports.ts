import { randomUUID } from 'node:crypto';
import { batchOfView, MAX_VIEWS_PER_BATCH, viewIdInBatch, type viewsBody } from '@shop/shared/contracts';
import type { z } from 'zod';

/** How one page view used one remote: the release it was given, and how that failed on the server. */
export interface RemoteUse {
  remote: string;
  release: string;
  failure?: 'load' | 'render';
  /** What went wrong, when it did. */
  message?: string;
}

export interface ViewReport {
  viewId: string;
  remotes: RemoteUse[];
}

/** Where the rendering server sends its page views: the registry's operator call. */
export interface ViewReportsTarget {
  url: string;
  /**
   * Its `views` token, or how to read it before each call: the token can then be made after the
   * server starts, or replaced by a rotation, without a restart.
   */
  token: string | (() => string | undefined);
}

// The most batches and failures one call carries, as the API takes them.
const MAX_PER_CALL = 500;
// Batches and failures wait for a token that is not there yet up to this many; beyond, the oldest are dropped.
const MAX_WAITING = 10 * MAX_PER_CALL;

type ViewsReport = z.infer<typeof viewsBody>;

/**
 * Counts page views and sends them in one call a second: a page never waits for the report, and a
 * registry that is down costs the figures of that second, not a page. The views a second gives from
 * one set of releases share a batch (see `viewIdInBatch`), so a sale's thousands of views a second
 * cost the API a few rows; each still has an id of its own for the browser's failure report.
 */
export function createViewReporter(target: ViewReportsTarget, options: { intervalMs?: number; fetch?: typeof fetch } = {}) {
  /** The batch each set of releases is counted in until the next report. */
  let open = new Map<string, ViewsReport['batches'][number]>();
  const batches: ViewsReport['batches'] = [];
  const failures: ViewsReport['failures'] = [];
  let timer: NodeJS.Timeout | undefined;
  // A kept page's views pass the same list every time: its key is worked out once.
  const batchKeys = new WeakMap<RemoteUse[], string>();

  /** A batch for views given `remotes`, waiting to be sent. */
  function addBatch(remotes: RemoteUse[], batchId = viewIdInBatch(randomUUID(), 0), views = 0) {
    const batch = { batchId, views, remotes: remotes.map(({ remote, release }) => ({ remote, release })) };
    batches.push(batch);
    return batch;
  }

  function noteFailures(viewId: string, remotes: RemoteUse[]): void {
    for (const { remote, release, failure, message } of remotes)
      if (failure) failures.push({ viewId, remote, release, failure, ...(message ? { message } : {}) });
  }

  async function flush(): Promise<void> {
    timer = undefined;
    // What goes now is closed: views from here on are counted in new batches.
    open = new Map();
    batches.splice(0, Math.max(0, batches.length - MAX_WAITING));
    failures.splice(0, Math.max(0, failures.length - MAX_WAITING));
    const token = typeof target.token === 'function' ? target.token() : target.token;
    if (!token) {
      // No token yet (the run makes it once the API answers): the views wait for the next second.
      if (batches.length > 0 || failures.length > 0) schedule();
      return;
    }
    const report: ViewsReport = { batches: batches.splice(0, MAX_PER_CALL), failures: failures.splice(0, MAX_PER_CALL) };
    // Busier than one call a second: the rest go at once.
    if (batches.length > 0 || failures.length > 0) setImmediate(() => void flush());
    if (report.batches.length === 0 && report.failures.length === 0) return;
    try {
      const response = await (options.fetch ?? fetch)(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) console.info(`[shell] page-view report refused: ${response.status}`);
    } catch (error) {
      console.info('[shell] page-view report not sent', error);
    }
  }

  function schedule(): void {
    timer ??= setTimeout(() => void flush(), options.intervalMs ?? 1000);
    timer.unref?.();
  }

  return {
    /**
     * A view given the releases `remotes` (a kept page): counted in this second's batch for them.
     * Gives the view's id, or none when no release of it is counted.
     */
    count(remotes: RemoteUse[]): string | undefined {
      if (remotes.length === 0) return undefined;
      let key = batchKeys.get(remotes);
      if (key === undefined) {
        key = remotes.map(({ remote, release }) => `${remote}@${release}`).join(' ');
        batchKeys.set(remotes, key);
      }
      let batch = open.get(key);
      if (!batch || batch.views >= MAX_VIEWS_PER_BATCH) {
        batch = addBatch(remotes);
        open.set(key, batch);
      }
      const viewId = viewIdInBatch(batch.batchId, batch.views);
      batch.views += 1;
      noteFailures(viewId, remotes);
      schedule();
      return viewId;
    },
    /** The id of a view rendered for its own request, before it renders: `report` counts it after. */
    newViewId(): string {
      return viewIdInBatch(randomUUID(), 0);
    },
    /** A view rendered for its own request, with its id from `newViewId`: a batch of one. */
    report(view: ViewReport): void {
      if (view.remotes.length === 0) return;
      addBatch(view.remotes, batchOfView(view.viewId).batchId, 1);
      noteFailures(view.viewId, view.remotes);
      schedule();
    },
    flush,
  };
}

export type ViewReporter = ReturnType<typeof createViewReporter>;
