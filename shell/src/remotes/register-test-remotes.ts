import { registerAllRemotes, rememberRemoteEntries } from './load-remote';

/** The remote entry a test manifest address stands for: `remoteEntry.js` beside it. */
export function testEntryOf(manifestUrl: string): string {
  return manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');
}

/** Tells the loader each manifest's remote entry, as the server does for a rendered page (tests read no manifest). */
export function knowTestEntries(manifestUrls: string[]): void {
  rememberRemoteEntries(Object.fromEntries(manifestUrls.map((url) => [url, testEntryOf(url)])));
}

/** Registers the four remotes at local addresses, as the shell does once the remotes file arrives (tests only). */
export function registerTestRemotes(): void {
  const remote = (port: number) => ({ entry: `http://localhost:${port}/mf-manifest.json` });
  const remotes = { catalog: remote(3001), account: remote(3002), checkout: remote(3003), inquiries: remote(3004) };
  knowTestEntries(Object.values(remotes).map((entry) => entry.entry));
  registerAllRemotes({ apiBaseUrl: '', remotes }, {});
}
