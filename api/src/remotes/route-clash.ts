import type { RouteDeclaration } from '@shop/shared/contracts';
import { pathsOverlap } from '@shop/shared/routing';

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

/** Every address a declaration answers: its routes and the paths it redirects from. */
function pathsOf(declaration: RouteDeclaration): string[] {
  return [...declaration.routes.map((route) => route.path), ...declaration.redirects.map((redirect) => redirect.from)];
}

/**
 * The first path of a remote's release that one address would share with another remote's live
 * release, or undefined. Every address belongs to one remote, whichever release a shopper is given.
 */
export function findRouteClash(remote: string, declaration: RouteDeclaration, others: readonly LiveDeclaration[]): RouteClash | undefined {
  for (const other of others) {
    if (other.remote === remote || !other.declaration) continue;
    for (const path of pathsOf(declaration)) {
      const otherPath = pathsOf(other.declaration).find((candidate) => pathsOverlap(candidate, path));
      if (otherPath !== undefined) return { path, remote, otherPath, otherRemote: other.remote };
    }
  }
  return undefined;
}

/** How a clash is told to the operator: both remotes and both paths. */
export function clashMessage(clash: RouteClash): string {
  const same = clash.path === clash.otherPath ? clash.path : `${clash.path} (as ${clash.otherPath})`;
  return `${same} is already a route of ${clash.otherRemote}; ${clash.remote} cannot declare it`;
}
