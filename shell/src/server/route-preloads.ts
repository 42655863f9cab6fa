import type { RouteTable } from '../app/route-table';
import { fileUrl, type RemoteManifest } from './remote-manifests';
import type { RequestRemotes } from './server-remotes';

/** A file the page loads, with the digest the browser must find in it (none for a development build). */
export interface PreloadedFile {
  href: string;
  integrity?: string;
}

/** The browser files a rendered page needs to hydrate: preloaded, so they download with the shell's. */
export interface Preloads {
  scripts: PreloadedFile[];
  /** Each section's stylesheets, marked with the remote they belong to. */
  stylesheets: Array<PreloadedFile & { remote: string }>;
}

type Expose = RemoteManifest['exposes'][number];

function exposeNamed(exposes: readonly Expose[], module: string): Expose | undefined {
  return exposes.find((expose) => expose.name === module || expose.path === `./${module}`);
}

/** The modules of each remote that are fragments in other sections' pages. */
function fragmentModules(table: RouteTable): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>();
  for (const use of Object.values(table.fragments)) {
    if (!use) continue;
    const ofRemote = modules.get(use.remote) ?? new Set<string>();
    modules.set(use.remote, ofRemote.add(use.module));
  }
  return modules;
}

/**
 * The remote entry and stylesheets of every section the request rendered, from the browser manifests,
 * each with its registered digest. A section that only shows fragments in the page gets its
 * stylesheets but not its entry: its fragments keep the server's HTML until they are wanted. The page's own chunks are not preloaded: a preload that fails (the
 * remote is down) stays in the browser's memory cache and answers the runtime's later load of that
 * chunk with the same failure, so the section could not come back on Retry. The entry is loaded at
 * once, so it never waits there.
 */
export async function preloadsFor(remotes: RequestRemotes, table: RouteTable): Promise<Preloads> {
  const scripts = new Map<string, PreloadedFile>();
  const stylesheets: Preloads['stylesheets'] = [];
  const fragments = fragmentModules(table);
  for (const [remote, { fetched, modules, files }] of remotes.used) {
    const { remoteEntry } = fetched.manifest.metaData;
    const entry = files.entries?.browser ?? { url: fileUrl(fetched, remoteEntry.path, remoteEntry.name) };
    const hydratesNow = [...modules].some((module) => !fragments.get(remote)?.has(module));
    if (hydratesNow) scripts.set(entry.url, { href: entry.url, ...(entry.integrity ? { integrity: entry.integrity } : {}) });
    // A page and a fragment of one remote share its stylesheet: linked once.
    const sheets = new Set([...modules].flatMap((module) => exposeNamed(fetched.manifest.exposes, module)?.assets.css.sync ?? []));
    for (const file of sheets) {
      const integrity = files.integrity?.[file];
      stylesheets.push({ href: fileUrl(fetched, '', file), remote, ...(integrity ? { integrity } : {}) });
    }
  }
  return { scripts: [...scripts.values()], stylesheets };
}
