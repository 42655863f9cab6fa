// `npm run release -- <remote or folder>`: builds one remote alone (browser and server builds) into
// an immutable folder named for its version, commit and content, publishes it to the releases folder
// (`DATA_DIR/releases/<remote>/<release>/`, served as the CDN would) and registers it with the live
// registry. Nothing else is rebuilt, the build being served is untouched, and older releases stay
// servable until removed, so a rollback is a registry change. See the README's "Releasing a remote".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { operatorTokenFor } from './lib/operator-token.mjs';
import { buildHash, filesOf, releaseDigests } from './lib/release-files.mjs';
import { runPnpm } from './lib/run.mjs';
import { apiPort, publicHost, releasesDir, releasesPort, repoRoot, workspaceRemotes } from './lib/shop-config.mjs';

/** The remote to release: a workspace remote by name, or any remote's folder (`<name>-mfe`) by path. */
function remoteToRelease(argument) {
  const known = workspaceRemotes.find((remote) => remote.name === argument);
  if (known) return known;
  const dir = path.resolve(argument);
  if (argument.includes('/') && existsSync(path.join(dir, 'routes.json')) && path.basename(dir).endsWith('-mfe')) {
    const { name: packageName } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { name: path.basename(dir).slice(0, -'-mfe'.length), dir, packageName };
  }
  console.error(
    `Usage: npm run release -- <remote>   (one of ${workspaceRemotes.map((remote) => remote.name).join(', ')}, or a remote's folder)`,
  );
  process.exit(2);
}

const { name: remote, dir: packageDir, packageName } = remoteToRelease(process.argv[2] ?? '');

function commit() {
  const probe = spawnSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.trim() : 'nogit';
}

/** Where shoppers' browsers fetch the release: RELEASES_BASE_URL (a CDN), else the run's releases server. */
function entryOf(release) {
  const base = (process.env.RELEASES_BASE_URL || `http://${publicHost}:${releasesPort}`).replace(/\/+$/, '');
  return `${base}/${remote}/${release}/mf-manifest.json`;
}

const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const staging = path.join(releasesDir, remote, `.building-${process.pid}`);
rmSync(staging, { recursive: true, force: true });
await runPnpm(['--filter', packageName, 'run', 'build'], { env: { BUILD_OUT_DIR: staging } });

const release = `${version}-${commit()}-${buildHash(staging).slice(0, 8)}`;
const folder = path.join(releasesDir, remote, release);
if (existsSync(folder)) {
  // The same content was released before: the folder already holds exactly these files.
  rmSync(staging, { recursive: true, force: true });
} else {
  renameSync(staging, folder);
  writeFileSync(
    path.join(folder, 'release.json'),
    `${JSON.stringify({ remote, release, version, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}
const entry = entryOf(release);
const sizeKb = filesOf(folder).reduce((sum, file) => sum + statSync(path.join(folder, file)).size, 0) / 1024;
console.log(`\n[release] ${remote} ${release}: ${folder} (${sizeKb.toFixed(0)} KB)`);

// The remote's own token (OPS_TOKEN, or the run's remote:<name> token), the admin token when there is none.
const token = operatorTokenFor(`remote:${remote}`);
try {
  if (!token) throw new Error(`no token for remote:${remote} (OPS_TOKEN, or a shop started once with npm start)`);
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/operator/remotes/${remote}/releases`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    // The digest of every file it may load: the shop will run these bytes and no others.
    body: JSON.stringify({ release, entry, integrity: releaseDigests(folder) }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(body.message ?? `the API answered ${response.status}`);
  console.log(`[release] registered at ${entry}`);
  console.log(`[release] next: npm run ops -- rollout ${remote} ${release} 10`);
} catch (error) {
  console.error(`[release] built, but not registered: ${error.message}`);
  console.error(`[release] register it later with: npm run ops -- register ${remote} ${release} ${entry} ${folder}`);
  process.exit(1);
}
