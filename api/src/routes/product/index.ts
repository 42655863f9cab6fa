import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { productListQuerySchema, quickSearchQuerySchema } from './product-query';

export const PRODUCT_NOT_FOUND = 'Product not found';
/** The home page shows four new arrivals and four best sellers (SPEC §9). */
export const HOME_ROW_SIZE = 4;

interface ProductParams {
  productId: string;
}

const productRoutes: FastifyPluginAsync = async (app) => {
  const repository = app.repositories.products;

  // `total` sits beside `data`, so the list stays where SPEC §7 reads it.
  app.get('/product', async (request) => {
    const query = productListQuerySchema.parse(request.query);
    const { items, total } = await repository.list(query);
    return { ...ok(items), total, page: query.page, limit: query.limit };
  });

  app.get('/product/home/famous', async () => ok(await repository.homeHighlights(HOME_ROW_SIZE)));

  app.get('/product/quick/search', async (request) => {
    const { value, p, l } = quickSearchQuerySchema.parse(request.query);
    return ok(await repository.quickSearch(value, p, l));
  });

  app.get<{ Params: ProductParams }>('/product/:productId', async (request) => {
    const product = await repository.findActive(request.params.productId);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return ok(product);
  });

  app.put<{ Params: ProductParams }>('/product/view/:productId', async (request) => {
    if (!(await repository.recordView(request.params.productId))) throw notFound(PRODUCT_NOT_FOUND);
    return { success: true };
  });
};

export default productRoutes;
