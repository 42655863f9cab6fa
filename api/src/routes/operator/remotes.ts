import {
  createRemoteBody,
  DEV_OVERRIDE_MAX_MINUTES,
  devOverrideBody,
  devOverrideQuery,
  devOverrideReplySchema,
  devOverrideSigningText,
  errorsQuery,
  errorsReplySchema,
  isAllowedOrigin,
  operatorRegistryReplySchema,
  releaseBody,
  releaseChangeReplySchema,
  releaseReplySchema,
  remoteParams,
  remoteReplySchema,
  rolloutBody,
  rolloutReplySchema,
  viewsBody,
  viewsReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { ADMIN_SCOPE, ANY_SCOPE, remoteScope } from '../../operators/scopes';
import { checkCandidate } from '../../remotes/auto-rollback';
import { shopDevOverrideSigner } from '../../remotes/dev-override-signer';
import { providedSharedSource } from '../../remotes/provided-shared';
import { inspectRelease } from '../../remotes/release-gate';
import { promoteCandidate, registryOverview, rollbackCandidate, rolloutRelease, rolloutState } from '../../remotes/rollout-commands';
import { scrubPersonalData } from '../../remotes/scrub-personal-data';

const HOUR_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;

/** The operator's control of the remotes registry, and the rendering server's page-view reports. */
const remoteOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = app.repositories.remoteRegistry;
  const gate = {
    origins: app.config.remoteOrigins,
    provided: providedSharedSource(app.config.shellSharedUrl),
    developmentReleases: !app.config.isProduction,
  };
  // The token is checked before the body, so a caller without it learns nothing about the calls.
  const options = { config: { csrfExempt: true } };
  // Any valid token reads the overview; a remote's changes need its own scope (or admin).
  const anyToken = { ...options, preHandler: app.requireScope(ANY_SCOPE) };
  const remoteToken = { ...options, preHandler: app.requireScope(remoteScope) };
  const viewsToken = { ...options, preHandler: app.requireScope('views') };
  // Which teams the shop has is the administrator's decision.
  const adminToken = { ...options, preHandler: app.requireScope(ADMIN_SCOPE) };

  /** Everything the operator page shows: rollouts, releases, the last hour's figures and the history. */
  app.get('/remotes', { ...anyToken, schema: { response: { 200: operatorRegistryReplySchema } } }, async () =>
    ok(await registryOverview(app)),
  );

  /** A new team's remote: it serves nothing until its first release is rolled out. */
  const createSchema = { body: createRemoteBody, response: { 201: remoteReplySchema } };
  app.post('/remotes', { ...adminToken, schema: createSchema }, async (request, reply) => {
    const { name } = request.body;
    await registry.createRemote(name);
    await app.audit(request, { action: 'remote.create', target: name, before: null, after: { remote: name } });
    return reply.code(201).send(ok({ remote: name }, `Remote ${name} created`));
  });

  /** Removes a remote with its releases: within the shell's next registry read its routes answer 404. */
  const deleteSchema = { params: remoteParams, response: { 200: remoteReplySchema } };
  app.delete('/remotes/:remote', { ...adminToken, schema: deleteSchema }, async (request) => {
    const { remote } = request.params;
    const before = await rolloutState(app, remote);
    await registry.deleteRemote(remote);
    await app.audit(request, { action: 'remote.delete', target: remote, before, after: null });
    return ok({ remote }, `Remote ${remote} deleted`);
  });

  /** A remote's commonest failures of the last hour, with their messages: what its team looks at first. */
  const errorsSchema = { params: remoteParams, querystring: errorsQuery, response: { 200: errorsReplySchema } };
  app.get('/remotes/:remote/errors', { ...anyToken, schema: errorsSchema }, async (request) => {
    const since = new Date(Date.now() - HOUR_MS);
    return ok({ errors: await registry.errors(request.params.remote, since, request.query.release) });
  });

  const releaseSchema = { params: remoteParams, body: releaseBody, response: { 201: releaseReplySchema } };
  app.post('/remotes/:remote/releases', { ...remoteToken, schema: releaseSchema }, async (request, reply) => {
    const { remote } = request.params;
    const { release, entry, integrity } = request.body;
    // The release's own files say what it serves; the gate refuses one the live shop could not run as released.
    const { declaration, entries } = await inspectRelease(remote, entry, integrity, gate);
    await registry.addRelease(remote, release, entry, { declaration, entries, integrity });
    await app.audit(request, { action: 'release.register', target: `${remote}/${release}`, before: null, after: { release, entry } });
    return reply.code(201).send(ok({ remote, release, entry }, `Release ${release} of ${remote} registered`));
  });

  /**
   * A link that points one browser's section at the team's development server, for trying a change
   * inside the running shop. Signed here, checked by the rendering server; only where overrides are on.
   */
  const overrideSigner = await shopDevOverrideSigner(app.config);
  const overrideSchema = { params: remoteParams, body: devOverrideBody, response: { 201: devOverrideReplySchema } };
  app.post('/remotes/:remote/dev-overrides', { ...remoteToken, schema: overrideSchema }, async (request, reply) => {
    if (!overrideSigner) throw new AppError(403, 'DEV_OVERRIDES_OFF', 'Development overrides are off in this shop (DEV_OVERRIDES)');
    const { remote } = request.params;
    const { address, minutes = DEV_OVERRIDE_MAX_MINUTES / 3 } = request.body;
    if (!(remote in (await registry.registry()))) throw notFound(`Remote ${remote} has no release to override`);
    if (!isAllowedOrigin(address, app.config.remoteOrigins))
      throw new AppError(422, 'ORIGIN_NOT_ALLOWED', `${address} is not on an allowed origin (REMOTE_ORIGINS)`);
    const expiresAt = Math.floor(Date.now() / 1000) + minutes * 60;
    const query = devOverrideQuery(remote, address, expiresAt, overrideSigner.sign(devOverrideSigningText(remote, address, expiresAt)));
    const expires = new Date(expiresAt * 1000);
    await app.audit(request, {
      action: 'dev-override',
      target: remote,
      before: null,
      after: { address, expiresAt: expires.toISOString() },
    });
    return reply.code(201).send(ok({ remote, address, expiresAt: expires, query }, `Open the shop with ?${query}`));
  });

  const rolloutSchema = { params: remoteParams, body: rolloutBody, response: { 200: rolloutReplySchema } };
  app.post('/remotes/:remote/rollout', { ...remoteToken, schema: rolloutSchema }, async (request) => {
    const { remote } = request.params;
    const { release, percent } = request.body;
    const change = await rolloutRelease(app, remote, release, percent);
    await app.audit(request, { action: 'rollout', target: `${remote}/${release}`, ...change });
    return ok({ remote, release, percent }, `${remote} ${release} rolled out to ${percent} %`);
  });

  const changeSchema = { params: remoteParams, response: { 200: releaseChangeReplySchema } };
  app.post('/remotes/:remote/promote', { ...remoteToken, schema: changeSchema }, async (request) => {
    const { remote } = request.params;
    const { release, ...change } = await promoteCandidate(app, remote);
    await app.audit(request, { action: 'promote', target: `${remote}/${release}`, ...change });
    return ok({ remote, release }, `${remote} ${release} is stable`);
  });

  app.post('/remotes/:remote/rollback', { ...remoteToken, schema: changeSchema }, async (request) => {
    const { remote } = request.params;
    const { release, ...change } = await rollbackCandidate(app, remote);
    await app.audit(request, { action: 'rollback', target: release ? `${remote}/${release}` : remote, ...change });
    return ok({ remote, release }, `${remote} ${release ?? 'candidate'} rolled back`);
  });

  let prunedAt = 0;
  /** The rendering server's page views, counted per batch; each candidate in the report is checked, as its share of failures moved. */
  app.post('/remotes/views', { ...viewsToken, schema: { body: viewsBody, response: { 200: viewsReplySchema } } }, async (request) => {
    const { batches } = request.body;
    const failures = request.body.failures.map((failure) => ({
      ...failure,
      message: failure.message && scrubPersonalData(failure.message),
    }));
    await registry.recordViews(batches, failures);
    const releases = new Set([
      ...batches.flatMap((batch) => batch.remotes.map((use) => `${use.remote}\n${use.release}`)),
      ...failures.map((failure) => `${failure.remote}\n${failure.release}`),
    ]);
    for (const key of releases) {
      const [remote = '', release = ''] = key.split('\n');
      await checkCandidate(app, remote, release);
    }
    // Views older than the figures look at go once a minute, not with every batch: the delete reads the whole table.
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await registry.prune(new Date(prunedAt - 2 * HOUR_MS));
    }
    return ok({ recorded: batches.reduce((views, batch) => views + batch.views, 0) });
  });
};

export default remoteOperatorRoutes;
