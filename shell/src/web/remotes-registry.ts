// The live remotes registry as the shell serves it: the API's registry read with a short cache,
// beside the shell's own settings (the API's address, the payment script, the social pages).
import { withDeadline } from '../server/deadline';

export interface RemotesConfig {
  remotes: Record<string, unknown>;
  devOverrideKey?: string;
  [setting: string]: unknown;
}

interface LiveRemotesOptions {
  registryUrl: string;
  /** The shell's own settings, served beside the remotes. */
  settings: Record<string, unknown>;
  ttlMs?: number;
  timeoutMs?: number;
  fetchImpl?: (url: string, init: { signal: AbortSignal }) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
  now?: () => number;
  /** Where a failed read (and the read after it) is told: the server's log. */
  warn?: (message: string) => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Returns an async function giving the current remotes configuration. The registry is read again
 * in the background once `ttlMs` has passed, so a rollout changed by an operator reaches new page
 * views within seconds and no page waits for the read. If the registry cannot be read, or sends
 * something that is not a registry, the last good read stays in force; before any, no remote.
 */
export function liveRemotesConfig({
  registryUrl,
  settings,
  ttlMs = 2000,
  timeoutMs = 5000,
  fetchImpl = fetch,
  now = Date.now,
  warn = console.warn,
}: LiveRemotesOptions): () => Promise<RemotesConfig> {
  let last: Record<string, unknown> | undefined;
  // The public key development override links are signed with, where the API has overrides on.
  let devOverrideKey: string | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  let warned = false;

  async function read() {
    try {
      // A read whose body stalls (or whose abort is lost on the way) must not hold every later read back.
      const body = await withDeadline(
        timeoutMs,
        async (signal) => {
          const response = await fetchImpl(registryUrl, { signal });
          if (!response.ok) throw new Error(`${registryUrl} answered ${response.status}`);
          return response.json();
        },
        () => new Error(`no whole reply within ${timeoutMs} ms`),
      );
      const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
      if (!data || !isRecord(data.remotes)) throw new Error(`${registryUrl} sent no remotes`);
      last = data.remotes;
      devOverrideKey = typeof data.devOverrideKey === 'string' ? data.devOverrideKey : undefined;
      if (warned) warn('remotes registry read again');
      warned = false;
    } catch (error) {
      if (!warned)
        warn(`remotes registry not read (${(error as Error).message}); ${last ? 'keeping the last one read' : 'no remote is served yet'}`);
      warned = true;
    } finally {
      readAt = now();
      reading = undefined;
    }
  }

  // The same object while nothing changed, so the rendering server checks a configuration once, not per page.
  let composed: RemotesConfig | undefined;
  let composedFrom: { remotes: unknown; devOverrideKey: string | undefined } | undefined;
  return async function remotesConfig() {
    if (now() - readAt >= ttlMs) reading ??= read();
    // Only the first read is waited for; later ones refresh behind the pages served meanwhile.
    if (!last && reading) await reading;
    if (!composed || composedFrom?.remotes !== last || composedFrom?.devOverrideKey !== devOverrideKey) {
      composed = { ...settings, remotes: last ?? {}, ...(devOverrideKey ? { devOverrideKey } : {}) };
      composedFrom = { remotes: last, devOverrideKey };
    }
    return composed;
  };
}
