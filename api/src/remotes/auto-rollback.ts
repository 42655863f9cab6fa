import type { FastifyInstance } from 'fastify';

/** The health check reads this much of a candidate's recent history. */
export const ROLLBACK_WINDOW_MS = 10 * 60_000;

/**
 * Rolls back the remote's candidate when it is `release` and its failure rate over the window is
 * above the configured share, once it has enough page views for the rate to mean something.
 * Returns whether it rolled back.
 */
export async function checkCandidate(app: FastifyInstance, remote: string, release: string, now = new Date()): Promise<boolean> {
  const registry = app.repositories.remoteRegistry;
  const { minViews, failurePercent } = app.config.rollback;
  const current = (await registry.registry())[remote];
  if (current?.candidate?.release !== release) return false;
  const figures = await registry.health(remote, release, new Date(now.getTime() - ROLLBACK_WINDOW_MS));
  const failures = figures.loadFailures + figures.renderErrors;
  if (figures.views < minViews || failures * 100 <= figures.views * failurePercent) return false;
  const rolledBack = await registry.rollback(remote, {
    release,
    kind: 'automatic-rollback',
    detail: { ...figures, failurePercent: Math.round((failures * 1000) / figures.views) / 10, thresholdPercent: failurePercent, minViews },
  });
  if (rolledBack) app.log.warn({ remote, release, ...figures }, 'candidate rolled back: too many failures');
  return Boolean(rolledBack);
}
