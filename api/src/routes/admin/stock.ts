import {
  lowStockReplySchema,
  productParamsSchema,
  stockHistoryReplySchema,
  stockMovementBody,
  stockMovementReplySchema,
  stockSearchQuery,
  stockSearchReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StockMovement } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';

const PRODUCT_NOT_FOUND = 'Product not found';
const HISTORY_ROWS = 100;

function movementView(movement: StockMovement, by: string | null) {
  const { id, change, reason, stockAfter, createdAt, orderId, note } = movement;
  return { id, change, reason, stockAfter, at: createdAt, by, orderId, note };
}

/**
 * Stock as the warehouse and the catalogue keep it: every change is a movement with its reason and
 * who made it, written with the change itself, and no change takes the stock below zero.
 */
const adminStockRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('stock:write'));
  const stock = app.repositories.stock;

  app.get(
    '/products/:productId/stock-movements',
    { schema: { params: productParamsSchema, response: { 200: stockHistoryReplySchema } } },
    async (request) => {
      const { productId } = request.params;
      const history = await stock.history(productId, HISTORY_ROWS);
      if (!history) throw notFound(PRODUCT_NOT_FOUND);
      const { movements, ...product } = history;
      return ok({ productId, ...product, movements: movements.map((row) => movementView(row.movement, row.staffName)) });
    },
  );

  /** Units received, a corrected count or damage written off: 409 with the stock there is when it would go below zero. */
  app.post(
    '/products/:productId/stock-movements',
    {
      schema: { params: productParamsSchema, body: stockMovementBody, response: { 201: stockMovementReplySchema } },
    },
    async (request, reply) => {
      const { productId } = request.params;
      const { change, reason, note } = request.body;
      const member = request.staff;
      if (!member) throw new Error('no staff member after requirePermission');
      const result = await stock.adjust({ productId, change, reason, note, staffId: member.id });
      if (result.kind === 'no-product') throw notFound(PRODUCT_NOT_FOUND);
      if (result.kind === 'below-zero')
        throw new AppError(
          409,
          'STOCK_BELOW_ZERO',
          `Only ${result.stock} in stock: this change would take it below zero.`,
          {},
          {
            stock: result.stock,
          },
        );
      const { movement } = result;
      await app.staffAudit(request, {
        action: 'stock.move',
        target: productId,
        before: { stock: movement.stockAfter - change },
        after: { stock: movement.stockAfter, change, reason, ...(note ? { note } : {}) },
        reason: note,
      });
      return reply.code(201).send(ok({ stock: movement.stockAfter, movement: movementView(movement, member.name) }, 'Stock updated'));
    },
  );

  app.get('/stock', { schema: { querystring: stockSearchQuery, response: { 200: stockSearchReplySchema } } }, async (request) =>
    ok({ products: await stock.find(request.query.q) }),
  );

  app.get('/low-stock', { schema: { response: { 200: lowStockReplySchema } } }, async () => ok({ products: await stock.low() }));
};

export default adminStockRoutes;
