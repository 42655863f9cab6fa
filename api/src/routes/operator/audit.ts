import { operatorAuditQuery, operatorAuditReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { ADMIN_SCOPE } from '../../operators/scopes';

const DEFAULT_LIMIT = 50;

/** The operators' audit, newest first: an admin token reads it; nobody changes it. */
const operatorAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { querystring: operatorAuditQuery, response: { 200: operatorAuditReplySchema } };
  app.get('/audit', { preHandler: app.requireScope(ADMIN_SCOPE), schema }, async (request) =>
    ok(await app.repositories.operatorAudit.list(request.query.limit ?? DEFAULT_LIMIT)),
  );
};

export default operatorAuditRoutes;
