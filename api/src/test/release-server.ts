import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteDeclaration } from '@shop/shared/contracts';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A route a test release declares: a path, and its access class when not public. */
type TestRoute = string | { path: string; access: RouteDeclaration['routes'][number]['access'] };

/** Eight letters drawn from a remote's name, so test remotes never share a class prefix. */
function prefixOf(remote: string): string {
  const digest = createHash('sha256').update(remote).digest();
  return Array.from(digest.subarray(0, 8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A release's route declaration with one page per path (tests only). */
export function testDeclaration(remote: string, routes: readonly TestRoute[]): RouteDeclaration {
  return {
    section: remote,
    cssPrefix: prefixOf(remote),
    routes: routes.map((route, index) => {
      const { path, access } = typeof route === 'string' ? { path: route, access: 'public' as const } : route;
      return { path, access, module: `page-${index}`, title: `Page ${index}` };
    }),
    redirects: [],
    slots: {},
  };
}

/** A federation manifest of a remote exposing the given modules, each with one chunk and the remote's stylesheet (tests only). */
export function testManifest(remote: string, modules: readonly string[]) {
  return {
    name: remote,
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server' },
      publicPath: 'auto',
    },
    exposes: modules.map((module) => ({
      id: `${remote}:${module}`,
      name: module,
      path: `./${module}`,
      assets: { js: { sync: [`${module}.js`], async: [] }, css: { sync: ['styles.css'], async: [] } },
    })),
    shared: [],
  };
}

/** A build's federation stats: every exposed page uses React, at the version the shop runs (tests only). */
export function testStats(modules: readonly string[], shared = [{ name: 'react', requiredVersion: '^19.3.1', usedIn: ['page'] }]) {
  return { shared, exposes: modules.map((module) => ({ name: module, requires: shared.map((entry) => entry.name) })) };
}

/** What the test shell provides to its remotes (its `shared.json`). */
export const TEST_SHELL_SHARED = { modules: { react: '19.3.1', 'react/jsx-runtime': '19.3.1', '@shop/shared/ui': '1.1.0' } };

/** A file's digest as subresource integrity writes it. */
export function sri(body: string): string {
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** A published release: its manifest's address and the digests of its files, as `npm run release` registers them. */
export interface PublishedRelease {
  entry: string;
  integrity: Record<string, string>;
}

/**
 * A file server standing in for the CDN releases are published to, on a free local port: a test
 * puts a release's manifest and declaration there and registers its address.
 */
export function useReleaseServer() {
  const files = new Map<string, { status: number; body: string; headers?: Record<string, string> }>();
  let server: Server | undefined;
  let origin = '';

  beforeAll(async () => {
    const listening = createServer((request, response) => {
      const file = files.get(request.url ?? '');
      response.writeHead(file?.status ?? 404, { 'content-type': 'application/json', ...file?.headers });
      response.end(file?.body ?? '{"error":"not found"}');
    });
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    server = listening;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(() => {
    files.clear();
    put('/shell/shared.json', TEST_SHELL_SHARED);
  });

  /** Serves `body` (JSON unless a string) at `path`; answers the text served. */
  function put(path: string, body: unknown, status = 200, headers?: Record<string, string>): string {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    files.set(path, { status, body: text, headers });
    return text;
  }

  /**
   * Publishes a release declaring `routes` (its manifest, stats, declaration, entries, chunks and
   * stylesheet; `files` replaces any of them) and answers its address and its files' digests.
   */
  function publish(
    remote: string,
    release: string,
    routes: readonly TestRoute[],
    {
      declaration = testDeclaration(remote, routes),
      files: replaced = {},
    }: { declaration?: RouteDeclaration; files?: Record<string, unknown> } = {},
  ): PublishedRelease {
    const folder = `/${remote}/${release}`;
    const modules = [...declaration.routes.map((route) => route.module), ...Object.values(declaration.slots)].filter(
      (module): module is string => Boolean(module),
    );
    const released: Record<string, unknown> = {
      'mf-manifest.json': testManifest(remote, modules),
      'mf-stats.json': testStats(modules),
      'routes.json': declaration,
      'remoteEntry.js': `var ${remote} = {};`,
      'server/remoteEntry.js': 'module.exports = {};',
      'styles.css': `.${declaration.cssPrefix}\\:flex{display:flex}`,
      ...Object.fromEntries(modules.map((module) => [`${module}.js`, `/* ${module} */`])),
      ...replaced,
    };
    const integrity = Object.fromEntries(Object.entries(released).map(([file, body]) => [file, sri(put(`${folder}/${file}`, body))]));
    return { entry: `${origin}${folder}/mf-manifest.json`, integrity };
  }

  return { put, publish, url: (path: string) => `${origin}${path}` };
}

/** The registry's calls a test needs to put a release live without the operator routes. */
interface RegistryForTests {
  createRemote(remote: string): Promise<void>;
  addRelease(
    remote: string,
    release: string,
    entry: string,
    content: { declaration: RouteDeclaration; integrity: Record<string, string> },
  ): Promise<void>;
  rollout(remote: string, release: string, percent: number): Promise<void>;
  promote(remote: string): Promise<string>;
}

/** A remote whose `release` (published on `releases`) is live for everyone, as after its team's first rollout and promotion. */
export async function liveRemote(
  registry: RegistryForTests,
  releases: ReturnType<typeof useReleaseServer>,
  remote: string,
  release: string,
  paths: string[],
): Promise<string> {
  const { entry, integrity } = releases.publish(remote, release, paths);
  await registry.createRemote(remote);
  await registry.addRelease(remote, release, entry, { declaration: testDeclaration(remote, paths), integrity });
  await registry.rollout(remote, release, 100);
  await registry.promote(remote);
  return entry;
}
