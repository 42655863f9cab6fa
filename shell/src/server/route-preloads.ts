import { fileUrl } from './remote-manifests';
import type { RequestRemotes } from './server-remotes';

/** The browser files a rendered page needs to hydrate: preloaded, so they download with the shell's. */
export interface Preloads {
  scripts: string[];
  stylesheets: string[];
}

function exposeNamed(exposes: ReadonlyArray<{ name: string; path: string }>, module: string) {
  return exposes.find((expose) => expose.name === module || expose.path === `./${module}`);
}

/** The remote entry, page chunks and stylesheets of every section the request rendered, from the browser manifests. */
export async function preloadsFor(remotes: RequestRemotes): Promise<Preloads> {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const { fetched, module } of remotes.used.values()) {
    const { remoteEntry } = fetched.manifest.metaData;
    scripts.push(fileUrl(fetched, remoteEntry.path, remoteEntry.name));
    const expose = exposeNamed(fetched.manifest.exposes, module) as (typeof fetched.manifest.exposes)[number] | undefined;
    for (const file of expose?.assets.js.sync ?? []) scripts.push(fileUrl(fetched, '', file));
    for (const file of expose?.assets.css.sync ?? []) stylesheets.push(fileUrl(fetched, '', file));
  }
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}
