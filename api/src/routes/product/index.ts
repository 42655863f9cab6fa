import {
  homeHighlightsReplySchema,
  LATEST_RATINGS,
  productListQuerySchema,
  productListReplySchema,
  productPageReplySchema,
  productParamsSchema,
  productReplySchema,
  quickSearchQuerySchema,
  viewRecordedReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { isUuid, normaliseSearchText } from '../../repositories/product-repository';
import productRatingRoutes from './ratings';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** The home page shows four new arrivals and four best sellers. */
export const HOME_ROW_SIZE = 4;
/** What one id of a kept search ranking costs in memory, roughly: a 36-character string. */
const RANKED_ID_BYTES = 40;

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.repositories.products;
  const cache = app.catalogueCache;

  // `total` sits beside `data`, so the list stays where shop pages read it. First pages are the hot
  // ones; every page of one filter shares its total.
  app.get('/product', { schema: { querystring: productListQuerySchema, response: { 200: productPageReplySchema } } }, (request, reply) => {
    const query = request.query;
    const { page, limit, sort, ...filter } = query;
    return reply.sendCatalogue(page === 0 ? `list:${JSON.stringify(query)}` : null, async () => {
      const [items, total] = await Promise.all([
        repository.page(query),
        cache.read(`count:${JSON.stringify(filter)}`, () => repository.count(filter)),
      ]);
      return { ...ok(items), total, page, limit };
    });
  });

  app.get('/product/home/famous', { schema: { response: { 200: homeHighlightsReplySchema } } }, (_request, reply) =>
    reply.sendCatalogue('home', async () => ok(await repository.homeHighlights(HOME_ROW_SIZE))),
  );

  // The whole ranking of a text is kept, so scrolling to the next page reads only its 12 products.
  const searchSchema = { querystring: quickSearchQuerySchema, response: { 200: productListReplySchema } };
  app.get('/product/quick/search', { schema: searchSchema }, (request, reply) => {
    const { value, p, l } = request.query;
    const text = normaliseSearchText(value);
    return reply.sendCatalogue(p === 0 ? `search:${l}:${text}` : null, async () => {
      const ranking = await cache.read(
        `ranking:${text}`,
        () => repository.searchRanking(text),
        (ids) => ids.length * RANKED_ID_BYTES,
      );
      return ok(await repository.activeInOrder(ranking.slice(p * l, (p + 1) * l)));
    });
  });

  app.get('/product/:productId', { schema: { params: productParamsSchema, response: { 200: productReplySchema } } }, (request, reply) => {
    const { productId } = request.params;
    return reply.sendCatalogue(isUuid(productId) ? `product:${productId.toLowerCase()}` : null, async () => {
      const product = await repository.findActive(productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      // The latest visible ratings of verified buyers; a new or hidden one announces a catalogue change.
      const latest = await app.repositories.ratings.latestVisible(product._id, LATEST_RATINGS);
      const ratings = latest.map((rating) => ({
        _id: rating.id,
        rating: rating.stars,
        ...(rating.text ? { review: rating.text } : {}),
        ...(rating.shopperName ? { shopperName: rating.shopperName } : {}),
        createdAt: rating.createdAt,
      }));
      return ok({ ...product, ratings });
    });
  });

  const viewSchema = { params: productParamsSchema, response: { 200: viewRecordedReplySchema } };
  app.put('/product/view/:productId', { schema: viewSchema }, async (request) => {
    if (!(await repository.recordView(request.params.productId))) throw notFound(PRODUCT_NOT_FOUND);
    return { success: true as const };
  });

  // Open to everyone above; rating a product needs a signed-in buyer, checked inside its own plugin.
  await app.register(productRatingRoutes);
};

export default productRoutes;
