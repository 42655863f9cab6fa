import vm from 'node:vm';
import type { RuntimePlugin } from '../remotes/runtime-plugin';
import { fetchReleaseFile, RefusedReleaseFile, type ReleaseFilePolicy } from './release-files';

// The server entries the rendering server may evaluate, by address, with their registered digests.
// Filled before a release's entry is loaded; the same for every request (it describes releases, not shoppers).
const expected = new Map<string, string | undefined>();

const withoutQuery = (url: string) => url.split('?')[0] ?? url;

/** Allows a release's server entry to be loaded, once its bytes match `digest` (none: a development build). */
export function expectServerEntry(url: string, digest: string | undefined): void {
  expected.set(withoutQuery(url), digest);
}

/** A `require` for remote code: a remote's server build carries its code and gets shared modules from the shell, never Node's. */
function refusingRequire(file: string) {
  return (id: string) => {
    throw new RefusedReleaseFile(`${file} asked for the module "${id}"; a remote's server build may not load Node modules`);
  };
}

/** Runs a verified CommonJS server entry and answers the container it exports. */
export function evaluateServerEntry(source: string, url: string, globalName: string): unknown {
  const filename = new URL(url).pathname;
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, { filename: url });
  script.runInThisContext()(module.exports, module, refusingRequire(url), filename.replace(/\/[^/]*$/, ''), filename);
  const container = module.exports[globalName] ?? module.exports;
  // The federation runtime looks a loaded container up by its global name.
  (globalThis as Record<string, unknown>)[globalName] = container;
  return container;
}

/**
 * Takes over loading remote entries on the server: the file is fetched from an allowed origin, its
 * digest compared with the registered one, and only then evaluated. Nothing else is ever run.
 */
export function verifiedEntriesPlugin(policy: ReleaseFilePolicy, timeoutMs: number): RuntimePlugin {
  return {
    name: 'shop-verified-server-entries',
    async loadEntry({ remoteInfo }) {
      const url = withoutQuery(remoteInfo.entry);
      if (!expected.has(url)) throw new RefusedReleaseFile(`${url} is not the server entry of a registered release`);
      const bytes = await fetchReleaseFile(remoteInfo.entry, expected.get(url), policy, { timeoutMs });
      return evaluateServerEntry(bytes.toString('utf8'), remoteInfo.entry, remoteInfo.entryGlobalName) as never;
    },
  };
}
