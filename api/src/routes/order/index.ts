import multipart from '@fastify/multipart';
import {
  cancelOrderBodySchema,
  createOrderBodySchema,
  fileReply,
  orderConflictReplySchema,
  orderCreationReplySchema,
  orderIdReplySchema,
  ordersReplySchema,
  type PaymentTypesReply,
  paymentTypesReplySchema,
  paymentVerificationBodySchema,
  returnPhotoParams,
} from '@shop/shared/contracts';
import { toPaise } from '@shop/shared/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import {
  FREE_PRODUCTS_STOCK_IS_OVER,
  FreeProductsStockIsOverError,
  ORDER_CANCELLED,
  PAYMENT_SUCCESSFUL,
  type PaymentVerification,
  verifyBrowserPayment,
} from '../../orders';
import { offeredPaymentTypes } from '../../payments/provider';
import { applyCapturedPayment, openProviderOrder, refundAfterCancelling } from '../../payments/settlement';
import { ADDRESS_NOT_FOUND, quoteForAddress } from '../shipping';
import { sendStoredImage } from '../uploads/image-files';
import { imageFormBodyLimit, imageFormLimits } from '../uploads/image-form';
import { RETURN_PHOTO_CACHE, RETURN_PHOTO_RULES, returnPhotoShopperUrl, returnPhotosDir } from '../uploads/return-photo-files';
import { orderHistory } from './order-history';
import { orderReply } from './order-reply';
import { requestReturn } from './return-request';

export const ORDER_CREATED = 'Order created successfully!';

const idempotencyKey = z.uuid();

export const ONLINE_PAYMENT_OFF = 'Online payment is not available. Please choose cash on delivery.';

/** Orders under /api/v1/order (decision 008): the payment choices are open to everyone, the rest needs a session. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public, so checkout can draw its choices before anything else; PAYMENT_PROVIDER decides.
  app.get('/order/payment-types', { schema: { response: { 200: paymentTypesReplySchema } } }, async () => {
    const reply: PaymentTypesReply = { paymentTypes: offeredPaymentTypes(app.payments) };
    return ok(reply);
  });

  await app.register(ownOrderRoutes);
};

/** The signed-in shopper's own orders. Multipart is read by the return request only (its photos). */
const ownOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(multipart, imageFormLimits(RETURN_PHOTO_RULES.maxFiles));
  const { orders, returnPhotos } = app.repositories;

  app.get('/order/order-history', { schema: { response: { 200: ordersReplySchema } } }, async (request) => {
    const placed = await orders.history(request.userId);
    const [photos, stars] = await Promise.all([
      returnPhotos.of(placed.map(({ order }) => order.id)),
      app.repositories.ratings.starsOf(
        request.userId,
        placed.flatMap(({ lines }) => lines.map(({ line }) => line.productId)),
      ),
    ]);
    return ok(orderHistory(placed, photos, returnPhotoShopperUrl, stars));
  });

  const placeSchema = {
    body: createOrderBodySchema,
    response: { 201: orderCreationReplySchema, 409: orderConflictReplySchema },
  };
  app.post('/order', { schema: placeSchema }, async (request, reply) => {
    const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
    if (!key.success) throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'An Idempotency-Key header with a uuid is required');
    const { body } = request;
    if (!offeredPaymentTypes(app.payments).includes(body.paymentType)) {
      throw new AppError(400, 'PAYMENT_TYPE_UNAVAILABLE', ONLINE_PAYMENT_OFF);
    }
    const address = await orders.findAddress(request.userId, body.addressId);
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    const quote = await quoteForAddress(app, address);
    try {
      const { order: placed } = await app.orderService.placeOrder({
        userId: request.userId,
        idempotencyKey: key.data,
        addressId: address.id,
        couponCode: body.couponCode?.trim() ? body.couponCode : null,
        freeProductStockIgnore: body.freeProductStockIgnore ?? false,
        shippingPaise: (subtotalPaise) => toPaise(quote(subtotalPaise).finalPrice),
        platformFeePaise: toPaise(app.config.shipping.platformFee),
        ...(body.paymentType === 'razorpay' ? { online: { provider: app.payments.name, holdMinutes: app.config.orderHoldMinutes } } : {}),
      });
      const order = placed.paymentType === 'online' ? await openProviderOrder(app.paymentDeps, placed) : placed;
      return reply.code(201).send(ok(orderReply(order, app.payments.keyId), ORDER_CREATED));
    } catch (error) {
      if (!(error instanceof FreeProductsStockIsOverError)) throw error;
      return reply.code(409).send({
        success: false as const,
        errorCode: 'FREE_PRODUCTS_STOCK_IS_OVER' as const,
        message: FREE_PRODUCTS_STOCK_IS_OVER,
        data: { freeProductsStockIsOver: true as const },
      });
    }
  });

  // The shopper closed the payment window: the stock and coupon go back now, not when the hold runs out.
  // An order placed or confirmed is cancelled: its stock goes back, and a paid one is refunded.
  const cancelSchema = { body: cancelOrderBodySchema, response: { 200: orderIdReplySchema } };
  app.post('/order/cancel', { schema: cancelSchema }, async (request) => {
    const { orderId } = request.body;
    const own = await orders.findOwn(request.userId, orderId);
    if (!own) throw notFound('Order not found');
    if (own.status === 'pending_payment' || (own.status === 'expired' && own.paymentType === 'online')) {
      await app.orderService.releaseHold(own.id);
      return ok({ orderId: own.id }, 'Order placement cancelled');
    }
    const { order } = await app.orderService.transition({
      orderId: own.id,
      to: 'cancelled',
      actor: { kind: 'shopper', userId: request.userId },
    });
    if (order.paidAt) await refundAfterCancelling(app.paymentDeps, order.id);
    return ok({ orderId: own.id }, ORDER_CANCELLED);
  });

  // A delivered order may be returned within the return window, with up to three photos; the
  // warehouse takes it back or refuses with a reason. The body (JSON, or a multipart form with the
  // photos) is read by requestReturn: it has no body schema.
  const returnSchema = { response: { 200: orderIdReplySchema } };
  const bodyLimit = imageFormBodyLimit(RETURN_PHOTO_RULES.maxFiles);
  app.post('/order/return', { bodyLimit, schema: returnSchema }, async (request) => {
    const { orderId, message } = await requestReturn(app, request);
    return ok({ orderId }, message);
  });

  // A return photo, to the shopper who sent it only; its name is random and no call lists the folder.
  const photoSchema = { params: returnPhotoParams, response: { 200: fileReply('image/*', 'A photo sent with a return request') } };
  app.get('/order/return-photos/:orderId/:file', { schema: photoSchema }, async (request, reply) => {
    const { orderId, file } = request.params;
    const own = await orders.findOwn(request.userId, orderId);
    const photo = own ? await returnPhotos.find(own.id, file) : undefined;
    if (!photo) throw notFound('File not found.');
    return sendStoredImage(reply, returnPhotosDir(app.config.dataDir), photo.fileName, RETURN_PHOTO_CACHE);
  });

  const verifySchema = { body: paymentVerificationBodySchema, response: { 200: orderIdReplySchema } };
  // What verifying needs from the orders and from the payment side, handed in once.
  const verification: PaymentVerification = {
    findOwn: (userId, orderId) => orders.findOwn(userId, orderId),
    isGenuine: (providerOrderId, paymentId, signature) => app.paymentDeps.provider.verifyPayment(providerOrderId, paymentId, signature),
    applyCaptured: (payment) => applyCapturedPayment(app.paymentDeps, payment),
  };
  app.post('/order/verify', { schema: verifySchema }, async (request) => {
    const { body } = request;
    const orderId = await verifyBrowserPayment(verification, {
      userId: request.userId,
      orderId: body.orderId,
      providerOrderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    return ok({ orderId }, PAYMENT_SUCCESSFUL);
  });
};

export default orderRoutes;
