// The rendering server's entry. The import behind an async boundary lets the federation runtime
// set up the shared modules before any code that uses them runs.
import type { PageRenderer, PageRequest, RendererOptions } from './renderer';

export type { PageRenderer, PageRequest, RendererOptions };

/** Creates the page renderer the shell's web server calls for every page request. */
export async function createRenderer(options: RendererOptions): Promise<PageRenderer> {
  const { createRenderer: create } = await import('./renderer');
  return create(options);
}
