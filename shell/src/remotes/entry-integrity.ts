import type { RuntimePlugin } from './runtime-plugin';

// The registered digest of each remote entry this page may load, by address (the same for everyone).
const digests = new Map<string, string>();

/** Tells the loader the digest a remote entry must have; the browser refuses the entry otherwise. */
export function rememberEntryIntegrity(url: string, integrity: string | undefined): void {
  if (integrity) digests.set(url, integrity);
}

/**
 * Loads remote entries with their registered digest in CORS mode (`integrity`, `crossorigin`): the
 * browser runs an entry only if its bytes are the released ones, and the entry holds the digests of
 * the chunks and stylesheets it loads, so nothing else runs either.
 */
export const entryIntegrityPlugin: RuntimePlugin = {
  name: 'shop-entry-integrity',
  createScript({ url }) {
    const integrity = digests.get(url);
    if (!integrity) return undefined;
    const script = document.createElement('script');
    script.src = url;
    script.setAttribute('integrity', integrity);
    script.setAttribute('crossorigin', 'anonymous');
    return script;
  },
};
