// `npm start` serves the workspace's own builds through the registry like any release: each is
// registered (its routes read from its build) and made stable where the stable release is still a
// workspace build. An operator's release is left alone, and a remote an operator deleted stays deleted.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Releases the run scripts register for the workspace's own builds (and, before them, the first seed). */
export const WORKSPACE_RELEASE = /^(workspace-|dev-|initial)/;

function filesOf(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesOf(path.join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
    )
    .sort();
}

/** A short hash of a build folder's files (source maps aside), so a rebuild with changes is a new release. */
export function buildHash(folder) {
  const hash = createHash('sha256');
  for (const file of filesOf(folder).filter((name) => !name.endsWith('.map')))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)));
  return hash.digest('hex').slice(0, 10);
}

/** Calls the API's operator routes; answers the reply's body, throwing its message unless `allowed` lists the status. */
export function operatorClient(api, token) {
  return async function call(method, pathname, body, allowed = []) {
    const response = await fetch(`${api}/api/operator${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const reply = await response.json().catch(() => ({}));
    if (!response.ok && !allowed.includes(response.status))
      throw new Error(reply.message ?? `${method} ${pathname} answered ${response.status}`);
    return { status: response.status, ...reply };
  };
}

/**
 * Registers each workspace build and makes it live where the workspace owns the remote's stable
 * release. `builds`: `{ name, entry, release }` per remote. Returns what was done, one line each.
 */
export async function registerWorkspaceBuilds(call, builds) {
  const { names, retired, remotes } = (await call('GET', '/remotes')).data;
  const done = [];
  for (const { name, entry, release } of builds) {
    if (retired.includes(name)) {
      done.push(`${name}: deleted from the registry, not served (npm run ops -- create ${name} brings it back)`);
      continue;
    }
    if (!names.includes(name)) await call('POST', '/remotes', { name });
    await call('POST', `/remotes/${name}/releases`, { release, entry });
    const current = remotes[name] ?? {};
    const operatorCandidate = current.candidate && !WORKSPACE_RELEASE.test(current.candidate.release);
    if (current.release === release) done.push(`${name}: ${release}`);
    else if (current.release && !WORKSPACE_RELEASE.test(current.release)) done.push(`${name}: operator's release ${current.release} kept`);
    else if (operatorCandidate) done.push(`${name}: operator's candidate ${current.candidate.release} kept`);
    else {
      await call('POST', `/remotes/${name}/rollout`, { release, percent: 100 });
      await call('POST', `/remotes/${name}/promote`);
      done.push(`${name}: ${release}`);
    }
  }
  return done;
}
