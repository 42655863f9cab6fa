import { fileReply, orderParamsSchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error';
import { buildInvoiceDocument } from '../../invoices/invoice-document';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';

export const INVOICE_NOT_FOUND = 'Invoice not found';
export const INVOICE_NOT_YET = 'The invoice is issued once your order is packed.';

/** The tax invoice of the shopper's own order as a PDF download, under /api/v1/order/invoice (decision 008). */
const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const schema = { params: orderParamsSchema, response: { 200: fileReply('application/pdf', 'The tax invoice') } };
  app.get('/order/invoice/:orderId', { schema }, async (request, reply) => {
    const { orderId } = request.params;
    // A malformed id can name no order; answering 404 before the query keeps the database from refusing it with a 500.
    if (!z.uuid().safeParse(orderId).success) throw notFound(INVOICE_NOT_FOUND);
    const found = await app.repositories.orders.findInvoiced(request.userId, orderId);
    if (!found) {
      // The own order exists but is not packed yet: the invoice number is taken at packing (decision 029).
      const own = await app.repositories.orders.findById(orderId);
      if (own?.userId === request.userId) throw new AppError(409, 'INVOICE_NOT_YET', INVOICE_NOT_YET);
      throw notFound(INVOICE_NOT_FOUND);
    }
    const pdf = await renderInvoicePdf(buildInvoiceDocument(found.order, found.lines));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${found.order.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
};

export default invoiceRoutes;
