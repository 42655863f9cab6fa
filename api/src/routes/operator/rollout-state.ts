import type { FastifyInstance } from 'fastify';

/** One remote's stable and candidate releases, as the audit records them before and after a change. */
export async function rolloutState(app: FastifyInstance, remote: string) {
  return (await app.repositories.remoteRegistry.registry())[remote] ?? null;
}
