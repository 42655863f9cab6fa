import {
  addToCartBodySchema,
  addToCartReplySchema,
  cartConflictReplySchema,
  cartLineParamsSchema,
  cartQuantityBodySchema,
  cartReplySchema,
  clearCartReplySchema,
  idReplySchema,
  QUANTITY_BELOW_ONE,
  updateCartReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { readQuantityChange } from './cart-body';

export const PRODUCT_NOT_FOUND = 'Product not found.';
export const LINE_NOT_FOUND = 'This product is not in your cart.';
export const ADDED = 'Product added to cart successfully!';
export const OUT_OF_STOCK = 'This product is currently out of stock';
export const QUANTITY_UPDATED = 'Quantity updated successfully';
export const REMOVED = 'Product removed from cart';
export const CLEARED = 'Cart cleared successfully';

/** The signed-in shopper's cart under /api/v1/cart (decision 007): every route here needs a session. */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const { cart } = app.repositories;

  app.get('/cart', { schema: { response: { 200: cartReplySchema } } }, async (request) => {
    // Free products arrive only with a coupon quote; the cart itself holds none.
    return ok({ cart: await cart.list(request.user.id), freeProducts: [], freeDeliveryAbove: app.config.shipping.freeAbove });
  });

  const addSchema = { body: addToCartBodySchema, response: { 201: addToCartReplySchema } };
  app.post('/cart', { schema: addSchema }, async (request, reply) => {
    const { productId, quantity } = request.body;
    const outcome = await cart.add(request.user.id, productId, quantity);
    if (outcome.kind === 'not-found') throw notFound(PRODUCT_NOT_FOUND);
    if (outcome.kind === 'out-of-stock') throw new AppError(409, 'OUT_OF_STOCK', OUT_OF_STOCK);
    if (outcome.kind === 'stock-limit') {
      throw new AppError(409, 'STOCK_LIMIT', `You can only add ${outcome.canAdd} more of this product (only ${outcome.stock} in stock).`);
    }
    reply.code(201);
    return ok({ message: ADDED, cart: outcome.line, _id: outcome.line._id }, ADDED);
  });

  const updateSchema = {
    params: cartLineParamsSchema,
    body: cartQuantityBodySchema,
    response: { 200: updateCartReplySchema, 409: cartConflictReplySchema },
  };
  app.put('/cart/:cartId', { schema: updateSchema }, async (request, reply) => {
    const { cartId } = request.params;
    const change = readQuantityChange(request.body);
    const outcome = await cart.update(request.user.id, cartId, change);
    if (outcome.kind === 'not-found') throw notFound(LINE_NOT_FOUND);
    if (outcome.kind === 'below-one') throw new AppError(400, 'VALIDATION_ERROR', QUANTITY_BELOW_ONE);
    if (outcome.kind === 'stock-limit') {
      // A refusal that still says what the line now holds, so the page can show it.
      return reply.code(409).send({
        success: false as const,
        errorCode: 'STOCK_LIMIT' as const,
        message: `Only ${outcome.stock} in stock.`,
        data: { cartUpdated: outcome.cartUpdated, cart: outcome.line },
      });
    }
    return ok({ success: true, message: QUANTITY_UPDATED, cartUpdated: true, cart: outcome.line }, QUANTITY_UPDATED);
  });

  const removeSchema = { params: cartLineParamsSchema, response: { 200: idReplySchema } };
  app.delete('/cart/:cartId', { schema: removeSchema }, async (request) => {
    const { cartId } = request.params;
    if (!(await cart.remove(request.user.id, cartId))) throw notFound(LINE_NOT_FOUND);
    return ok({ _id: cartId }, REMOVED);
  });

  app.post('/cart/clear', { schema: { response: { 200: clearCartReplySchema } } }, async (request) => {
    await cart.clear(request.user.id);
    return ok({ cart: [] }, CLEARED);
  });
};

export default cartRoutes;
