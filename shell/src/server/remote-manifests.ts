import { createHash } from 'node:crypto';

/** The parts of a remote's `mf-manifest.json` the rendering server reads. */
export interface RemoteManifest {
  name: string;
  metaData: {
    remoteEntry: { name: string; path: string };
    ssrRemoteEntry?: { name: string; path: string };
    publicPath?: string;
  };
  exposes: Array<{ name: string; path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** A fetched manifest, where its files are, and a key that changes with every deploy. */
export interface FetchedManifest {
  url: string;
  manifest: RemoteManifest;
  /** Short hash of the manifest's text: a new deploy at the same address gets a new one. */
  build: string;
  /** The folder the manifest's relative file names are resolved against. */
  base: string;
}

interface Cached {
  value: Promise<FetchedManifest>;
  fetchedAt: number;
  settled?: FetchedManifest;
  refreshing?: boolean;
}

function folderOf(url: string): string {
  return new URL('.', url).href;
}

function isManifest(value: unknown): value is RemoteManifest {
  const manifest = value as RemoteManifest;
  return typeof manifest?.name === 'string' && typeof manifest.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/**
 * Remote manifests, fetched on first use and checked again in the background once `ttlMs` has
 * passed: a remote deployed again at the same address is rendered in its new version within
 * seconds, no request waits for the check, and a remote that stops answering is forgotten, so
 * the next request sees it down.
 */
export class RemoteManifests {
  private readonly cache = new Map<string, Cached>();

  constructor(private readonly options: { ttlMs: number; timeoutMs: number; fetch?: typeof fetch; now?: () => number }) {}

  /** The manifest if it is already fetched, without waiting or fetching. */
  peek(url: string): FetchedManifest | undefined {
    return this.cache.get(url)?.settled;
  }

  get(url: string): Promise<FetchedManifest> {
    const now = this.now();
    const cached = this.cache.get(url);
    if (cached?.settled) {
      if (now - cached.fetchedAt >= this.options.ttlMs && !cached.refreshing) this.refresh(url, cached);
      return Promise.resolve(cached.settled);
    }
    if (cached) return cached.value;
    const entry: Cached = { value: this.fetchManifest(url), fetchedAt: now };
    this.cache.set(url, entry);
    entry.value.then(
      (fetched) => {
        entry.settled = fetched;
      },
      // A failed fetch is not kept: the next request asks again.
      () => this.cache.delete(url),
    );
    return entry.value;
  }

  private refresh(url: string, cached: Cached): void {
    cached.refreshing = true;
    this.fetchManifest(url).then(
      (fetched) => {
        this.cache.set(url, { value: Promise.resolve(fetched), settled: fetched, fetchedAt: this.now() });
      },
      () => this.cache.delete(url),
    );
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async fetchManifest(url: string): Promise<FetchedManifest> {
    const fetchImpl = this.options.fetch ?? fetch;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const text = await response.text();
    const manifest: unknown = JSON.parse(text);
    if (!isManifest(manifest)) throw new Error(`${url} is not a federation manifest`);
    const build = createHash('sha256').update(url).update(text).digest('hex').slice(0, 12);
    const publicPath = manifest.metaData.publicPath;
    const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, url).href : folderOf(url);
    return { url, manifest, build, base };
  }
}

/** The address of a file the manifest names, relative to its base. */
export function fileUrl(fetched: FetchedManifest, path: string, name: string): string {
  const folder = path ? `${path.replace(/\/+$/, '')}/` : '';
  return new URL(`${folder}${name}`, fetched.base).href;
}
