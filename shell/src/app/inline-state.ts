import type { Site } from '@shop/shared/routing';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import type { RemoteVersions } from '../remotes/rollout';
import type { LoaderData } from '../router';

/** What the rendering server writes into the page for the browser to start from. */
export interface InlineState {
  /** The remotes configuration this page was rendered with. */
  config: RuntimeConfig;
  /** Which site the page belongs to: the back office's pages carry it; absent, the shop. */
  site?: Site;
  /** The version of each remote the server rendered; the browser registers exactly these. */
  versions: RemoteVersions;
  /**
   * The versions the page view's route table was built from (before any candidate fell back to
   * stable while rendering), so the browser routes exactly as the server did.
   */
  routeVersions?: RemoteVersions;
  /** Remote entry addresses by manifest address, as the server read them, so the browser need not. */
  entries?: Record<string, string>;
  /** This page view's id in the registry's health figures: the browser's failure reports name it. */
  viewId?: string;
  /** The fragments the server had no code for: it sent their fallbacks, which the browser hydrates as they are. */
  lackedFragments?: string[];
  /** The router's loader data, so hydration fetches nothing again; absent when the server could not render the page. */
  hydration?: LoaderData;
}

/**
 * The id of the element holding the inline state as JSON: data the browser never runs, so the page's
 * policy needs no hash of a per-page script.
 */
export const INLINE_STATE_ID = 'shop-state';

let read: { element: Element; state: InlineState | undefined } | undefined;

/** The inline state of a server-rendered page, or undefined for the client-only page. */
export function readInlineState(doc: Document = document): InlineState | undefined {
  const element = doc.getElementById(INLINE_STATE_ID);
  if (!element) return undefined;
  if (read?.element !== element) {
    const value: unknown = JSON.parse(element.textContent ?? 'null');
    read = { element, state: typeof value === 'object' && value !== null ? (value as InlineState) : undefined };
  }
  return read.state;
}
