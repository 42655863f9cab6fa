import type { FastifyInstance } from 'fastify';

/** One remote's stable and candidate releases by name, as the audit records them before and after a change. */
export async function rolloutState(app: FastifyInstance, remote: string) {
  const entry = (await app.repositories.remoteRegistry.registry())[remote];
  if (!entry) return null;
  return {
    stable: entry.release ?? null,
    candidate: entry.candidate ? { release: entry.candidate.release, percent: entry.candidate.percent } : null,
  };
}
