import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { toOfferView } from '../../repositories/coupon-repository';
import { currentUser } from '../profile/profile';
import { COUPON_APPLIED, quoteCouponForCart } from './coupon-quote';

const codeParams = z.object({ code: z.string() });

/** Offers and coupon quotes under /api/v1/coupon (decision 007). */
const couponRoutes: FastifyPluginAsync = async (app) => {
  const { coupons } = app.repositories;

  app.get('/coupon/active/all', { preHandler: app.authenticate }, async (request) => {
    const user = await currentUser(app, request.userId);
    const offers = (await coupons.listActive()).map((coupon) => toOfferView(coupon, user.accountType));
    // A shopper's own offers first (the sort is stable, so each group stays oldest first).
    return ok(offers.sort((a, b) => Number(b.forYou) - Number(a.forYou)));
  });

  app.get('/coupon/:code', { preHandler: app.authenticate }, async (request) => {
    const user = await currentUser(app, request.userId);
    const { code } = codeParams.parse(request.params);
    return ok(await quoteCouponForCart(app, user, code), COUPON_APPLIED);
  });
};

export default couponRoutes;
