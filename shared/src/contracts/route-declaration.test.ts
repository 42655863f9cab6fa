import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath, pathsOverlap, siteOf } from '@shop/shared/routing';
import { describe, expect, it } from 'vitest';
import { type RouteDeclaration, routeDeclarationSchema } from './route-declaration';

const valid = {
  section: 'reviews',
  cssPrefix: 'rev',
  routes: [{ path: '/reviews/:productId', access: 'public', module: 'reviews-page', title: 'Reviews' }],
};

function problems(value: unknown): string[] {
  const result = routeDeclarationSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('routeDeclarationSchema', () => {
  it('accepts a declaration and fills in no redirects and no slots', () => {
    expect(routeDeclarationSchema.parse(valid)).toEqual({ ...valid, redirects: [], slots: {} });
  });

  it('names the field of each problem', () => {
    expect(problems({ ...valid, cssPrefix: 'Rev!' })).toEqual(['cssPrefix: must be 2 to 8 lower-case letters']);
    expect(problems({ ...valid, routes: [{ ...valid.routes[0], access: 'admin' }] })).toEqual([
      'routes.0.access: must be one of public, guest-only, signed-in, staff',
    ]);
    expect(problems({ ...valid, routes: [{ ...valid.routes[0], module: './reviews-page' }] })).toEqual([
      'routes.0.module: must be an exposed module name such as home-page',
    ]);
    expect(problems({ ...valid, extra: true })).toHaveLength(1);
  });

  it('refuses paths that are not route paths', () => {
    for (const path of ['reviews', '/reviews/', '/a//b', '/a b', '/a/:', '/a?b=1', '*']) {
      expect(problems({ ...valid, routes: [{ ...valid.routes[0], path }] }), path).toHaveLength(1);
    }
  });

  it('refuses two routes of one declaration that one address could match', () => {
    const routes = [valid.routes[0], { ...valid.routes[0], path: '/Reviews/latest', module: 'latest-page' }];
    expect(problems({ ...valid, routes })).toEqual([': /Reviews/latest overlaps /reviews/:productId, declared earlier']);
  });

  it('refuses the shell’s own addresses', () => {
    expect(problems({ ...valid, routes: [{ ...valid.routes[0], path: '/API' }] })).toEqual([
      ': /API belongs to the shell (/api, /remotes.json, /robots.txt, /sitemap.xml, /types)',
    ]);
    expect(problems({ ...valid, redirects: [{ from: '/api/v2', to: '/reviews/x' }] })).toHaveLength(1);
  });

  it('refuses a redirect with parameters', () => {
    expect(problems({ ...valid, redirects: [{ from: '/old/:id', to: '/reviews/x' }] })).toHaveLength(1);
  });
});

// Every remote of the workspace declares its routes in the folder beside its federation config.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const declarations = readdirSync(repoRoot)
  .filter((folder) => folder.endsWith('-mfe'))
  .map((folder) => ({
    folder,
    declaration: routeDeclarationSchema.parse(
      JSON.parse(readFileSync(path.join(repoRoot, folder, 'routes.json'), 'utf8')),
    ) as RouteDeclaration,
  }));

describe('the workspace remotes’ declarations', () => {
  it('are valid and found', () => {
    expect(declarations.map(({ folder }) => folder).sort()).toEqual([
      'account-mfe',
      'backoffice-mfe',
      'catalog-mfe',
      'checkout-mfe',
      'inquiries-mfe',
    ]);
  });

  it('each declared path matches an address written from it, and no other remote’s path on the same site', () => {
    const all = declarations.flatMap(({ folder, declaration }) =>
      declaration.routes.map((route) => ({ folder, path: route.path, site: siteOf(route.access) })),
    );
    for (const { folder, path: pattern, site } of all) {
      const address = pattern.replaceAll(/:([A-Za-z0-9]+)/g, 'value-of-$1');
      expect(matchPath(pattern, address), pattern).not.toBeNull();
      const others = all.filter((other) => other.folder !== folder && other.site === site && pathsOverlap(other.path, pattern));
      expect(others, `${folder} ${pattern}`).toEqual([]);
    }
  });

  it('use distinct CSS prefixes', () => {
    const prefixes = declarations.map(({ declaration }) => declaration.cssPrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });
});
