import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findWorkspaceRemotes } from '../scripts/lib/workspace-remotes.mjs';

// Ports of the site under test, apart from the defaults so a running development shop is left alone:
// each app's usual port plus 100. E2E_PORT_OFFSET moves the whole set, so two checkouts can run their
// journeys side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace's remotes, found from its folders as the run scripts find them. */
export const workspaceRemotes = findWorkspaceRemotes(repoRoot, {}).map((remote) => ({ ...remote, port: remote.port + 100 + offset }));

export const e2ePorts = {
  shell: 3100 + offset,
  releases: 3109 + offset,
  api: 4100 + offset,
  backoffice: 3110 + offset,
} as const;

/** The port a workspace remote is served on in the site under test. */
export function remotePort(name: string): number {
  const remote = workspaceRemotes.find((candidate) => candidate.name === name);
  if (!remote) throw new Error(`no workspace remote named ${name}`);
  return remote.port;
}

/** The environment that puts the run scripts on the test ports. */
export function portEnv(): Record<string, string> {
  return {
    SHELL_PORT: String(e2ePorts.shell),
    ...Object.fromEntries(
      workspaceRemotes.map((remote) => [`${remote.name.toUpperCase().replaceAll('-', '_')}_PORT`, String(remote.port)]),
    ),
    RELEASES_PORT: String(e2ePorts.releases),
    API_PORT: String(e2ePorts.api),
    BACKOFFICE_SITE_PORT: String(e2ePorts.backoffice),
  };
}

export const shopUrl = `http://localhost:${e2ePorts.shell}`;
export const apiUrl = `http://127.0.0.1:${e2ePorts.api}`;
/** The back office's own origin, where staff sign in. */
export const backofficeUrl = `http://localhost:${e2ePorts.backoffice}`;
