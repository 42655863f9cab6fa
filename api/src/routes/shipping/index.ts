import { shippingParamsSchema, shippingReplySchema } from '@shop/shared/contracts';
import { unitPrice } from '@shop/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { coordinatesOf, WAREHOUSE } from './place-coordinates';
import { quoteShipping, type ShippingQuote } from './shipping-quote';

export const ADDRESS_NOT_FOUND = 'Address not found';

/** The delivery quote of decision 008 under /api/v1/shipping, for a signed-in shopper's saved address. */
const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const schema = { params: shippingParamsSchema, response: { 200: shippingReplySchema } };
  app.post('/shipping/distance/:addressId', { schema }, async (request) => {
    const { addressId } = request.params;
    const address = await app.repositories.orders.findAddress(request.userId, addressId);
    if (!address) throw notFound(ADDRESS_NOT_FOUND);
    // The cart as the order will read it: the same subtotal decides free delivery in both.
    const lines = await app.repositories.cart.list(request.userId);
    const subtotal = lines.reduce((sum, line) => sum + (line.product.isActive ? unitPrice(line.product) * line.quantity : 0), 0);
    return ok((await quoteForAddress(app, address))(subtotal));
  });
};

/**
 * The delivery quote of a saved address, for a cart subtotal in paise; 400 when its state is
 * not one the shop knows. Placing an order learns the subtotal inside its transaction.
 */
export async function quoteForAddress(
  app: FastifyInstance,
  address: { state: string; city: string },
): Promise<(subtotalPaise: number) => ShippingQuote> {
  const [from, to] = await Promise.all([coordinatesOf(WAREHOUSE.state, WAREHOUSE.city), coordinatesOf(address.state, address.city)]);
  if (!from) throw new Error('The warehouse has no coordinates');
  if (!to) throw new AppError(400, 'ADDRESS_NOT_DELIVERABLE', 'We cannot deliver to this address yet');
  return (subtotalPaise) => quoteShipping(from, to, app.config.shipping, subtotalPaise);
}

export default shippingRoutes;
