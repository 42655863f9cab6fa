import type { RouteDeclaration } from '@shop/shared/contracts';
import { pathsOverlap, type Site, siteOf } from '@shop/shared/routing';

/** A live release of another remote, with the routes it declares. */
export interface LiveDeclaration {
  remote: string;
  release: string;
  declaration: RouteDeclaration | null;
}

/** Two remotes that would answer one address. */
export interface RouteClash {
  path: string;
  remote: string;
  otherPath: string;
  otherRemote: string;
}

interface Address {
  path: string;
  site: Site;
}

/**
 * Every address a declaration answers, with the site it is on: its routes, and the shop's paths it
 * redirects from. The shop and the back office are two origins, so `/orders` may be one of each.
 */
function addressesOf(declaration: RouteDeclaration): Address[] {
  return [
    ...declaration.routes.map((route) => ({ path: route.path, site: siteOf(route.access) })),
    ...declaration.redirects.map((redirect) => ({ path: redirect.from, site: 'shop' as const })),
  ];
}

/**
 * The first path of a remote's release that one address would share with another remote's live
 * release, or undefined. Every address belongs to one remote, whichever release a shopper is given.
 */
export function findRouteClash(remote: string, declaration: RouteDeclaration, others: readonly LiveDeclaration[]): RouteClash | undefined {
  for (const other of others) {
    if (other.remote === remote || !other.declaration) continue;
    const theirs = addressesOf(other.declaration);
    for (const { path, site } of addressesOf(declaration)) {
      const clashing = theirs.find((candidate) => candidate.site === site && pathsOverlap(candidate.path, path));
      if (clashing !== undefined) return { path, remote, otherPath: clashing.path, otherRemote: other.remote };
    }
  }
  return undefined;
}

/** How a clash is told to the operator: both remotes and both paths. */
export function clashMessage(clash: RouteClash): string {
  const same = clash.path === clash.otherPath ? clash.path : `${clash.path} (as ${clash.otherPath})`;
  return `${same} is already a route of ${clash.otherRemote}; ${clash.remote} cannot declare it`;
}
