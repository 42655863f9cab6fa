import {
  operatorRegistryReplySchema,
  releaseChangeReplySchema,
  remoteParams,
  rolloutBody,
  rolloutReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { promoteCandidate, registryOverview, rollbackCandidate, rolloutRelease } from '../../remotes/rollout-commands';

/**
 * The release engineer's rollouts in the back office (what the operator token's calls do, under a
 * person's name): the registry with its figures, and rolling a release out, promoting it or rolling
 * it back. Registering releases and creating remotes stay with tokens (a team's CI, the administrator).
 */
const adminReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('releases:write'));

  app.get('/releases', { schema: { response: { 200: operatorRegistryReplySchema } } }, async () => ok(await registryOverview(app)));

  app.post(
    '/releases/:remote/rollout',
    { schema: { params: remoteParams, body: rolloutBody, response: { 200: rolloutReplySchema } } },
    async (request) => {
      const { remote } = request.params;
      const { release, percent } = request.body;
      const change = await rolloutRelease(app, remote, release, percent);
      await app.staffAudit(request, { action: 'rollout', target: `${remote}/${release}`, ...change });
      return ok({ remote, release, percent }, `${remote} ${release} rolled out to ${percent} %`);
    },
  );

  const changeSchema = { params: remoteParams, response: { 200: releaseChangeReplySchema } };
  app.post('/releases/:remote/promote', { schema: changeSchema }, async (request) => {
    const { remote } = request.params;
    const { release, ...change } = await promoteCandidate(app, remote);
    await app.staffAudit(request, { action: 'promote', target: `${remote}/${release}`, ...change });
    return ok({ remote, release }, `${remote} ${release} is stable`);
  });

  app.post('/releases/:remote/rollback', { schema: changeSchema }, async (request) => {
    const { remote } = request.params;
    const { release, ...change } = await rollbackCandidate(app, remote);
    await app.staffAudit(request, { action: 'rollback', target: release ? `${remote}/${release}` : remote, ...change });
    return ok({ remote, release }, `${remote} ${release ?? 'candidate'} rolled back`);
  });
};

export default adminReleaseRoutes;
