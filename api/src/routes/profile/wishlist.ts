import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { currentUser } from './profile';

export const PRODUCT_NOT_FOUND = 'Product not found.';

const toggleSchema = z.object({
  productId: z.string({ error: 'productId is required.' }).trim().min(1, 'productId is required.'),
});

/** POST profile/wishlist: saves a product, or removes it when it is saved already. */
const wishlistRoutes: FastifyPluginAsync = async (app) => {
  const { wishlist } = app.repositories;

  app.post('/profile/wishlist', { preHandler: app.authenticate }, async (request) => {
    const user = await currentUser(app, request.userId);
    const { productId } = toggleSchema.parse(request.body ?? {});
    const outcome = await wishlist.toggle(user.id, productId);
    if (outcome === 'not-found') throw notFound(PRODUCT_NOT_FOUND);
    const added = outcome === 'added';
    return ok({ added, wishlist: await wishlist.list(user.id) }, added ? 'Added to wishlist' : 'Removed from wishlist');
  });
};

export default wishlistRoutes;
