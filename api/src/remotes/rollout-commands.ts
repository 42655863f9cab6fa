import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/** One remote's stable and candidate releases by name, as the audit records them before and after a change. */
export async function rolloutState(app: FastifyInstance, remote: string) {
  const entry = (await app.repositories.remoteRegistry.registry())[remote];
  if (!entry) return null;
  return {
    stable: entry.release ?? null,
    candidate: entry.candidate ? { release: entry.candidate.release, percent: entry.candidate.percent } : null,
  };
}

/**
 * Everything a release page shows: rollouts, releases, the last hour's figures and the history. The
 * operators' call (token) and the back office's (the release engineer's session) answer the same.
 */
export async function registryOverview(app: FastifyInstance) {
  const registry = app.repositories.remoteRegistry;
  const since = new Date(Date.now() - HOUR_MS);
  const [remotes, names, retired, releases, health, events] = await Promise.all([
    registry.registry(),
    registry.remotes(),
    registry.retired(),
    registry.releases(),
    registry.healthBuckets(since, 5),
    registry.events(),
  ]);
  const listed = releases.map(({ remote, release, entry, createdAt }) => ({ remote, release, entry, createdAt }));
  return { remotes, names, retired, releases: listed, health, events, rollback: app.config.rollback };
}

/** A change of a remote's rollout with the state before and after it, for the audit of whoever made it. */
export interface RolloutChange {
  before: Awaited<ReturnType<typeof rolloutState>>;
  after: Awaited<ReturnType<typeof rolloutState>>;
}

/** Gives a registered release a share of shoppers (100 % makes it the candidate everyone gets). */
export async function rolloutRelease(app: FastifyInstance, remote: string, release: string, percent: number): Promise<RolloutChange> {
  const before = await rolloutState(app, remote);
  await app.repositories.remoteRegistry.rollout(remote, release, percent);
  return { before, after: await rolloutState(app, remote) };
}

/** Makes the candidate the stable release; answers its name. */
export async function promoteCandidate(app: FastifyInstance, remote: string): Promise<RolloutChange & { release: string }> {
  const before = await rolloutState(app, remote);
  const release = await app.repositories.remoteRegistry.promote(remote);
  return { before, after: await rolloutState(app, remote), release };
}

/** Takes the candidate away from every shopper; answers its name (none when there was none). */
export async function rollbackCandidate(app: FastifyInstance, remote: string): Promise<RolloutChange & { release: string | null }> {
  const before = await rolloutState(app, remote);
  const release = await app.repositories.remoteRegistry.rollback(remote);
  return { before, after: await rolloutState(app, remote), release: release ?? null };
}
