import { atom } from 'nanostores';
import type { ReleaseEntries } from '../contracts/remotes';
import type { RouteDeclaration } from '../contracts/route-declaration';

/**
 * One release as the shell loads it: the routes it declares, its entries with their digests (the
 * browser's and the rendering server's) and, on the server only, the digest of every file by path.
 */
export interface ReleaseFiles {
  release?: string;
  declaration?: RouteDeclaration;
  entries?: ReleaseEntries;
  integrity?: Record<string, string>;
}

/**
 * A remote as the registry serves it: its stable release (absent for a new remote whose first release
 * is only a candidate so far) and an optional candidate for a share of shoppers, each with the address
 * of its manifest.
 */
export interface RemoteEntry extends ReleaseFiles {
  entry?: string;
  candidate?: ReleaseFiles & { entry: string; percent: number };
}

/** The shell's run-time configuration, fetched at start from `/remotes.json`. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<string, RemoteEntry>;
  /** The payment provider's checkout script (Razorpay's, in production); absent: the API's sandbox. */
  paymentScriptUrl?: string;
  /** The shop's social pages; a network left out links to the home path. */
  socialLinks?: SocialLinks;
  /** The public key development override links are signed with; absent where overrides are off. */
  devOverrideKey?: string;
}

/** Addresses of the shop's pages on social networks. */
export interface SocialLinks {
  facebook?: string;
  instagram?: string;
}

/** The configuration in force; remotes read the API address from here, never from a constant. */
export const $runtimeConfig = atom<RuntimeConfig>({ apiBaseUrl: '', remotes: {} });

/** Installs the configuration the shell (or a remote's standalone harness) loaded. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  $runtimeConfig.set(config);
}

/** The API origin and prefix, '' when the API is served from the page's own origin. */
export function apiBaseUrl(): string {
  return $runtimeConfig.get().apiBaseUrl.replace(/\/+$/, '');
}

/** An absolute URL for a path the API serves (images, files). */
export function apiAssetUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${apiBaseUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
