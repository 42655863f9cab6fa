import type { RouteDeclaration } from '@shop/shared/contracts';
import type { FragmentName } from '@shop/shared/fragments';
import { matchPath, paramNames, type Site, siteOf } from '@shop/shared/routing';
import type { RuntimeConfig } from '@shop/shared/runtime-config';
import { createContext, useContext } from 'react';
import type { RemoteVersions } from '../remotes/rollout';
import type { Access } from './routes';

/** One route of the site, as a remote declared it: the shell applies its access class and renders its module. */
export interface RouteDefinition {
  path: string;
  title: string;
  access: Access;
  remote: string;
  /** The exposed module rendering the page. */
  module: string;
  /** How a shopper names the remote's section, in its unavailable panel. */
  section: string;
  /** Route parameters the page receives as props. */
  params: readonly string[];
  /** What the page says while it loads (instead of keeping the previous page until it is ready). */
  pending?: string;
  /** The other sections' fragments the page shows, loaded with it. */
  fragments: readonly FragmentUse[];
}

/** A fragment a page shows, and the remote module that renders it in this page view. */
export interface FragmentUse extends SlotDefinition {
  name: FragmentName;
}

export interface RedirectDefinition {
  from: string;
  to: string;
  status: 301 | 302;
}

/** A module a remote lends to the shell's frame (the header's search). */
export interface SlotDefinition {
  remote: string;
  module: string;
  section: string;
}

/** The routes one page view is given: those of the release of each remote the shopper gets. */
export interface RouteTable {
  routes: readonly RouteDefinition[];
  redirects: readonly RedirectDefinition[];
  slots: { search?: SlotDefinition };
  /** Who renders each fragment in this page view (the first remote, by name, that provides it). */
  fragments: Partial<Record<FragmentName, FragmentUse>>;
  /** Which release of each remote the table was built from, and for which site: equal keys, equal tables. */
  key: string;
  /** The shop's origin, or the back office's (staff routes only, in the back office's frame). */
  site: Site;
}

/** The declaration of the release a page view uses for a remote, or none when that view gets no release of it. */
function declarationFor(remote: RuntimeConfig['remotes'][string], version: string | undefined): RouteDeclaration | undefined {
  if (version === 'candidate' && remote.candidate) return remote.candidate.declaration;
  return remote.entry ? remote.declaration : undefined;
}

/**
 * The route table of one page view, from the declarations of the releases it is given: the shop's
 * routes on the shop's origin, the staff routes on the back office's (never the other way round).
 * Remotes are taken in name order, so should two ever claim one address (the registry refuses that),
 * the same one answers on the server and in the browser.
 */
export function routeTableOf(config: RuntimeConfig, versions: RemoteVersions, site: Site = 'shop'): RouteTable {
  const given = Object.keys(config.remotes)
    .sort()
    .flatMap((name) => {
      const remote = config.remotes[name];
      const version = versions[name];
      const declaration = remote && declarationFor(remote, version);
      if (!remote || !declaration) return [];
      return [{ name, declaration, release: version === 'candidate' ? remote.candidate?.release : remote.release }];
    });
  const fragments = fragmentsProvided(given);
  const routes: RouteDefinition[] = [];
  const redirects: RedirectDefinition[] = [];
  const slots: RouteTable['slots'] = {};
  for (const { name, declaration } of given) {
    for (const route of declaration.routes) {
      if (siteOf(route.access) !== site) continue;
      const shown = (route.fragments ?? []).flatMap((fragment) => fragments[fragment] ?? []);
      routes.push({ ...route, remote: name, section: declaration.section, params: paramNames(route.path), fragments: shown });
    }
    // Redirects and the header's slots are the shop frame's; the back office has neither.
    if (site !== 'shop') continue;
    for (const redirect of declaration.redirects ?? []) redirects.push({ ...redirect, status: redirect.status ?? 301 });
    const search = declaration.slots?.search;
    if (search && !slots.search) slots.search = { remote: name, module: search, section: declaration.section };
  }
  const key = `${site} ${given.map(({ name, release }) => `${name}@${release}`).join(' ')}`;
  return { routes, redirects, slots, fragments, key, site };
}

/** Who renders each fragment: the first remote (in name order) whose release provides it. */
function fragmentsProvided(given: ReadonlyArray<{ name: string; declaration: RouteDeclaration }>): RouteTable['fragments'] {
  const fragments: RouteTable['fragments'] = {};
  for (const { name, declaration } of given) {
    for (const [fragment, module] of Object.entries(declaration.fragments ?? {}) as Array<[FragmentName, string]>) {
      fragments[fragment] ??= { name: fragment, remote: name, module, section: declaration.section };
    }
  }
  return fragments;
}

/** The route of a path in a table, if any. */
export function routeFor(table: RouteTable, pathname: string): RouteDefinition | undefined {
  return table.routes.find((route) => matchPath(route.path, pathname) !== null);
}

/** The access class of the route a path belongs to ('public' for unknown paths). */
export function accessFor(table: RouteTable, pathname: string): Access {
  return routeFor(table, pathname)?.access ?? 'public';
}

export const EMPTY_ROUTE_TABLE: RouteTable = { routes: [], redirects: [], slots: {}, fragments: {}, key: '', site: 'shop' };

/** The route table of the page view being rendered, for the frame (breadcrumb, search, account menu). */
export const RouteTableContext = createContext<RouteTable>(EMPTY_ROUTE_TABLE);

/** Reads the page view's route table. */
export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}
