import { wishlistToggleBodySchema, wishlistToggleReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';

export const PRODUCT_NOT_FOUND = 'Product not found.';

/** POST profile/wishlist: saves a product, or removes it when it is saved already. */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wishlist } = app.repositories;

  const schema = { body: wishlistToggleBodySchema, response: { 200: wishlistToggleReplySchema } };
  app.post('/profile/wishlist', { schema }, async (request) => {
    const { user } = request;
    const { productId } = request.body;
    const outcome = await wishlist.toggle(user.id, productId);
    if (outcome === 'not-found') throw notFound(PRODUCT_NOT_FOUND);
    const added = outcome === 'added';
    return ok({ added, wishlist: await wishlist.list(user.id) }, added ? 'Added to wishlist' : 'Removed from wishlist');
  });
};

export default wishlistRoutes;
