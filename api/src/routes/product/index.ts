import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { isUuid, normaliseSearchText } from '../../repositories/product-repository';
import { productListQuerySchema, quickSearchQuerySchema } from './product-query';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** The home page shows four new arrivals and four best sellers (SPEC §9). */
export const HOME_ROW_SIZE = 4;
/** What one id of a kept search ranking costs in memory, roughly: a 36-character string. */
const RANKED_ID_BYTES = 40;

interface ProductParams {
  productId: string;
}

const productRoutes: FastifyPluginAsync = async (app) => {
  const repository = app.repositories.products;
  const cache = app.catalogueCache;

  // `total` sits beside `data`, so the list stays where SPEC §7 reads it. First pages are the hot
  // ones; every page of one filter shares its total.
  app.get('/product', (request, reply) => {
    const query = productListQuerySchema.parse(request.query);
    const { page, limit, sort, ...filter } = query;
    return reply.sendCatalogue(page === 0 ? `list:${JSON.stringify(query)}` : null, async () => {
      const [items, total] = await Promise.all([
        repository.page(query),
        cache.read(`count:${JSON.stringify(filter)}`, () => repository.count(filter)),
      ]);
      return { ...ok(items), total, page, limit };
    });
  });

  app.get('/product/home/famous', (_request, reply) =>
    reply.sendCatalogue('home', async () => ok(await repository.homeHighlights(HOME_ROW_SIZE))),
  );

  // The whole ranking of a text is kept, so scrolling to the next page reads only its 12 products.
  app.get('/product/quick/search', (request, reply) => {
    const { value, p, l } = quickSearchQuerySchema.parse(request.query);
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

  app.get<{ Params: ProductParams }>('/product/:productId', (request, reply) => {
    const { productId } = request.params;
    return reply.sendCatalogue(isUuid(productId) ? `product:${productId.toLowerCase()}` : null, async () => {
      const product = await repository.findActive(productId);
      if (!product) throw notFound(PRODUCT_NOT_FOUND);
      return ok(product);
    });
  });

  app.put<{ Params: ProductParams }>('/product/view/:productId', async (request) => {
    if (!(await repository.recordView(request.params.productId))) throw notFound(PRODUCT_NOT_FOUND);
    return { success: true };
  });
};

export default productRoutes;
