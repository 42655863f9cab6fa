import { staffAuditQuery, staffAuditReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import staffAuthRoutes from './auth';
import adminCatalogueRoutes from './catalogue';
import adminDashboardRoutes from './dashboard';
import deletionRequestRoutes from './deletion-requests';
import adminInquiryRoutes from './inquiries';
import adminMailRoutes from './mails';
import adminOrderRoutes from './orders';
import adminProductRoutes from './products';
import adminRatingRoutes from './ratings';
import adminReleaseRoutes from './releases';
import staffAccountRoutes from './staff-accounts';
import adminStockRoutes from './stock';
import taxDocumentRoutes from './tax-documents';

const DEFAULT_AUDIT_ROWS = 100;

/** The back office's calls under /api/admin/v1 (decision 026): each names the permission it needs. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // A page's script on any other origin (a shop page on the same host shares its cookies across
  // ports) must not reach a staff session: a call sent from a page names its origin, and only the
  // back office's is served. Calls from no page at all (tools, tests) send no Origin.
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== app.config.backofficeOrigin)
      throw new AppError(403, 'FORBIDDEN', 'Back-office calls are accepted from the back office’s own address only.');
  });

  await app.register(staffAuthRoutes);
  await app.register(staffAccountRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminReleaseRoutes);
  await app.register(taxDocumentRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminStockRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminInquiryRoutes);
  await app.register(deletionRequestRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminRatingRoutes);

  /** Every staff and operator action, refusals included, newest first: the owner reads it. */
  app.get(
    '/audit',
    { preHandler: app.requirePermission('audit:read'), schema: { querystring: staffAuditQuery, response: { 200: staffAuditReplySchema } } },
    async (request) => ok(await app.repositories.operatorAudit.list(request.query.limit ?? DEFAULT_AUDIT_ROWS)),
  );
};

export default adminRoutes;
