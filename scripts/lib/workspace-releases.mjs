// `npm start` serves the workspace's own builds through the registry like any release: each is
// registered (its routes read from its build) and made stable where the stable release is still a
// workspace build. An operator's release is left alone, and a remote an operator deleted stays deleted.
import { buildHash, releaseDigests } from './release-files.mjs';

/** Releases the run scripts register for the workspace's own builds (and, before them, the first seed). */
export const WORKSPACE_RELEASE = /^(workspace-|dev-|initial)/;

/**
 * The release of each workspace remote as the run serves it: its manifest on `host` at its app's
 * port, named after its build's files. A development server's (`developed`) changes with every edit:
 * each run registers it anew, unchecked, which only a shop outside production allows.
 */
export function workspaceBuilds({ names, apps, host, developed = [] }) {
  return names.map((name) => ({
    name,
    entry: `http://${host}:${apps[name].port}/mf-manifest.json`,
    release: developed.includes(name) ? `dev-${Date.now().toString(36)}` : `workspace-${buildHash(apps[name].dir)}`,
    ...(developed.includes(name) ? {} : { integrity: releaseDigests(apps[name].dir) }),
  }));
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
 * release. `builds`: `{ name, entry, release, integrity }` per remote. Returns what was done, one line each.
 */
export async function registerWorkspaceBuilds(call, builds) {
  const { names, retired, remotes } = (await call('GET', '/remotes')).data;
  const done = [];
  for (const { name, entry, release, integrity } of builds) {
    if (retired.includes(name)) {
      done.push(`${name}: deleted from the registry, not served (npm run ops -- create ${name} brings it back)`);
      continue;
    }
    if (!names.includes(name)) await call('POST', '/remotes', { name });
    await call('POST', `/remotes/${name}/releases`, { release, entry, integrity });
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
