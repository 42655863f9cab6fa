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

const MAX_BATCH = 500;
// Views wait for a token that is not there yet up to this many; beyond, the oldest are dropped.
const MAX_WAITING = 10 * MAX_BATCH;

/**
 * Collects page views and sends them in one call a second: a page never waits for the report, and
 * a registry that is down costs the figures of that second, not a page.
 */
export function createViewReporter(target: ViewReportsTarget, options: { intervalMs?: number; fetch?: typeof fetch } = {}) {
  const pending: ViewReport[] = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    timer = undefined;
    const token = typeof target.token === 'function' ? target.token() : target.token;
    if (!token) {
      // No token yet (the run makes it once the API answers): the views wait for the next second.
      pending.splice(0, Math.max(0, pending.length - MAX_WAITING));
      if (pending.length > 0) schedule();
      return;
    }
    // Busier than one batch a second: the rest go at once, and beyond what can wait the oldest are dropped.
    pending.splice(0, Math.max(0, pending.length - MAX_WAITING));
    const views = pending.splice(0, MAX_BATCH);
    if (pending.length > 0) setImmediate(() => void flush());
    if (views.length === 0) return;
    try {
      const response = await (options.fetch ?? fetch)(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ views }),
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
    report(view: ViewReport): void {
      if (view.remotes.length === 0) return;
      pending.push(view);
      schedule();
    },
    flush,
  };
}

export type ViewReporter = ReturnType<typeof createViewReporter>;
