import { couponParamsSchema, couponQuoteReplySchema, offersReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { toOfferView } from '../../repositories/coupon-repository';
import { COUPON_APPLIED, quoteCouponForCart } from './coupon-quote';

/** Offers and coupon quotes under /api/v1/coupon (decision 007), for a signed-in shopper only. */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const { coupons } = app.repositories;

  app.get('/coupon/active/all', { schema: { response: { 200: offersReplySchema } } }, async (request) => {
    const { user } = request;
    const offers = (await coupons.listActive()).map((coupon) => toOfferView(coupon, user.accountType));
    // A shopper's own offers first (the sort is stable, so each group stays oldest first).
    return ok(offers.sort((a, b) => Number(b.forYou) - Number(a.forYou)));
  });

  const quoteSchema = { params: couponParamsSchema, response: { 200: couponQuoteReplySchema } };
  app.get('/coupon/:code', { schema: quoteSchema }, async (request) => {
    const { user } = request;
    const { code } = request.params;
    return ok(await quoteCouponForCart(app, user, code), COUPON_APPLIED);
  });
};

export default couponRoutes;
