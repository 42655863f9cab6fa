import {
  type AdminOrder,
  adminOrderListQuery,
  adminOrderListReplySchema,
  adminOrderParams,
  adminOrderReplySchema,
  adminRefundBody,
  fileReply,
  orderNoteBody,
  orderTransitionBody,
  pickListReplySchema,
  returnPhotoParams,
} from '@shop/shared/contracts';
import { formatINR, shortOrderId } from '@shop/shared/format';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { ORDER_NOT_FOUND, type OrderActor, paidPaiseOf } from '../../orders';
import { ordersCsv } from '../../orders/order-csv';
import { orderTracking } from '../../orders/order-tracking';
import { movesFrom } from '../../orders/transitions';
import { refundAfterCancelling, requestRefund } from '../../payments/settlement';
import { ADMIN_ORDERS_PAGE_SIZE, type AdminOrderRepository } from '../../repositories/admin-order-repository';
import { roleAllows } from '../../staff/roles';
import { sendStoredImage } from '../uploads/image-files';
import { RETURN_PHOTO_CACHE, returnPhotoStaffUrl, returnPhotosDir } from '../uploads/return-photo-files';

/** The short number an order goes by, the one its shopper reads on the orders page. */
const orderNumber = shortOrderId;

/** The most orders one export holds. */
const ORDERS_EXPORT_LIMIT = 10_000;

function staffActor(request: FastifyRequest): OrderActor & { kind: 'staff' } {
  const { staff } = request;
  if (!staff) throw new Error('no staff member after requirePermission');
  return { kind: 'staff', staffId: staff.id, role: staff.role };
}

type ListedOrder = Awaited<ReturnType<AdminOrderRepository['list']>>['rows'][number];

/** One order as the list shows it. */
function listRow({ order, phone, items }: ListedOrder) {
  return {
    id: order.id,
    number: orderNumber(order.id),
    createdAt: order.createdAt,
    status: order.status,
    buyerName: order.buyerName,
    phone,
    city: order.city,
    pinCode: order.pinCode,
    paymentType: order.paymentType,
    totalAmount: Number(order.totalAmount),
    items: items ?? 0,
  };
}

/** One order as its page shows it: the list's row, then the rest a desk needs to act on it. */
async function orderView(app: FastifyInstance, request: FastifyRequest, orderId: string): Promise<AdminOrder> {
  const found = await app.repositories.adminOrders.find(orderId);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  const { order, lines, events } = found;
  const actor = staffActor(request);
  const [refunds, creditNote, notes, photos] = await Promise.all([
    app.repositories.refunds.of([order.id]),
    app.repositories.creditNotes.ofOrder(order.id),
    app.repositories.orderNotes.ofOrder(order.id),
    app.repositories.returnPhotos.of([order.id]),
  ]);
  const committed = refunds.filter((refund) => refund.state !== 'failed').reduce((sum, refund) => sum + refund.amountPaise, 0);
  return {
    ...listRow({ order, phone: found.phone, items: lines.reduce((sum, line) => sum + line.quantity, 0) }),
    email: found.email,
    address: {
      houseNumber: order.houseNumber,
      societyName: order.societyName,
      street: order.street,
      city: order.city,
      state: order.state,
      pinCode: order.pinCode,
    },
    lines: lines.map((line) => ({
      productName: line.productName,
      selectedWeight: line.selectedWeight,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      price: Number(line.price),
      isFree: line.isFree,
    })),
    charges: {
      subtotal: Number(order.subtotal),
      discount: Number(order.discount),
      gst: Number(order.gst),
      shipping: Number(order.shipping),
      platformFee: Number(order.platformFee),
    },
    couponCode: order.couponCode,
    invoiceNumber: order.invoiceNumber,
    creditNoteNumber: creditNote?.number ?? null,
    tracking: orderTracking(order),
    // The warehouse works without the payment details.
    payment: roleAllows(actor.role, 'payments:read')
      ? { provider: order.provider, paymentId: order.paymentId, paidAt: order.paidAt, refunded: order.refunded }
      : null,
    events: events.map(({ event, staffName }) => ({
      from: event.fromStatus,
      to: event.toStatus,
      at: event.at,
      by: event.actorKind === 'staff' ? (staffName ?? 'Staff') : event.actorKind === 'shopper' ? 'Shopper' : 'Shop',
      reason: event.reason,
      data: event.data,
    })),
    notes: notes.map(({ note, staffName }) => ({ id: note.id, text: note.text, at: note.at, by: staffName })),
    refunds: refunds.map((refund) => ({
      amount: refund.amountPaise / 100,
      status: refund.state,
      at: refund.createdAt,
      reason: refund.reason,
      providerRefundId: refund.providerRefundId,
    })),
    returnPhotos: photos.map((photo) => ({ url: returnPhotoStaffUrl(order.id, photo.fileName), at: photo.createdAt })),
    refundable: Math.max(0, paidPaiseOf(order) - committed) / 100,
    moves: movesFrom(order.status, actor),
  };
}

type ConfirmedLine = Awaited<ReturnType<AdminOrderRepository['confirmedLines']>>[number];

/** The confirmed orders' lines added up per product and pack, in name order, each naming its orders. */
function pickListOf(rows: ConfirmedLine[]) {
  const lines = new Map<string, { productName: string; selectedWeight: string; quantity: number; orderNumbers: string[] }>();
  for (const row of rows) {
    const key = `${row.productName}\u0000${row.selectedWeight}`;
    const line = lines.get(key) ?? { productName: row.productName, selectedWeight: row.selectedWeight, quantity: 0, orderNumbers: [] };
    line.quantity += row.quantity;
    const number = orderNumber(row.orderId);
    if (!line.orderNumbers.includes(number)) line.orderNumbers.push(number);
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.productName.localeCompare(b.productName) || a.selectedWeight.localeCompare(b.selectedWeight));
}

/** The back office's order reads: the list, its file, the pick list, one order and its return photos. */
const orderReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.requirePermission('orders:read');

  app.get(
    '/orders',
    { preHandler: reads, schema: { querystring: adminOrderListQuery, response: { 200: adminOrderListReplySchema } } },
    async (request) => {
      const { rows, page, total } = await app.repositories.adminOrders.list(request.query);
      return ok({
        orders: rows.map(listRow),
        page,
        pageSize: ADMIN_ORDERS_PAGE_SIZE,
        total,
      });
    },
  );

  /** The orders the list's filters find, all of them (up to 10 000), as a CSV file for a spreadsheet. */
  app.get(
    '/orders/export',
    {
      preHandler: reads,
      schema: { querystring: adminOrderListQuery, response: { 200: fileReply('text/csv', 'The orders, one per row, with a header row') } },
    },
    async (request, reply) => {
      const { rows } = await app.repositories.adminOrders.list({ ...request.query, page: 1 }, ORDERS_EXPORT_LIMIT);
      const csv = ordersCsv(rows.map((row) => ({ ...row, number: orderNumber(row.order.id) })));
      const day = new Date().toISOString().slice(0, 10);
      await app.staffAudit(request, { action: 'orders.export', target: 'orders', after: { rows: rows.length, filters: request.query } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  /** The confirmed orders' lines added up per product and pack, for the warehouse's round of the shelves. */
  app.get(
    '/orders/pick-list',
    { preHandler: app.requirePermission('orders:print'), schema: { response: { 200: pickListReplySchema } } },
    async () => {
      const rows = await app.repositories.adminOrders.confirmedLines();
      const picked = pickListOf(rows);
      return ok({ orders: new Set(rows.map((row) => row.orderId)).size, lines: picked });
    },
  );

  app.get(
    '/orders/:orderId',
    { preHandler: reads, schema: { params: adminOrderParams, response: { 200: adminOrderReplySchema } } },
    async (request) => ok(await orderView(app, request, request.params.orderId)),
  );

  /** A photo the shopper sent with a return request, to staff who read orders, from the back office's origin. */
  app.get(
    '/orders/:orderId/return-photos/:file',
    {
      preHandler: reads,
      schema: { params: returnPhotoParams, response: { 200: fileReply('image/*', 'A photo sent with a return request') } },
    },
    async (request, reply) => {
      const photo = await app.repositories.returnPhotos.find(request.params.orderId, request.params.file);
      if (!photo) throw notFound('File not found.');
      return sendStoredImage(reply, returnPhotosDir(app.config.dataDir), photo.fileName, RETURN_PHOTO_CACHE);
    },
  );
};

/** What staff do to an order: move it a step, add a note, give money back. Each answers the order as it now stands. */
const orderCommandRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = app.requirePermission('orders:read');

  /**
   * Moves an order one step: 409 with the current state for a move not from where it is (or lost
   * to a colleague's move at the same moment), 403 — recorded in the audit — for a move the role
   * does not hold. Answers the order as it now stands.
   */
  app.post(
    '/orders/:orderId/transitions',
    { preHandler: reads, schema: { params: adminOrderParams, body: orderTransitionBody, response: { 200: adminOrderReplySchema } } },
    async (request) => {
      const { orderId } = request.params;
      const { to, reason, courier, trackingNumber } = request.body;
      const actor = staffActor(request);
      try {
        const { order, from } = await app.orderService.transition({ orderId, to, actor, reason, courier, trackingNumber });
        await app.staffAudit(request, {
          action: `order.${to}`,
          target: order.id,
          before: { status: from.status },
          after: { status: order.status, ...(courier ? { courier, trackingNumber } : {}) },
          ...(reason ? { reason } : {}),
        });
        if (to === 'cancelled' && order.paidAt) await refundAfterCancelling(app.paymentDeps, order.id);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 403) {
          await app.staffAudit(request, { action: `order.${to}`, target: orderId, ...(reason ? { reason } : {}), outcome: 'refused' });
        }
        throw error;
      }
      return ok(await orderView(app, request, orderId), `Order moved to ${to.replaceAll('_', ' ')}`);
    },
  );

  /**
   * A staff note in the order's history (a call with the buyer, a promise made): it moves nothing
   * and the shopper never sees it. Answers the order as it now stands.
   */
  app.post(
    '/orders/:orderId/notes',
    {
      preHandler: app.requirePermission('orders:note'),
      schema: { params: adminOrderParams, body: orderNoteBody, response: { 201: adminOrderReplySchema } },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const order = await app.repositories.orders.findById(orderId);
      if (!order) throw notFound(ORDER_NOT_FOUND);
      const note = await app.repositories.orderNotes.add({
        orderId: order.id,
        staffId: staffActor(request).staffId,
        text: request.body.text,
      });
      await app.staffAudit(request, { action: 'order.note', target: order.id, after: { noteId: note.id, text: note.text } });
      return reply.code(201).send(ok(await orderView(app, request, order.id), 'Note added'));
    },
  );

  /**
   * Gives money back on an order, partly or in full (rupees; what is left when absent), with a
   * reason: 400 past what was paid, 409 for an order that took no money, 502 when the provider
   * refuses (nothing counted; ask again). Answers the order as it now stands.
   */
  app.post(
    '/orders/:orderId/refunds',
    {
      preHandler: app.requirePermission('refunds:create'),
      schema: { params: adminOrderParams, body: adminRefundBody, response: { 200: adminOrderReplySchema } },
    },
    async (request) => {
      const { orderId } = request.params;
      const { amount, reason } = request.body;
      const actor = staffActor(request);
      const before = await app.repositories.orders.findById(orderId);
      if (!before) throw notFound(ORDER_NOT_FOUND);
      const { refund } = await requestRefund(app.paymentDeps, {
        orderId,
        amountPaise: amount === undefined ? undefined : Math.round(amount * 100),
        reason,
        by: { kind: 'staff', id: actor.staffId },
      });
      if (!refund) throw new AppError(409, 'ALREADY_REFUNDED', 'This order is refunded in full already.');
      await app.staffAudit(request, {
        action: 'order.refund',
        target: orderId,
        before: { refunded: before.refunded },
        after: { amount: refund.amountPaise / 100, state: refund.state },
        reason,
      });
      const rupees = formatINR(refund.amountPaise / 100);
      const message =
        refund.state === 'pending'
          ? `Refund of ${rupees} sent to the payment provider; it shows as processed once the provider confirms it`
          : `Refund of ${rupees} ${refund.state}`;
      return ok(await orderView(app, request, orderId), message);
    },
  );
};

/** The back office's orders: the list, one order, and its moves (decision 027). */
const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderReadRoutes);
  await app.register(orderCommandRoutes);
};

export default adminOrderRoutes;
