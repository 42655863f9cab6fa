import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RouteDeclaration } from '@shop/shared/contracts';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A route a test release declares: a path, and its access class when not public. */
type TestRoute = string | { path: string; access: RouteDeclaration['routes'][number]['access'] };

/** A release's route declaration with one page per path (tests only). */
export function testDeclaration(remote: string, routes: readonly TestRoute[]): RouteDeclaration {
  return {
    section: remote,
    cssPrefix: remote
      .replace(/[^a-z]/g, '')
      .slice(0, 8)
      .padEnd(2, 'x'),
    routes: routes.map((route, index) => {
      const { path, access } = typeof route === 'string' ? { path: route, access: 'public' as const } : route;
      return { path, access, module: `page-${index}`, title: `Page ${index}` };
    }),
    redirects: [],
    slots: {},
  };
}

/** A federation manifest of a remote exposing the given modules (tests only). */
export function testManifest(remote: string, modules: readonly string[]) {
  return {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: modules.map((module) => ({ id: `${remote}:${module}`, name: module, path: `./${module}` })),
    shared: [],
  };
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
  beforeEach(() => files.clear());

  /** Serves `body` (JSON unless a string) at `path`. */
  function put(path: string, body: unknown, status = 200, headers?: Record<string, string>): void {
    files.set(path, { status, body: typeof body === 'string' ? body : JSON.stringify(body), headers });
  }

  /** Publishes a release declaring `routes`, and answers its manifest's address. */
  function publish(remote: string, release: string, routes: readonly TestRoute[], declaration = testDeclaration(remote, routes)): string {
    const folder = `/${remote}/${release}`;
    const modules = [...declaration.routes.map((route) => route.module), ...Object.values(declaration.slots)];
    put(
      `${folder}/mf-manifest.json`,
      testManifest(
        remote,
        modules.filter((module): module is string => Boolean(module)),
      ),
    );
    put(`${folder}/routes.json`, declaration);
    return `${origin}${folder}/mf-manifest.json`;
  }

  return { put, publish, url: (path: string) => `${origin}${path}` };
}

/** The registry's calls a test needs to put a release live without the operator routes. */
interface RegistryForTests {
  createRemote(remote: string): Promise<void>;
  addRelease(remote: string, release: string, entry: string, declaration: RouteDeclaration): Promise<void>;
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
  const entry = releases.publish(remote, release, paths);
  await registry.createRemote(remote);
  await registry.addRelease(remote, release, entry, testDeclaration(remote, paths));
  await registry.rollout(remote, release, 100);
  await registry.promote(remote);
  return entry;
}
