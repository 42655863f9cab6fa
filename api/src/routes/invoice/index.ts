import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { buildInvoiceDocument } from '../../invoices/invoice-document';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';

export const INVOICE_NOT_FOUND = 'Invoice not found';

const params = z.object({ orderId: z.string() });

/** The tax invoice of the shopper's own order as a PDF download, under /api/v1/order/invoice (decision 008). */
const invoiceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/order/invoice/:orderId', { preHandler: app.authenticate }, async (request, reply) => {
    const { orderId } = params.parse(request.params);
    const found = await app.repositories.orders.findInvoiced(request.userId, orderId);
    if (!found) throw notFound(INVOICE_NOT_FOUND);
    const pdf = await renderInvoicePdf(buildInvoiceDocument(found.order, found.lines));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${found.order.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
};

export default invoiceRoutes;
