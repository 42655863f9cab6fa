import { createHash } from 'node:crypto';
import { fetchReleaseFile, type ReleaseFilePolicy } from './release-files';

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

/** One manifest address may serve several releases over time (a workspace rebuilt): each digest is kept apart. */
const keyOf = (url: string, digest: string | undefined) => `${url} ${digest ?? 'development'}`;

function folderOf(url: string): string {
  return new URL('.', url).href;
}

function isManifest(value: unknown): value is RemoteManifest {
  const manifest = value as RemoteManifest;
  return typeof manifest?.name === 'string' && typeof manifest.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/**
 * Remote manifests of registered releases, fetched on first use and checked again in the background
 * once `ttlMs` has passed: a remote that stops answering is forgotten, so the next request sees it
 * down, and a manifest that no longer matches its release's digest is refused from then on. No
 * request waits for the check.
 */
export class RemoteManifests {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly options: {
      ttlMs: number;
      timeoutMs: number;
      policy: ReleaseFilePolicy;
      fetch?: typeof fetch;
      now?: () => number;
      onFailedCheck?: (url: string) => void;
    },
  ) {}

  /** The manifest if it is already fetched, without waiting or fetching. */
  peek(url: string, digest?: string): FetchedManifest | undefined {
    return this.cache.get(keyOf(url, digest))?.settled;
  }

  /** The manifest at `url`, which must be the file released with `digest` (none: a development build). */
  get(url: string, digest?: string): Promise<FetchedManifest> {
    const now = this.now();
    const key = keyOf(url, digest);
    const cached = this.cache.get(key);
    if (cached?.settled) {
      if (now - cached.fetchedAt >= this.options.ttlMs && !cached.refreshing) this.refresh(key, url, digest, cached);
      return Promise.resolve(cached.settled);
    }
    if (cached) return cached.value;
    const entry: Cached = { value: this.fetchManifest(url, digest), fetchedAt: now };
    this.cache.set(key, entry);
    entry.value.then(
      (fetched) => {
        entry.settled = fetched;
      },
      // A failed fetch is not kept: the next request asks again.
      () => this.cache.delete(key),
    );
    return entry.value;
  }

  private refresh(key: string, url: string, digest: string | undefined, cached: Cached): void {
    cached.refreshing = true;
    this.fetchManifest(url, digest).then(
      (fetched) => {
        this.cache.set(key, { value: Promise.resolve(fetched), settled: fetched, fetchedAt: this.now() });
      },
      (error) => {
        this.cache.delete(key);
        console.info(`[shell] ${url} failed its check`, (error as Error).message);
        this.options.onFailedCheck?.(url);
      },
    );
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private async fetchManifest(url: string, digest: string | undefined): Promise<FetchedManifest> {
    const bytes = await fetchReleaseFile(url, digest, this.options.policy, {
      timeoutMs: this.options.timeoutMs,
      fetch: this.options.fetch,
    });
    const text = bytes.toString('utf8');
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
