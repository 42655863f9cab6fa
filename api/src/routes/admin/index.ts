import { staffAuditQuery, staffAuditReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import staffAuthRoutes from './auth';
import adminOrderRoutes from './orders';
import staffAccountRoutes from './staff-accounts';
import taxDocumentRoutes from './tax-documents';

const DEFAULT_AUDIT_ROWS = 100;

/** The back office's calls under /api/admin/v1 (decision 026): each names the permission it needs. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffAuthRoutes);
  await app.register(staffAccountRoutes);
  await app.register(adminOrderRoutes);
  await app.register(taxDocumentRoutes);

  /** Every staff and operator action, refusals included, newest first: the owner reads it. */
  app.get(
    '/audit',
    { preHandler: app.requirePermission('audit:read'), schema: { querystring: staffAuditQuery, response: { 200: staffAuditReplySchema } } },
    async (request) => ok(await app.repositories.operatorAudit.list(request.query.limit ?? DEFAULT_AUDIT_ROWS)),
  );
};

export default adminRoutes;
