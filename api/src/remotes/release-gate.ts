import {
  isAllowedOrigin,
  type ReleaseEntries,
  type RemoteOrigins,
  type RouteDeclaration,
  routeDeclarationSchema,
} from '@shop/shared/contracts';
import { ruleOutsidePrefix } from './css-prefix';
import { fetchReleaseFile, parseJson, refused } from './release-fetch';
import { type FederationStats, isFederationStats, type ProvidedShared, sharedProblem } from './shared-versions';

/** The parts of a federation manifest the registry reads. */
export interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string }; ssrRemoteEntry?: { name: string; path: string }; publicPath?: string };
  exposes: Array<{ name: string; assets?: Assets }>;
  shared?: Array<{ name: string; assets?: Assets }>;
}

interface Assets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}

/** What the gate needs besides the release: where files may come from and what the live shell provides. */
export interface GateContext {
  origins: RemoteOrigins;
  provided: () => Promise<ProvidedShared>;
  /** Whether a development server's build (no digests) may be registered: never in production. */
  developmentReleases: boolean;
}

/** A release the gate let through: its declaration and its entries. */
export interface InspectedRelease {
  declaration: RouteDeclaration;
  entries: ReleaseEntries;
}

/** The files every release publishes beside its manifest. */
export const MANIFEST_FILE = 'mf-manifest.json';
export const STATS_FILE = 'mf-stats.json';
export const DECLARATION_FILE = 'routes.json';

function isManifest(value: unknown): value is FederationManifest {
  const manifest = value as FederationManifest;
  return (
    typeof manifest?.name === 'string' &&
    typeof manifest.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(manifest.exposes) &&
    manifest.exposes.every((expose) => typeof expose?.name === 'string')
  );
}

const fileOf = (entry: { path: string; name: string }) => (entry.path ? `${entry.path.replace(/\/+$/, '')}/${entry.name}` : entry.name);

/** Every file the manifest tells a browser or the rendering server to load: entries, chunks and stylesheets. */
function filesToLoad(manifest: FederationManifest): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>([fileOf(manifest.metaData.remoteEntry)]);
  if (manifest.metaData.ssrRemoteEntry) scripts.add(fileOf(manifest.metaData.ssrRemoteEntry));
  const stylesheets = new Set<string>();
  for (const { assets } of [...manifest.exposes, ...(manifest.shared ?? [])]) {
    for (const file of [...(assets?.js?.sync ?? []), ...(assets?.js?.async ?? [])]) scripts.add(file);
    for (const file of [...(assets?.css?.sync ?? []), ...(assets?.css?.async ?? [])]) stylesheets.add(file);
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

/** The folder the manifest's files are addressed from: its `publicPath`, or its own folder. */
function baseOf(manifest: FederationManifest, entry: string): string {
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, entry).href : new URL('.', entry).href;
  return base.endsWith('/') ? base : `${base}/`;
}

function declarationProblem(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  const [issue] = issues;
  const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? 'malformed'}`;
}

/**
 * The release gate: reads a release's manifest, stats and route declaration from where it is
 * published, each only from an allowed origin and only if it is the file released (its digest), and
 * refuses (422, naming the package, module, path or file) a release the live shop could not run as
 * released: another remote's manifest, a malformed declaration, a declared module that is not
 * exposed, a shared module the shell does not provide or at a version it does not accept, a file to
 * load without a digest, or a stylesheet rule outside the declared class prefix.
 */
export async function inspectRelease(
  remote: string,
  entry: string,
  integrity: Record<string, string> | undefined,
  gate: GateContext,
): Promise<InspectedRelease> {
  if (!integrity && !gate.developmentReleases) throw refused('A release must list the sha384 digest of every file it loads (integrity)');
  // A development server's build has no digests: its files are read, never checked against any.
  const digestOf = (file: string) => {
    if (!integrity) return undefined;
    const digest = integrity[file];
    if (!digest) throw refused(`The release has no digest for ${file}`);
    return digest;
  };
  const folder = new URL('.', entry).href;
  const manifest = parseJson(await fetchReleaseFile(entry, 'manifest', gate.origins, digestOf(MANIFEST_FILE)), 'manifest', entry);
  if (!isManifest(manifest)) throw refused(`${entry} is not a federation manifest`);
  if (manifest.name !== remote) throw refused(`The manifest at ${entry} is the remote "${manifest.name}", not "${remote}"`);

  const declarationUrl = new URL(DECLARATION_FILE, folder).href;
  const declarationFile = await fetchReleaseFile(declarationUrl, 'route declaration', gate.origins, digestOf(DECLARATION_FILE));
  const parsed = routeDeclarationSchema.safeParse(parseJson(declarationFile, 'route declaration', declarationUrl));
  if (!parsed.success) throw refused(`The route declaration at ${declarationUrl} is malformed: ${declarationProblem(parsed.error.issues)}`);
  const declaration = parsed.data;
  const exposed = new Set(manifest.exposes.map((expose) => expose.name.replace(/^\.\//, '')));
  const declared = [
    ...declaration.routes.map((route) => ({ module: route.module, by: `route ${route.path}` })),
    ...Object.entries(declaration.slots).map(([slot, module]) => ({ module: module ?? '', by: `slot ${slot}` })),
  ];
  const missing = declared.find(({ module }) => !exposed.has(module));
  if (missing) throw refused(`Module ${missing.module} of ${missing.by} is not among the exposes of ${remote}`);

  const statsUrl = new URL(STATS_FILE, folder).href;
  const stats = parseJson(await fetchReleaseFile(statsUrl, 'build stats', gate.origins, digestOf(STATS_FILE)), 'build stats', statsUrl);
  if (!isFederationStats(stats)) throw refused(`${statsUrl} is not the build's federation stats`);
  const shared = sharedProblem(stats as FederationStats, await gate.provided());
  if (shared) throw refused(shared);

  // Chunks and stylesheets come from the public path: it must be allowed too, and every file to load must have its digest.
  const base = baseOf(manifest, entry);
  if (!isAllowedOrigin(base, gate.origins))
    throw refused(`The files of ${remote} are served from ${new URL(base).origin}, not an allowed origin (REMOTE_ORIGINS)`);
  const { scripts, stylesheets } = filesToLoad(manifest);
  for (const file of [...scripts, ...stylesheets]) digestOf(file);
  for (const file of stylesheets) {
    const url = new URL(file, base).href;
    const css = (await fetchReleaseFile(url, 'stylesheet', gate.origins, digestOf(file))).toString('utf8');
    let outside: string | undefined;
    try {
      outside = ruleOutsidePrefix(css, declaration.cssPrefix);
    } catch {
      throw refused(`The stylesheet ${file} cannot be read as CSS`);
    }
    if (outside !== undefined)
      throw refused(`The stylesheet ${file} has the rule "${outside}" outside the class prefix ${declaration.cssPrefix}`);
  }
  const entryOf = (file: { path: string; name: string }) => {
    const digest = digestOf(fileOf(file));
    return { url: new URL(fileOf(file), base).href, ...(digest ? { integrity: digest } : {}) };
  };
  const { remoteEntry, ssrRemoteEntry } = manifest.metaData;
  return { declaration, entries: { browser: entryOf(remoteEntry), ...(ssrRemoteEntry ? { server: entryOf(ssrRemoteEntry) } : {}) } };
}
