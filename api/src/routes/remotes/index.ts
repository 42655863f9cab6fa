import { failuresBody, failuresReplySchema, registryReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { checkCandidate, ROLLBACK_WINDOW_MS } from '../../remotes/auto-rollback';
import { shopDevOverrideSigner } from '../../remotes/dev-override-signer';
import { scrubPersonalData } from '../../remotes/scrub-personal-data';

// A page view sends one beacon at most; this leaves room for a household behind one address.
export const FAILURE_REPORT_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/** The live remotes registry the shell reads, and the failure reports of shoppers' browsers. */
const remotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = app.repositories.remoteRegistry;
  const overrides = await shopDevOverrideSigner(app.config);

  app.get('/remotes', { schema: { response: { 200: registryReplySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok({ remotes: await registry.registry(), ...(overrides ? { devOverrideKey: overrides.publicKey } : {}) });
  });

  /**
   * A failure counts only against a page view the rendering server recorded, once per view and
   * remote, and only a few per release from one address: a flood of made-up or self-made reports
   * marks nothing, and one real view cannot be failed twice.
   */
  const failuresOptions = {
    config: { csrfExempt: true, rateLimit: FAILURE_REPORT_RATE_LIMIT },
    schema: { body: failuresBody, response: { 200: failuresReplySchema } },
  };
  app.post('/remotes/failures', failuresOptions, async (request) => {
    const { viewId, failures } = request.body;
    let counted = 0;
    for (const { remote, kind, message, stack } of failures) {
      const viewed = await registry.releaseOfView(viewId, remote);
      if (!viewed) continue;
      // One address fails at most a few views of a release in the window: beyond that its reports
      // count for nothing, so one client cannot roll a healthy release back.
      const { hits } = await app.repositories.rateLimits.hit(`failure-report:${remote}:${viewed}:${request.ip}`, ROLLBACK_WINDOW_MS);
      if (hits > app.config.rollback.failuresPerAddress) continue;
      const scrubbed = { message: message && scrubPersonalData(message), stack: stack && scrubPersonalData(stack) };
      const release = await registry.markFailed(viewId, remote, viewed, kind, scrubbed);
      if (!release) continue;
      counted += 1;
      await checkCandidate(app, remote, release);
    }
    return ok({ counted });
  });
};

export default remotesRoutes;
