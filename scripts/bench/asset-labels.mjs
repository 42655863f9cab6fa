// Names each file a page downloads after what the apps' federation manifests say it holds,
// so a figure reads "catalog: react-dom" rather than "5529.073c9e6ca9.js".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The labels of one app's files, from its built `mf-manifest.json`. */
export function manifestLabels(manifest) {
  const labels = new Map();
  const sharedIn = new Map();
  for (const shared of manifest.shared ?? [])
    for (const file of shared.assets.js.sync) sharedIn.set(file, [...(sharedIn.get(file) ?? []), shared.name]);
  for (const [file, names] of sharedIn) labels.set(file, names.length > 3 ? `${names.length} shared modules` : names.join(', '));
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) labels.set(path.posix.join(entry.path ?? '', entry.name), 'remote entry (federation runtime)');
  for (const expose of manifest.exposes ?? []) {
    for (const file of expose.assets.js.sync) {
      if (file.startsWith('__federation_expose_')) labels.set(file, `page ${expose.path}`);
      else if (!labels.has(file)) labels.set(file, `code of ${expose.path}`);
    }
  }
  return labels;
}

/**
 * What a chunk the manifest does not name is made of, from its source map: the packages
 * (or the app's own code) holding at least a sixth of its sources, largest first.
 */
export function sourceMapSummary(map) {
  const bytes = new Map();
  map.sources.forEach((source, index) => {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
    const owner = inPackage ? inPackage[1] : 'own code';
    bytes.set(owner, (bytes.get(owner) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0));
  });
  const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
  return [...bytes]
    .filter(([, size]) => total > 0 && size >= total / 6)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([owner]) => owner)
    .join(', ');
}

const manyShared = /^\d+ shared modules$/;

function chunkSummary(dir, file) {
  const mapFile = path.join(dir, `${file}.map`);
  if (!existsSync(mapFile)) return '';
  return sourceMapSummary(JSON.parse(readFileSync(mapFile, 'utf8')));
}

/**
 * A labeller for one running site: `apps` maps each app's name to the origin it is served
 * from and its build folder.
 * @param {Record<string, { origin: string, dir: string }>} apps
 * @returns {(url: string) => string}
 */
export function assetLabeller(apps) {
  const byOrigin = new Map();
  for (const [name, app] of Object.entries(apps)) {
    const manifest = JSON.parse(readFileSync(path.join(app.dir, 'mf-manifest.json'), 'utf8'));
    byOrigin.set(new URL(app.origin).origin, { name, dir: app.dir, labels: manifestLabels(manifest) });
  }
  return (url) => {
    const address = new URL(url);
    const app = byOrigin.get(address.origin);
    if (!app) return address.host;
    const file = address.pathname.slice(1);
    if (address.pathname.startsWith('/api/')) return 'API';
    if (!path.posix.extname(file)) return `${app.name}: page (HTML)`;
    if (file === 'mf-manifest.json') return `${app.name}: federation manifest`;
    if (file === 'remotes.json') return `${app.name}: remotes configuration`;
    const known = app.labels.get(file);
    // A chunk bundling many shared modules is named, like any other, after what most of it is.
    if (known && !manyShared.test(known)) return `${app.name}: ${known}`;
    const kind = file.split('.')[0];
    const what = ['main', 'bootstrap'].includes(kind) ? kind : 'chunk';
    const parts = [file.endsWith('.js') ? chunkSummary(app.dir, file) : '', known].filter(Boolean).join('; ');
    return `${app.name}: ${what}${parts ? ` (${parts})` : ''}`;
  };
}
