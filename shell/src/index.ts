// First: before any zod parser (the shell's or a remote's) is built.
import './app/zod-without-eval';
import { readInlineState } from './app/inline-state';
import { prefetchRuntimeConfig } from './remotes/prefetch-config';
// In the entry chunk, so the page links the stylesheet in its head: the base styles come before
// any section's utilities, and a server-rendered page is styled before any script runs.
import './styles.css';
import './remotes/provided-modules';

// A server-rendered page carries the remotes configuration; the client-only page fetches it
// beside the shell's code.
if (!readInlineState()) prefetchRuntimeConfig();

// The shared modules are the shell's own (eager), so no async boundary is needed before them.
void import('./bootstrap');
