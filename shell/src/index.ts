// First: before any zod parser (the shell's or a remote's) is built.
import './app/zod-without-eval';
import { readInlineState } from './app/inline-state';
import { yieldToBrowser } from './app/yield-to-browser';
import { prefetchRuntimeConfig } from './remotes/prefetch-config';
import { providedModules } from './remotes/provided-modules';
// In the entry chunk, so the page links the stylesheet in its head: the base styles come before
// any section's utilities, and a server-rendered page is styled before any script runs.
import './styles.css';

// A server-rendered page carries the remotes configuration; the client-only page fetches it
// beside the shell's code.
if (!readInlineState()) prefetchRuntimeConfig();

// The shared modules are the shell's own (eager), so no async boundary is needed before them. They
// run one per task, then the app: no single task of the start holds back a tap for long.
async function start(): Promise<void> {
  for (const load of providedModules) {
    await yieldToBrowser();
    await load();
  }
  await yieldToBrowser();
  await import('./bootstrap');
}
void start();
