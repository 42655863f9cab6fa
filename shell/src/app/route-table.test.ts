import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteDeclaration } from '@shop/shared/contracts';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { describe, expect, it } from 'vitest';
import { testRouteTable, workspaceDeclaration } from '../remotes/register-test-remotes';
import { accessFor, routeFor, routeTableOf } from './route-table';
import { HOME_PATH, SIGN_IN_PATH } from './routes';

// Every workspace remote: a folder beside the shell with a routes.json and a federation config.
const workspace = path.resolve(import.meta.dirname, '../../..');
const remoteFolders = readdirSync(workspace).filter(
  (folder) =>
    existsSync(path.join(workspace, folder, 'routes.json')) && existsSync(path.join(workspace, folder, 'module-federation.config.mjs')),
);

async function federationConfigOf(folder: string): Promise<{ name: string; exposes: Record<string, string> }> {
  return (await import(pathToFileURL(path.join(workspace, folder, 'module-federation.config.mjs')).href)).default;
}

describe('the route table of the workspace remotes', () => {
  it('finds the remotes', () => {
    expect(remoteFolders.length).toBeGreaterThan(0);
  });

  // A declared route whose module the remote does not expose loads nothing: the page fails for shoppers.
  it.each(remoteFolders)('%s exposes, as a file, the module of every route and slot it declares', async (folder) => {
    const { name, exposes } = await federationConfigOf(folder);
    const declaration = workspaceDeclaration(name);
    const declared = [...declaration.routes.map((route) => route.module), ...Object.values(declaration.slots)];
    for (const module of declared) {
      const file = exposes[`./${module}`];
      expect(file, `${name} declares ${module} but does not expose it`).toBeDefined();
      expect(existsSync(path.join(workspace, folder, file ?? '')), `${name}'s ${module} points at a missing file`).toBe(true);
    }
  });

  it('lists each path once, each with a title and its section', () => {
    const { routes } = testRouteTable();
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of routes) {
      expect(route.title, route.path).not.toBe('');
      expect(route.section, route.path).not.toBe('');
    }
  });

  it('sends guests to a sign-in page only guests see, and signed-in shoppers to a public home', () => {
    const table = testRouteTable();
    expect(routeFor(table, SIGN_IN_PATH)?.access).toBe('guest-only');
    expect(routeFor(table, HOME_PATH)?.access).toBe('public');
  });
});

const declaration = (path: string, extra: Partial<RouteDeclaration> = {}): RouteDeclaration => ({
  section: 'reviews',
  cssPrefix: 'rev',
  routes: [{ path, access: 'public', module: 'reviews-page', title: 'Reviews' }],
  redirects: [],
  slots: {},
  ...extra,
});

function config(remotes: RuntimeConfig['remotes']): RuntimeConfig {
  return { apiBaseUrl: '', remotes };
}

describe('routeTableOf', () => {
  const reviews = {
    entry: 'https://cdn.test/reviews/1/mf-manifest.json',
    release: '1',
    declaration: declaration('/reviews'),
    candidate: {
      entry: 'https://cdn.test/reviews/2/mf-manifest.json',
      release: '2',
      percent: 10,
      declaration: declaration('/reviews/:id'),
    },
  };

  it('takes the routes of the release each remote gives the page view', () => {
    expect(routeTableOf(config({ reviews }), {}).routes.map((route) => route.path)).toEqual(['/reviews']);
    expect(routeTableOf(config({ reviews }), { reviews: 'candidate' }).routes.map((route) => route.path)).toEqual(['/reviews/:id']);
  });

  it('keys the table by the releases it was built from', () => {
    expect(routeTableOf(config({ reviews }), {}).key).toBe('shop reviews@1');
    expect(routeTableOf(config({ reviews }), { reviews: 'candidate' }).key).toBe('shop reviews@2');
    expect(routeTableOf(config({ reviews }), {}, 'backoffice').key).toBe('backoffice reviews@1');
  });

  it('gives a new remote whose only release is a candidate to its share of shoppers alone', () => {
    const { entry: _stable, declaration: _routes, release: _name, ...onlyCandidate } = reviews;
    expect(routeTableOf(config({ reviews: onlyCandidate }), {}).routes).toEqual([]);
    expect(routeTableOf(config({ reviews: onlyCandidate }), { reviews: 'candidate' }).routes).toHaveLength(1);
  });

  it('hands a route its section and parameters', () => {
    const [route] = routeTableOf(config({ reviews }), { reviews: 'candidate' }).routes;
    expect(route).toMatchObject({ remote: 'reviews', section: 'reviews', module: 'reviews-page', params: ['id'] });
  });

  it('serves staff routes on the back office alone, and the shop’s routes, redirects and slots on the shop alone', () => {
    const desk = declaration('/desk', {
      routes: [
        { path: '/desk', access: 'staff', module: 'desk-page', title: 'Desk' },
        { path: '/help', access: 'public', module: 'help-page', title: 'Help' },
      ],
      redirects: [{ from: '/counter', to: '/help', status: 301 }],
      slots: { search: 'find' },
    });
    const remotes = config({ desk: { entry: 'https://cdn.test/desk/mf-manifest.json', declaration: desk } });
    const shop = routeTableOf(remotes, {});
    expect(shop.routes.map((route) => route.path)).toEqual(['/help']);
    expect(shop.redirects).toHaveLength(1);
    const backoffice = routeTableOf(remotes, {}, 'backoffice');
    expect(backoffice).toMatchObject({ site: 'backoffice', redirects: [], slots: {} });
    expect(backoffice.routes.map((route) => route.path)).toEqual(['/desk']);
  });

  it('collects redirects and the search slot', () => {
    const table = routeTableOf(
      config({
        reviews: {
          entry: reviews.entry,
          declaration: declaration('/reviews', {
            redirects: [{ from: '/ratings', to: '/reviews', status: 301 }],
            slots: { search: 'find' },
          }),
        },
      }),
      {},
    );
    expect(table.redirects).toEqual([{ from: '/ratings', to: '/reviews', status: 301 }]);
    expect(table.slots.search).toEqual({ remote: 'reviews', module: 'find', section: 'reviews' });
  });

  it('finds a path’s route and access class with the shop’s matcher', () => {
    const table = testRouteTable();
    expect(routeFor(table, '/Product/p7/')?.module).toBe('product-detail-page');
    expect(accessFor(table, '/CART')).toBe('signed-in');
    expect(accessFor(table, '/no-such-page')).toBe('public');
  });
});
