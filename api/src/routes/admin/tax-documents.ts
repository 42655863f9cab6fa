import { adminOrderParams, fileReply } from '@shop/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error';
import { gstRegisterCsv, monthInIndia } from '../../invoices/gst-register';
import { buildInvoiceDocument } from '../../invoices/invoice-document';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import { renderPackingSlipPdf } from '../../invoices/packing-slip-pdf';
import type { AdminOrderRepository } from '../../repositories/admin-order-repository';

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

/** An invoice or credit note number as a file name: its slashes (UHC/2026/000001) become hyphens. */
const numberedPdf = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

type FoundOrder = NonNullable<Awaited<ReturnType<AdminOrderRepository['find']>>>;

/** One order's PDF as its route makes it: the bytes, the file's name, and what the audit keeps of the download. */
interface OrderPdf {
  pdf: Uint8Array;
  filename: string;
  action: string;
  after: Record<string, unknown>;
}

/** The back office's documents (decision 029): any order's invoice, credit note or packing slip, and the month's GST sales register; each download is audited. */
const taxDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Sends one order's PDF: the order is found (a 404 saying `missing` when it is not), the route makes
   * its document or refuses it, the download is audited, and only then does the file go.
   */
  const sendOrderPdf = async (
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: string,
    missing: string,
    make: (found: FoundOrder) => Promise<OrderPdf>,
  ) => {
    const found = await app.repositories.adminOrders.find(orderId);
    if (!found) throw notFound(missing);
    const { pdf, filename, action, after } = await make(found);
    await app.staffAudit(request, { action, target: found.order.id, after });
    return sendFile(reply, 'application/pdf', filename, pdf);
  };

  /** The order's tax invoice as a PDF, once it has a number. */
  app.get(
    '/orders/:orderId/invoice',
    {
      preHandler: app.requirePermission('orders:read'),
      schema: { params: adminOrderParams, response: { 200: fileReply('application/pdf', 'The tax invoice') } },
    },
    async (request, reply) =>
      sendOrderPdf(request, reply, request.params.orderId, 'Order not found', async ({ order, lines }) => {
        if (!order.invoiceNumber) throw new AppError(409, 'NOT_INVOICED', NOT_INVOICED);
        return {
          pdf: await renderInvoicePdf(buildInvoiceDocument(order, lines)),
          filename: numberedPdf(order.invoiceNumber),
          action: 'invoice.download',
          after: { number: order.invoiceNumber },
        };
      }),
  );

  /** A credit note of the order as a PDF, citing its invoice. */
  app.get(
    '/orders/:orderId/credit-notes/:number',
    {
      preHandler: app.requirePermission('creditNotes:read'),
      schema: { params: creditNoteParams, response: { 200: fileReply('application/pdf', 'The credit note') } },
    },
    async (request, reply) =>
      sendOrderPdf(request, reply, request.params.orderId, CREDIT_NOTE_NOT_FOUND, async ({ order, lines }) => {
        const note = await app.repositories.creditNotes.find(order.id, request.params.number);
        if (!note) throw notFound(CREDIT_NOTE_NOT_FOUND);
        return {
          pdf: await renderInvoicePdf(buildInvoiceDocument(order, lines), note),
          filename: numberedPdf(note.number),
          action: 'creditNote.download',
          after: { number: note.number },
        };
      }),
  );

  /** The order's packing slip as a PDF: ship-to and contents, no prices. */
  app.get(
    '/orders/:orderId/packing-slip',
    {
      preHandler: app.requirePermission('orders:print'),
      schema: { params: adminOrderParams, response: { 200: fileReply('application/pdf', 'The packing slip') } },
    },
    async (request, reply) =>
      sendOrderPdf(request, reply, request.params.orderId, 'Order not found', async ({ order, lines }) => ({
        pdf: await renderPackingSlipPdf(order, lines),
        filename: `packing-slip-${order.id}.pdf`,
        action: 'packingSlip.print',
        after: {},
      })),
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
