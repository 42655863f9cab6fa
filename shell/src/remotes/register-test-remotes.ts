import { registerAllRemotes } from './load-remote';

/** Registers the four remotes at local addresses, as the shell does once the remotes file arrives (tests only). */
export function registerTestRemotes(): void {
  const remote = (port: number) => ({ entry: `http://localhost:${port}/mf-manifest.json` });
  registerAllRemotes(
    { apiBaseUrl: '', remotes: { catalog: remote(3001), account: remote(3002), checkout: remote(3003), inquiries: remote(3004) } },
    {},
  );
}
