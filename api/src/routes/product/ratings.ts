import { rateProductBodySchema, rateProductReplySchema, ratingProductParams } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';

export const RATING_MESSAGES = {
  noProduct: 'Product not found',
  noOrder: 'We could not find that order among yours.',
  notDelivered: 'You can rate a product once its order has been delivered.',
  notInOrder: 'That product is not in this order.',
  alreadyRated: 'You have already rated this product.',
  rated: 'Thank you for rating this product.',
} as const;

/**
 * A verified buyer's rating: the order must be theirs, have reached them and hold the product; a
 * product is rated once per shopper. The reply carries the product's new average and count.
 */
const productRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  const schema = { params: ratingProductParams, body: rateProductBodySchema, response: { 201: rateProductReplySchema } };
  app.post('/product/:productId/ratings', { schema }, async (request, reply) => {
    const { productId } = request.params;
    const { orderId, stars, text } = request.body;
    const result = await app.repositories.ratings.rate({ userId: request.userId, productId, orderId, stars, text: text ?? null });
    switch (result.kind) {
      case 'no-product':
        throw notFound(RATING_MESSAGES.noProduct);
      case 'no-order':
        throw notFound(RATING_MESSAGES.noOrder);
      case 'not-delivered':
        throw new AppError(409, 'ORDER_NOT_DELIVERED', RATING_MESSAGES.notDelivered, {}, { status: result.status });
      case 'not-in-order':
        throw new AppError(400, 'PRODUCT_NOT_IN_ORDER', RATING_MESSAGES.notInOrder);
      case 'already-rated':
        throw new AppError(409, 'ALREADY_RATED', RATING_MESSAGES.alreadyRated);
    }
    const { rating, summary } = result;
    return reply.code(201).send(
      ok(
        {
          rating: {
            _id: rating.id,
            productId: rating.productId,
            orderId,
            stars: rating.rating,
            text: rating.text,
            createdAt: rating.createdAt,
          },
          product: summary,
        },
        RATING_MESSAGES.rated,
      ),
    );
  });
};

export default productRatingRoutes;
