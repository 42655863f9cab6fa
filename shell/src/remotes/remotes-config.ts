import type { AccessClass, ReleaseEntries, RouteDeclaration } from '@shop/shared/contracts';
import type { FragmentName } from '@shop/shared/fragments';
import { type Site, siteOf } from '@shop/shared/routing';
import type { ReleaseFiles, RemoteEntry, RuntimeConfig, SocialLinks } from '@shop/shared/runtime-config';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The registry's release name of an entry, when it has one. */
function releaseOf(entry: Record<string, unknown>): { release?: string } {
  return typeof entry.release === 'string' && entry.release !== '' ? { release: entry.release } : {};
}

const REMOTE_NAME = /^[a-z][a-z-]{0,39}$/;
const ACCESS = new Set(['public', 'guest-only', 'signed-in', 'staff']);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

// The registry checked the names against the contract; a name no page asks for is simply never used.
// (The contract's list is not imported here: it would bring its schema library into the browser's first view.)
const isFragmentName = (value: unknown): value is FragmentName => isText(value);

/** The fragments a route shows: known names only (a newer name this shell does not know is left out). */
function fragmentsShown(raw: unknown): { fragments?: FragmentName[] } {
  return Array.isArray(raw) ? { fragments: raw.filter(isFragmentName) } : {};
}

/** The fragments a remote provides, by module. */
function fragmentsProvided(raw: unknown): { fragments?: Partial<Record<FragmentName, string>> } {
  if (!isRecord(raw)) return {};
  return { fragments: Object.fromEntries(Object.entries(raw).filter(([name, module]) => isFragmentName(name) && isText(module))) };
}

/**
 * A release's route declaration, checked for the shape the shell reads. The registry validated it in
 * full when the release was registered; this keeps a damaged document from reaching the router.
 */
function parseDeclaration(raw: unknown, where: string): RouteDeclaration {
  const fail = (what: string): never => {
    throw new Error(`remotes file: ${where} has a malformed route declaration (${what})`);
  };
  if (!isRecord(raw) || !isText(raw.section) || !isText(raw.cssPrefix) || !Array.isArray(raw.routes))
    return fail('section, prefix, routes');
  const routes = raw.routes.map((route, index) => {
    if (!isRecord(route) || !isText(route.path) || !isText(route.module) || !isText(route.title) || !ACCESS.has(String(route.access)))
      return fail(`route ${index}`);
    const pending = isText(route.pending) ? { pending: route.pending } : {};
    return {
      path: route.path,
      module: route.module,
      title: route.title,
      access: route.access as AccessClass,
      ...pending,
      ...fragmentsShown(route.fragments),
    };
  });
  const redirects = (Array.isArray(raw.redirects) ? raw.redirects : []).map((redirect, index) => {
    if (!isRecord(redirect) || !isText(redirect.from) || !isText(redirect.to)) return fail(`redirect ${index}`);
    return { from: redirect.from, to: redirect.to, status: redirect.status === 302 ? (302 as const) : (301 as const) };
  });
  const search = isRecord(raw.slots) && isText(raw.slots.search) ? { search: raw.slots.search } : {};
  return { section: raw.section, cssPrefix: raw.cssPrefix, routes, redirects, slots: search, ...fragmentsProvided(raw.fragments) };
}

function declarationOf(raw: Record<string, unknown>, where: string): { declaration?: RouteDeclaration } {
  return raw.declaration === undefined ? {} : { declaration: parseDeclaration(raw.declaration, where) };
}

function loadedFile(raw: unknown, where: string): { url: string; integrity?: string } {
  if (!isRecord(raw) || !isText(raw.url) || (raw.integrity !== undefined && !isText(raw.integrity)))
    throw new Error(`remotes file: ${where} has a malformed entry`);
  return { url: raw.url, ...(raw.integrity ? { integrity: raw.integrity as string } : {}) };
}

/** A release's entries and file digests, as the registry keeps them for what the shop loads. */
function filesOf(raw: Record<string, unknown>, where: string): Pick<ReleaseFiles, 'entries' | 'integrity'> {
  const files: Pick<ReleaseFiles, 'entries' | 'integrity'> = {};
  if (raw.entries !== undefined) {
    if (!isRecord(raw.entries)) throw new Error(`remotes file: ${where} has malformed entries`);
    files.entries = {
      browser: loadedFile(raw.entries.browser, where),
      ...(raw.entries.server === undefined ? {} : { server: loadedFile(raw.entries.server, where) }),
    };
  }
  if (raw.integrity !== undefined) {
    if (!isRecord(raw.integrity) || !Object.values(raw.integrity).every(isText))
      throw new Error(`remotes file: ${where} has malformed digests`);
    files.integrity = raw.integrity as Record<string, string>;
  }
  return files;
}

function parseCandidate(candidate: unknown, name: string): NonNullable<RemoteEntry['candidate']> {
  if (
    !isRecord(candidate) ||
    !isText(candidate.entry) ||
    typeof candidate.percent !== 'number' ||
    candidate.percent < 0 ||
    candidate.percent > 100
  ) {
    throw new Error(`remotes file: remote "${name}" has a malformed candidate`);
  }
  return {
    entry: candidate.entry,
    percent: candidate.percent,
    ...releaseOf(candidate),
    ...declarationOf(candidate, `the candidate of "${name}"`),
    ...filesOf(candidate, `the candidate of "${name}"`),
  };
}

function parseRemote(remote: unknown, name: string): RemoteEntry {
  if (!isRecord(remote)) throw new Error(`remotes file: remote "${name}" must be an object`);
  const stable =
    remote.entry === undefined
      ? {}
      : isText(remote.entry)
        ? {
            entry: remote.entry,
            ...releaseOf(remote),
            ...declarationOf(remote, `remote "${name}"`),
            ...filesOf(remote, `remote "${name}"`),
          }
        : null;
  if (stable === null) throw new Error(`remotes file: remote "${name}" has an empty entry address`);
  const candidate = remote.candidate === undefined ? {} : { candidate: parseCandidate(remote.candidate, name) };
  if (!('entry' in stable) && !('candidate' in candidate)) throw new Error(`remotes file: remote "${name}" has no release`);
  return { ...stable, ...candidate };
}

/** Checks a fetched remotes file and returns it typed, or throws naming the first problem. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new Error('remotes file: not a JSON object');
  const apiBaseUrl = raw.apiBaseUrl ?? '';
  if (typeof apiBaseUrl !== 'string') throw new Error('remotes file: apiBaseUrl must be a string');
  if (!isRecord(raw.remotes)) throw new Error('remotes file: remotes must be an object');
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [name, remote] of Object.entries(raw.remotes)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`remotes file: "${name}" is not a remote name`);
    remotes[name] = parseRemote(remote, name);
  }
  const config: RuntimeConfig = { apiBaseUrl, remotes };
  const { paymentScriptUrl } = raw;
  if (paymentScriptUrl !== undefined) config.paymentScriptUrl = httpAddress(paymentScriptUrl, 'paymentScriptUrl');
  if (raw.socialLinks !== undefined) config.socialLinks = parseSocialLinks(raw.socialLinks);
  if (raw.devOverrideKey !== undefined) {
    if (typeof raw.devOverrideKey !== 'string' || !/^[A-Za-z0-9_-]{40,200}$/.test(raw.devOverrideKey))
      throw new Error('remotes file: devOverrideKey must be a public key in base64url');
    config.devOverrideKey = raw.devOverrideKey;
  }
  return config;
}

const SOCIAL_NETWORKS = ['facebook', 'instagram'] as const;

function parseSocialLinks(raw: unknown): SocialLinks {
  if (!isRecord(raw)) throw new Error('remotes file: socialLinks must be an object');
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    if (raw[network] !== undefined) links[network] = httpAddress(raw[network], `socialLinks.${network}`);
  }
  return links;
}

function httpAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value)) throw new Error(`remotes file: ${field} must be an http(s) address`);
  return value;
}

/**
 * The configuration a page carries to the browser. Each release's digests by file stay on the server
 * (they are many, and the browser checks its entry's digest, which holds the digests of its chunks),
 * and so do its server entry and the route declaration of a version this page view is not given:
 * the browser builds its route table from the versions the server rendered with.
 */
export function browserConfig(config: RuntimeConfig, versions: Record<string, string>, site: Site = 'shop'): RuntimeConfig {
  const remotes = Object.fromEntries(
    Object.entries(config.remotes).map(([name, { integrity: _stable, candidate, ...remote }]) => {
      const onCandidate = versions[name] === 'candidate';
      const stable = browserFiles(onCandidate ? withoutDeclaration(remote) : routesOf(remote, site));
      if (!candidate) return [name, stable];
      const { integrity: _candidate, ...rest } = candidate;
      return [name, { ...stable, candidate: browserFiles(onCandidate ? routesOf(rest, site) : withoutDeclaration(rest)) }];
    }),
  );
  // The override key is the rendering server's business: the browser loads what the page names.
  const { devOverrideKey: _key, ...rest } = config;
  return { ...rest, remotes };
}

/**
 * A release with only the routes of `site` in its declaration: a page of the shop carries none of
 * the back office's, which its browser could never open (and which cost every page view bytes).
 */
function routesOf<T extends { declaration?: RouteDeclaration }>(release: T, site: Site): T {
  const { declaration } = release;
  if (!declaration) return release;
  return { ...release, declaration: { ...declaration, routes: declaration.routes.filter((route) => siteOf(route.access) === site) } };
}

/** A release without its server entry, which only the rendering server loads. */
function browserFiles<T extends { entries?: ReleaseEntries }>(release: T): T {
  if (!release.entries) return release;
  return { ...release, entries: { browser: release.entries.browser } };
}

function withoutDeclaration<T extends { declaration?: unknown }>(release: T): Omit<T, 'declaration'> {
  const { declaration: _routes, ...rest } = release;
  return rest;
}
