import type { FastifyRequest } from 'fastify';

/** The scope of the token that manages tokens, remotes and the audit. */
export const ADMIN_SCOPE = 'admin';

/** What a call needs: a scope, or any valid token (the read-only overview). */
export const ANY_SCOPE = '*';

/** A call's scope, fixed or read from the request (one remote's calls). */
export type ScopeRequirement = string | ((request: FastifyRequest) => string);

/**
 * Whether a token's scope allows a call. `admin` allows every call: it can create a token of any
 * scope anyway, so refusing it would add a step and protect nothing; the audit still names the
 * token that acted.
 */
export function scopeAllows(granted: string, needed: string): boolean {
  return needed === ANY_SCOPE || granted === ADMIN_SCOPE || granted === needed;
}

/** The scope of one remote's calls, from the route's `:remote` (read before the params are checked). */
export function remoteScope(request: FastifyRequest): string {
  const { remote } = request.params as { remote?: unknown };
  return `remote:${String(remote ?? '')}`;
}
