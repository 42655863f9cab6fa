import { REMOTES_CONFIG_URL } from '../config/env';

let pending: Promise<unknown> | null = null;

/**
 * Starts fetching the remotes file from the entry chunk, before the rest of the shell's
 * code has downloaded, so the two travel in parallel. Imports nothing shared on purpose.
 */
export function prefetchRuntimeConfig(url: string = REMOTES_CONFIG_URL): void {
  pending = fetch(url, { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes file: ${url} answered ${response.status}`);
    return response.json();
  });
  // Handled by whoever takes it; this only keeps an early failure from being reported as unhandled.
  pending.catch(() => {});
}

/** The raw remotes file fetched early, or a fresh fetch when none was started. */
export function takePrefetchedConfig(url: string = REMOTES_CONFIG_URL): Promise<unknown> {
  if (!pending) prefetchRuntimeConfig(url);
  const taken = pending as Promise<unknown>;
  pending = null;
  return taken;
}
