import {
  type AdminRating,
  adminRatingListQuery,
  adminRatingListReplySchema,
  adminRatingParams,
  adminRatingReplySchema,
  adminRatingUpdateBody,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { RATINGS_PAGE_SIZE, type StaffRatingRow } from '../../repositories/rating-repository';

const RATING_NOT_FOUND = 'Rating not found';

function ratingView({ rating, productName, shopperName, hiddenByName }: StaffRatingRow): AdminRating {
  return {
    id: rating.id,
    product: { id: rating.productId, name: productName },
    shopper: rating.userId ? { id: rating.userId, name: shopperName ?? '' } : null,
    orderId: rating.orderId,
    stars: rating.rating,
    text: rating.text,
    createdAt: rating.createdAt,
    hidden: rating.hiddenAt ? { at: rating.hiddenAt, reason: rating.hiddenReason ?? '', by: hiddenByName ?? '' } : null,
    version: rating.version,
  };
}

/** Shoppers' ratings for the catalogue desk: read them, hide one with a reason, show it again. */
const adminRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('catalogue:write'));
  const repository = app.repositories.ratings;

  app.get('/ratings', { schema: { querystring: adminRatingListQuery, response: { 200: adminRatingListReplySchema } } }, async (request) => {
    const { hidden, page } = request.query;
    const list = await repository.list({ hidden: hidden === undefined ? undefined : hidden === 'true', page });
    return ok({ ratings: list.rows.map(ratingView), page: list.page, pageSize: RATINGS_PAGE_SIZE, total: list.total });
  });

  /**
   * Hides a rating with the reason, or shows it again, from the version the staff member read: 409
   * with the version there is when a colleague changed it since. The product is counted again.
   */
  app.patch(
    '/ratings/:ratingId',
    { schema: { params: adminRatingParams, body: adminRatingUpdateBody, response: { 200: adminRatingReplySchema } } },
    async (request) => {
      const { ratingId } = request.params;
      const body = request.body;
      const staffId = request.staff?.id;
      if (!staffId) throw new Error('no staff member after requirePermission');
      const reason = body.reason?.trim() || null;
      const result = await repository.setHidden({ ratingId, version: body.version, hidden: body.hidden, reason, staffId });
      if (result.kind === 'not-found') throw notFound(RATING_NOT_FOUND);
      if (result.kind === 'stale')
        throw new AppError(
          409,
          'CHANGED_MEANWHILE',
          'Someone changed this rating after you opened it. Look at it again, then make your change.',
          {},
          { version: result.current.version, hidden: result.current.hiddenAt !== null },
        );
      const { before, after, summary } = result;
      await app.staffAudit(request, {
        action: body.hidden ? 'rating.hide' : 'rating.show',
        target: ratingId,
        ...(reason ? { reason } : {}),
        before: { hidden: before.hiddenAt !== null, hiddenReason: before.hiddenReason, productId: before.productId },
        after: {
          hidden: body.hidden,
          hiddenReason: after.rating.hiddenReason,
          avgRating: summary.avgRating,
          ratingCount: summary.ratingCount,
        },
      });
      return ok({ rating: ratingView(after), product: summary }, body.hidden ? 'Rating hidden' : 'Rating shown again');
    },
  );
};

export default adminRatingRoutes;
