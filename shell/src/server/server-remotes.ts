import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageModule } from '@shop/shared/page';
import type { ReleaseFiles, RuntimeConfig } from '@shop/shared/runtime-config';
import type { LoadedPages, PageLoad } from '../remotes/page-source';
import { entryFor, type RemoteVersions } from '../remotes/rollout';
import { withDeadline } from './deadline';
import { RefusedReleaseFile, type ReleaseFilePolicy } from './release-files';
import { type FetchedManifest, fileUrl, RemoteManifests } from './remote-manifests';
import { expectServerEntry } from './verified-entries';
import type { RemoteUse } from './view-reports';

/** The rendering server's limits for loading remotes. */
export interface ServerRemotesOptions {
  /** How long a page may wait for its remote before it is left to the browser. */
  budgetMs: number;
  /** How often a manifest is fetched again, to see a new deploy at the same address. */
  manifestTtlMs?: number;
  /** After a remote fails, requests skip it for this long instead of each waiting on it. */
  failureCooldownMs?: number;
  /** Told of a manifest that failed its background check (the remote is down or changed): kept pages using it must go. */
  onFailedCheck?: (manifestUrl: string) => void;
  /** Where remotes' files may come from, and whether unchecked development builds may run. */
  policy: ReleaseFilePolicy;
}

/** The files of the release a page view uses for a remote: its stable one, or its candidate. */
export function releaseFilesFor(remote: RuntimeConfig['remotes'][string], version: string): ReleaseFiles {
  return version === 'candidate' && remote.candidate ? remote.candidate : remote;
}

const MANIFEST_FILE = 'mf-manifest.json';

class SlowRemote extends Error {}

function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T> {
  return withDeadline(
    budgetMs,
    () => work,
    () => new SlowRemote(`over the ${budgetMs} ms budget`),
  );
}

/**
 * Every remote build the server has met, each registered with the federation runtime under a
 * name of its own (`<remote>_<build>`): a stable and a candidate build, or the builds before and
 * after a deploy, stay apart, so no request can change what another renders.
 */
export class ServerRemotes {
  readonly manifests: RemoteManifests;
  private readonly registered = new Set<string>();
  private readonly modules = new Map<string, PageModule>();
  private readonly loading = new Map<string, Promise<PageModule>>();
  private readonly failedAt = new Map<string, number>();
  private readonly warmed = new Set<string>();
  private warmedConfig?: RuntimeConfig;
  private readonly entryLoaded = new Set<string>();
  // A remote's builds load their entries one at a time: each build's script sets the same global.
  private readonly entryQueues = new Map<string, Promise<unknown>>();

  constructor(private readonly options: ServerRemotesOptions) {
    this.manifests = new RemoteManifests({
      ttlMs: options.manifestTtlMs ?? 5000,
      timeoutMs: Math.max(options.budgetMs, 1000),
      policy: options.policy,
      onFailedCheck: options.onFailedCheck,
    });
  }

  /**
   * Loads every page of every configured version in the background (once per build), so the first
   * shoppers after a start or a deploy are not the ones who wait for a remote's code.
   */
  async warm(config: RuntimeConfig): Promise<void> {
    // The configuration is one object until its document changes: its releases are looked at once, not per page.
    if (config === this.warmedConfig) return;
    this.warmedConfig = config;
    for (const remote of Object.values(config.remotes)) {
      const releases: Array<ReleaseFiles & { entry?: string }> = [remote, ...(remote.candidate ? [remote.candidate] : [])];
      for (const files of releases) {
        const manifestUrl = files.entry;
        const warmKey = `${manifestUrl} ${files.integrity?.[MANIFEST_FILE] ?? ''}`;
        if (!manifestUrl || this.warmed.has(warmKey)) continue;
        this.warmed.add(warmKey);
        try {
          const fetched = await this.manifests.get(manifestUrl, files.integrity?.[MANIFEST_FILE]);
          for (const module of new Set(files.declaration?.routes.map((route) => route.module))) await this.load(fetched, module, files);
        } catch {
          // A remote that is down is found so by the request that needs it.
        }
      }
    }
  }

  /** One request's view: its remotes configuration and the versions chosen for its shopper. */
  forRequest(config: RuntimeConfig, versions: RemoteVersions): RequestRemotes {
    return new RequestRemotes(this, config, { ...versions });
  }

  /** The page module of a build, loading it on first use. */
  async load(fetched: FetchedManifest, module: string, files: ReleaseFiles): Promise<PageModule> {
    const name = `${fetched.manifest.name}_${fetched.build}`;
    const key = `${name}/${module}`;
    const ready = this.modules.get(key);
    if (ready) return ready;
    const cooling = this.failedAt.get(fetched.url);
    if (cooling !== undefined && Date.now() - cooling < (this.options.failureCooldownMs ?? 2000)) {
      throw new Error(`${fetched.url} failed moments ago`);
    }
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.loadModule(fetched, name, key, files);
      this.loading.set(key, pending);
      pending.then(
        () => this.loading.delete(key),
        () => this.loading.delete(key),
      );
    }
    return pending;
  }

  /** The module of a build if it is already loaded. */
  loaded(fetched: FetchedManifest, module: string): PageModule | undefined {
    return this.modules.get(`${fetched.manifest.name}_${fetched.build}/${module}`);
  }

  private async loadModule(fetched: FetchedManifest, name: string, key: string, files: ReleaseFiles): Promise<PageModule> {
    const server = fetched.manifest.metaData.ssrRemoteEntry;
    if (!server) throw new Error(`${fetched.url} names no server entry`);
    const entryUrl = files.entries?.server?.url ?? fileUrl(fetched, server.path, server.name);
    // The entry is evaluated only once its bytes match the digest registered with the release.
    if (files.integrity && !files.entries?.server?.integrity) throw new RefusedReleaseFile(`${entryUrl} has no registered digest`);
    expectServerEntry(entryUrl, files.entries?.server?.integrity);
    // The build key in the address keeps any cache from answering with an earlier deploy's file;
    // the remote's own name is the key its entry exports the container under.
    const remote = {
      name,
      entry: `${entryUrl}?build=${fetched.build}`,
      entryGlobalName: fetched.manifest.name,
    };
    if (!this.registered.has(name)) {
      registerRemotes([remote]);
      this.registered.add(name);
    }
    try {
      // The runtime looks a container up by its global name first, and every build of a remote
      // exports under the same one: left in place, a second build would be served the first's
      // container. A build loaded before keeps its container in the runtime's own record.
      const loaded = this.entryLoaded.has(name)
        ? await loadRemote<PageModule>(key)
        : await this.oneAtATime(fetched.manifest.name, () => {
            delete (globalThis as Record<string, unknown>)[fetched.manifest.name];
            return loadRemote<PageModule>(key);
          });
      this.entryLoaded.add(name);
      if (!loaded?.default) throw new Error(`${key} has no page`);
      this.modules.set(key, loaded);
      this.failedAt.delete(fetched.url);
      return loaded;
    } catch (error) {
      this.failedAt.set(fetched.url, Date.now());
      this.entryLoaded.delete(name);
      // Forget the failed container, so the next attempt fetches the entry again.
      registerRemotes([remote], { force: true });
      throw error;
    }
  }

  private oneAtATime<T>(remote: string, work: () => Promise<T>): Promise<T> {
    const previous = this.entryQueues.get(remote) ?? Promise.resolve();
    const next = previous.then(work, work);
    this.entryQueues.set(
      remote,
      next.catch(() => {}),
    );
    return next;
  }

  budgetMs(): number {
    return this.options.budgetMs;
  }
}

/** The remotes of one request: the version each renders and the builds it used, for preloading. */
export class RequestRemotes {
  /** The build of each remote this request loaded modules from (a page, fragments), and those modules. */
  readonly used = new Map<string, { fetched: FetchedManifest; modules: Set<string>; files: ReleaseFiles }>();
  /** The release of each remote this page view was given, and whether it failed to load here. */
  readonly uses = new Map<string, RemoteUse>();
  /** A section was slower than the budget and left to the browser: the page is not whole. */
  leftToBrowser = false;

  constructor(
    private readonly remotes: ServerRemotes,
    private readonly config: RuntimeConfig,
    /** The version each remote renders; a candidate that fails becomes stable here. */
    readonly versions: RemoteVersions,
  ) {}

  /** Loads a page for this request within the budget; a failing candidate falls back to stable. */
  async load(remote: string, module: string): Promise<PageLoad> {
    const entry = this.config.remotes[remote];
    if (!entry) return { status: 'failed', error: new Error(`no remote named ${remote}`) };
    const started = Date.now();
    const version = this.versions[remote] ?? 'stable';
    const release = version === 'candidate' ? entry.candidate?.release : entry.release;
    const manifestUrl = entryFor(entry, version);
    if (!manifestUrl) return { status: 'failed', error: new Error(`${remote} has no release for this page view`) };
    if (release) this.uses.set(remote, { remote, release });
    try {
      return await this.loadVersion(remote, module, manifestUrl, releaseFilesFor(entry, version), this.remotes.budgetMs());
    } catch (error) {
      if (error instanceof SlowRemote) return this.slow();
      if (release)
        this.uses.set(remote, { remote, release, failure: 'load', message: String((error as Error)?.message ?? error).slice(0, 500) });
      if (error instanceof RefusedReleaseFile) console.warn(`[shell] ${remote} ${release ?? ''} refused: ${error.message}`);
      if (version !== 'candidate') {
        console.info(`[shell] ${remote} could not be loaded on the server`, error);
        return { status: 'failed', error };
      }
      if (!entry.entry) return { status: 'failed', error };
      console.info(`[shell] ${remote} candidate failed on the server; rendering the stable version`, error);
      this.versions[remote] = 'stable';
      const left = this.remotes.budgetMs() - (Date.now() - started);
      try {
        return await this.loadVersion(remote, module, entry.entry, releaseFilesFor(entry, 'stable'), Math.max(left, 0));
      } catch (fallbackError) {
        return fallbackError instanceof SlowRemote ? this.slow() : { status: 'failed', error: fallbackError };
      }
    }
  }

  private slow(): PageLoad {
    this.leftToBrowser = true;
    return { status: 'slow' };
  }

  private async loadVersion(remote: string, module: string, manifestUrl: string, files: ReleaseFiles, budgetMs: number): Promise<PageLoad> {
    const work = this.remotes.manifests.get(manifestUrl, files.integrity?.[MANIFEST_FILE]).then(async (fetched) => {
      const page = await this.remotes.load(fetched, module, files);
      return { fetched, page };
    });
    // Work over the budget goes on: the next request finds the module loaded.
    work.catch(() => {});
    const { fetched, page } = await withinBudget(work, budgetMs);
    const use = this.used.get(remote);
    if (use?.fetched === fetched) use.modules.add(module);
    else this.used.set(remote, { fetched, modules: new Set([module]), files });
    return { status: 'ready', page };
  }

  /**
   * The browser's remote entry of each version this request uses whose manifest the server has
   * read, by manifest address: the browser registers them without reading the manifests again.
   */
  entries(): Record<string, string> {
    const entries: Record<string, string> = {};
    for (const [name, remote] of Object.entries(this.config.remotes)) {
      const version = this.versions[name] ?? 'stable';
      const manifestUrl = entryFor(remote, version);
      const fetched = manifestUrl
        ? this.remotes.manifests.peek(manifestUrl, releaseFilesFor(remote, version).integrity?.[MANIFEST_FILE])
        : undefined;
      if (fetched && manifestUrl)
        entries[manifestUrl] = fileUrl(fetched, fetched.manifest.metaData.remoteEntry.path, fetched.manifest.metaData.remoteEntry.name);
    }
    return entries;
  }

  /** Finds the modules this request loaded, for rendering. */
  readonly loaded: LoadedPages = (remote, module) => {
    const use = this.used.get(remote);
    return use ? this.remotes.loaded(use.fetched, module) : undefined;
  };
}
