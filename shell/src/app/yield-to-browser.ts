/**
 * Lets the browser handle what waits (a tap, a paint) before the caller goes on: the rest runs as a
 * task of its own, so no single task of the start holds the page long.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
