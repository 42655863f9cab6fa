import { fileUrl } from './remote-manifests';
import type { RequestRemotes } from './server-remotes';

/** The browser files a rendered page needs to hydrate: preloaded, so they download with the shell's. */
export interface Preloads {
  scripts: string[];
  /** Each section's stylesheets, marked with the remote they belong to. */
  stylesheets: Array<{ href: string; remote: string }>;
}

function exposeNamed(exposes: ReadonlyArray<{ name: string; path: string }>, module: string) {
  return exposes.find((expose) => expose.name === module || expose.path === `./${module}`);
}

/**
 * The remote entry and stylesheets of every section the request rendered, from the browser manifests.
 * The page's own chunks are not preloaded: a preload that fails (the remote is down) stays in the
 * browser's memory cache and answers the runtime's later load of that chunk with the same failure,
 * so the section could not come back on Retry. The entry is loaded at once, so it never waits there.
 */
export async function preloadsFor(remotes: RequestRemotes): Promise<Preloads> {
  const scripts: string[] = [];
  const stylesheets: Preloads['stylesheets'] = [];
  for (const [remote, { fetched, module }] of remotes.used) {
    const { remoteEntry } = fetched.manifest.metaData;
    scripts.push(fileUrl(fetched, remoteEntry.path, remoteEntry.name));
    const expose = exposeNamed(fetched.manifest.exposes, module) as (typeof fetched.manifest.exposes)[number] | undefined;
    for (const file of expose?.assets.css.sync ?? []) stylesheets.push({ href: fileUrl(fetched, '', file), remote });
  }
  return { scripts: [...new Set(scripts)], stylesheets };
}
