// The files of a build folder as a release knows them: their list, a hash of the whole for the
// release's name, and the sha384 digest of every file the shop may load, which the registry keeps
// so that only these bytes ever run (decision 025).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a folder, relative paths sorted, so a hash does not depend on listing order. */
export function filesOf(folder, prefix = '') {
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

/** Files the shop loads or the registry reads: scripts, stylesheets and the release's JSON documents. */
const LOADED = /\.(js|css|json)$/;

/** A file's digest as subresource integrity writes it. */
export function sri(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The digest of every file of a release the shop may load or read, by path inside its folder. */
export function releaseDigests(folder) {
  return Object.fromEntries(
    filesOf(folder)
      .filter((file) => LOADED.test(file) && file !== 'release.json')
      .map((file) => [file, sri(readFileSync(path.join(folder, file)))]),
  );
}
