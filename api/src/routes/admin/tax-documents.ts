import { adminOrderParams, fileReply } from '@shop/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error';
import { gstRegisterCsv, monthInIndia } from '../../invoices/gst-register';
import { buildInvoiceDocument } from '../../invoices/invoice-document';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import { renderPackingSlipPdf } from '../../invoices/packing-slip-pdf';

export const NOT_INVOICED = 'This order has no invoice yet: it is numbered when the order is packed.';
export const CREDIT_NOTE_NOT_FOUND = 'Credit note not found';

const creditNoteParams = adminOrderParams.extend({ number: z.string().min(1).max(40) });
const registerQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, e.g. 2026-11'),
});

const sendFile = (reply: FastifyReply, type: string, filename: string, body: string | Uint8Array) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(typeof body === 'string' ? body : Buffer.from(body));

/** The back office's documents (decision 029): any order's invoice, credit note or packing slip, and the month's GST sales register; each download is audited. */
const taxDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The order's tax invoice as a PDF, once it has a number. */
  app.get(
    '/orders/:orderId/invoice',
    {
      preHandler: app.requirePermission('orders:read'),
      schema: { params: adminOrderParams, response: { 200: fileReply('application/pdf', 'The tax invoice') } },
    },
    async (request, reply) => {
      const found = await app.repositories.adminOrders.find(request.params.orderId);
      if (!found) throw notFound('Order not found');
      if (!found.order.invoiceNumber) throw new AppError(409, 'NOT_INVOICED', NOT_INVOICED);
      const pdf = await renderInvoicePdf(buildInvoiceDocument(found.order, found.lines));
      await app.staffAudit(request, { action: 'invoice.download', target: found.order.id, after: { number: found.order.invoiceNumber } });
      return sendFile(reply, 'application/pdf', `${found.order.invoiceNumber.replace(/\//g, '-')}.pdf`, pdf);
    },
  );

  /** A credit note of the order as a PDF, citing its invoice. */
  app.get(
    '/orders/:orderId/credit-notes/:number',
    {
      preHandler: app.requirePermission('creditNotes:read'),
      schema: { params: creditNoteParams, response: { 200: fileReply('application/pdf', 'The credit note') } },
    },
    async (request, reply) => {
      const found = await app.repositories.adminOrders.find(request.params.orderId);
      const note = found && (await app.repositories.creditNotes.find(found.order.id, request.params.number));
      if (!found || !note) throw notFound(CREDIT_NOTE_NOT_FOUND);
      const pdf = await renderInvoicePdf(buildInvoiceDocument(found.order, found.lines), note);
      await app.staffAudit(request, { action: 'creditNote.download', target: found.order.id, after: { number: note.number } });
      return sendFile(reply, 'application/pdf', `${note.number.replace(/\//g, '-')}.pdf`, pdf);
    },
  );

  /** The order's packing slip as a PDF: ship-to and contents, no prices. */
  app.get(
    '/orders/:orderId/packing-slip',
    {
      preHandler: app.requirePermission('orders:print'),
      schema: { params: adminOrderParams, response: { 200: fileReply('application/pdf', 'The packing slip') } },
    },
    async (request, reply) => {
      const found = await app.repositories.adminOrders.find(request.params.orderId);
      if (!found) throw notFound('Order not found');
      const pdf = await renderPackingSlipPdf(found.order, found.lines);
      await app.staffAudit(request, { action: 'packingSlip.print', target: found.order.id, after: {} });
      return sendFile(reply, 'application/pdf', `packing-slip-${found.order.id}.pdf`, pdf);
    },
  );

  /** The month's GST sales register as CSV: every invoice and credit note issued in it, in India's time. */
  app.get(
    '/gst-register',
    {
      preHandler: app.requirePermission('invoices:register'),
      schema: {
        querystring: registerQuery,
        response: { 200: fileReply('text/csv', 'One row per invoice and credit note, with a header row') },
      },
    },
    async (request, reply) => {
      const { from, to } = monthInIndia(request.query.month);
      const issued = await app.repositories.creditNotes.issuedDocuments(from, to);
      await app.staffAudit(request, {
        action: 'gstRegister.export',
        target: 'gst-register',
        after: { month: request.query.month, invoices: issued.invoices.length, creditNotes: issued.creditNotes.length },
      });
      return sendFile(reply, 'text/csv; charset=utf-8', `gst-register-${request.query.month}.csv`, gstRegisterCsv(issued));
    },
  );
};

export default taxDocumentRoutes;
