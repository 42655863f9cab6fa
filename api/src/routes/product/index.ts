import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { isUuid, normaliseSearchText } from '../../repositories/product-repository';
import { productListQuerySchema, quickSearchQuerySchema } from './product-query';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** The home page shows four new arrivals and four best sellers (SPEC §9). */
export const HOME_ROW_SIZE = 4;

interface ProductParams {
  productId: string;
}

const productRoutes: FastifyPluginAsync = async (app) => {
  const repository = app.repositories.products;

  // `total` sits beside `data`, so the list stays where SPEC §7 reads it. First pages are the hot ones.
  app.get('/product', (request, reply) => {
    const query = productListQuerySchema.parse(request.query);
    return reply.sendCatalogue(query.page === 0 ? `list:${JSON.stringify(query)}` : null, async () => {
      const { items, total } = await repository.list(query);
      return { ...ok(items), total, page: query.page, limit: query.limit };
    });
  });

  app.get('/product/home/famous', (_request, reply) =>
    reply.sendCatalogue('home', async () => ok(await repository.homeHighlights(HOME_ROW_SIZE))),
  );

  app.get('/product/quick/search', (request, reply) => {
    const { value, p, l } = quickSearchQuerySchema.parse(request.query);
    const key = p === 0 ? `search:${l}:${normaliseSearchText(value)}` : null;
    return reply.sendCatalogue(key, async () => ok(await repository.quickSearch(value, p, l)));
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
