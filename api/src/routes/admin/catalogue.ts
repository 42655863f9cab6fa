import multipart from '@fastify/multipart';
import {
  bannerBody,
  bannerChangeBody,
  bannerImageReplySchema,
  bannerParams,
  categoryBody,
  categoryChangeBody,
  categoryParams,
  couponAdminParams,
  couponBody,
  couponChangeBody,
  staffBannerReplySchema,
  staffBannersReplySchema,
  staffCategoriesReplySchema,
  staffCategoryReplySchema,
  staffCouponReplySchema,
  staffCouponsReplySchema,
} from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { type CouponWrite, toStaffCoupon } from '../../repositories/coupon-repository';
import { saveBannerPicture } from '../uploads/banner-files';
import { type ImageFormRules, imageFormBodyLimit, imageFormLimits, readImageForm } from '../uploads/image-form';
import { changedMeanwhile } from './changed-meanwhile';

const CATEGORY_NOT_FOUND = 'Category not found';
const BANNER_NOT_FOUND = 'Slide not found';
const NAME_TAKEN = 'Another category already has this name.';
const COUPON_NOT_FOUND = 'Coupon not found';
const CODE_TAKEN = 'Another coupon already has this code.';

const BANNER_IMAGE_RULES: ImageFormRules = {
  fileField: 'image',
  maxFiles: 1,
  messages: {
    tooLarge: () => 'Choose a picture of at most 2 MB.',
    notAnImage: () => 'Choose a JPEG, PNG or WebP picture.',
    tooMany: 'Choose one picture.',
  },
};

/**
 * The categories and the home page's slides, as Catalogue & marketing keep them. Every write is
 * audited with the row before and after; the database announces it to every API process, which
 * forget their catalogue replies, so the shop's pages show it at their next read.
 */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('catalogue:write'));
  const { categories, banners, coupons } = app.repositories;
  await app.register(multipart, imageFormLimits(BANNER_IMAGE_RULES.maxFiles));

  app.get('/categories', { schema: { response: { 200: staffCategoriesReplySchema } } }, async () =>
    ok({ categories: await categories.listForStaff() }),
  );

  app.post('/categories', { schema: { body: categoryBody, response: { 201: staffCategoryReplySchema } } }, async (request, reply) => {
    const result = await categories.create(request.body);
    if (result.kind === 'name-taken') throw new AppError(409, 'NAME_TAKEN', NAME_TAKEN);
    if (result.kind !== 'written') throw new Error(`category not created: ${result.kind}`);
    await app.staffAudit(request, { action: 'category.create', target: result.category.id, after: result.category });
    return reply.code(201).send(ok({ category: { ...result.category, productCount: 0 } }, 'Category added'));
  });

  app.patch(
    '/categories/:categoryId',
    {
      schema: { params: categoryParams, body: categoryChangeBody, response: { 200: staffCategoryReplySchema } },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      const { categoryId } = request.params;
      const result = await categories.update(categoryId, version, fields);
      if (result.kind === 'not-found') throw notFound(CATEGORY_NOT_FOUND);
      if (result.kind === 'name-taken') throw new AppError(409, 'NAME_TAKEN', NAME_TAKEN);
      if (result.kind === 'changed') throw changedMeanwhile('category', result.current);
      await app.staffAudit(request, { action: 'category.update', target: categoryId, before: result.before, after: result.category });
      const listed = await categories.oneForStaff(categoryId);
      return ok({ category: listed ?? { ...result.category, productCount: 0 } }, 'Category saved');
    },
  );

  app.get('/banners', { schema: { response: { 200: staffBannersReplySchema } } }, async () =>
    ok({ banners: await banners.listForStaff() }),
  );

  app.get('/banners/:bannerId', { schema: { params: bannerParams, response: { 200: staffBannerReplySchema } } }, async (request) => {
    const banner = await banners.byId(request.params.bannerId);
    if (!banner) throw notFound(BANNER_NOT_FOUND);
    return ok({ banner });
  });

  app.post('/banners', { schema: { body: bannerBody, response: { 201: staffBannerReplySchema } } }, async (request, reply) => {
    const banner = await banners.create(request.body);
    await app.staffAudit(request, { action: 'banner.create', target: banner.id, after: banner });
    return reply.code(201).send(ok({ banner }, 'Slide added'));
  });

  app.patch(
    '/banners/:bannerId',
    { schema: { params: bannerParams, body: bannerChangeBody, response: { 200: staffBannerReplySchema } } },
    async (request) => {
      const { version, ...fields } = request.body;
      const { bannerId } = request.params;
      const current = await banners.byId(bannerId);
      if (!current) throw notFound(BANNER_NOT_FOUND);
      // A schedule half-changed is checked against the half that stays.
      const startsAt = fields.startsAt === undefined ? current.startsAt : fields.startsAt;
      const endsAt = fields.endsAt === undefined ? current.endsAt : fields.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError(400, 'VALIDATION_ERROR', 'End the slide after it starts.');
      const result = await banners.update(bannerId, version, fields);
      if (result.kind === 'not-found') throw notFound(BANNER_NOT_FOUND);
      if (result.kind === 'changed') throw changedMeanwhile('slide', result.current);
      await app.staffAudit(request, { action: 'banner.update', target: bannerId, before: result.before, after: result.banner });
      return ok({ banner: result.banner }, 'Slide saved');
    },
  );

  /** The coupon written, or the refusal that says why nothing was. */
  const writtenCoupon = (result: CouponWrite) => {
    if (result.kind === 'not-found') throw notFound(COUPON_NOT_FOUND);
    if (result.kind === 'code-taken') throw new AppError(409, 'CODE_TAKEN', CODE_TAKEN);
    if (result.kind === 'no-product') throw new AppError(422, 'NO_SUCH_PRODUCT', 'The product to give free is not in the catalogue.');
    if (result.kind === 'changed') throw changedMeanwhile('coupon', toStaffCoupon(result.current));
    return result;
  };

  app.get('/coupons', { schema: { response: { 200: staffCouponsReplySchema } } }, async () =>
    ok({ coupons: (await coupons.listForStaff()).map(toStaffCoupon) }),
  );

  app.get('/coupons/:couponId', { schema: { params: couponAdminParams, response: { 200: staffCouponReplySchema } } }, async (request) => {
    const coupon = await coupons.byIdForStaff(request.params.couponId);
    if (!coupon) throw notFound(COUPON_NOT_FOUND);
    return ok({ coupon: toStaffCoupon(coupon) });
  });

  app.post('/coupons', { schema: { body: couponBody, response: { 201: staffCouponReplySchema } } }, async (request, reply) => {
    const { coupon } = writtenCoupon(await coupons.save(request.body));
    await app.staffAudit(request, { action: 'coupon.create', target: coupon.id, after: toStaffCoupon(coupon) });
    return reply.code(201).send(ok({ coupon: toStaffCoupon(coupon) }, 'Coupon added'));
  });

  app.patch(
    '/coupons/:couponId',
    {
      schema: { params: couponAdminParams, body: couponChangeBody, response: { 200: staffCouponReplySchema } },
    },
    async (request) => {
      const { version, ...fields } = request.body;
      const { couponId } = request.params;
      const { before, coupon } = writtenCoupon(await coupons.save(fields, { id: couponId, version }));
      await app.staffAudit(request, {
        action: 'coupon.update',
        target: couponId,
        before: before && toStaffCoupon(before),
        after: toStaffCoupon(coupon),
      });
      return ok({ coupon: toStaffCoupon(coupon) }, 'Coupon saved');
    },
  );

  /** A slide's picture, uploaded before the slide names it: stored drawn again as WebP, at most 1600 px wide. */
  app.post(
    '/banners/images',
    { bodyLimit: imageFormBodyLimit(1), schema: { response: { 201: bannerImageReplySchema } } },
    async (request, reply) => {
      const { images } = await readImageForm(request, BANNER_IMAGE_RULES);
      const [image] = images;
      if (!image) throw new AppError(400, 'NO_IMAGE', 'Choose a picture for the slide.');
      const url = await saveBannerPicture(app.config.dataDir, image);
      if (!url) throw new AppError(400, 'NOT_AN_IMAGE', BANNER_IMAGE_RULES.messages.notAnImage(1));
      await app.staffAudit(request, { action: 'banner.image', target: url, after: { url } });
      return reply.code(201).send(ok({ url }, 'Picture uploaded'));
    },
  );
};

export default adminCatalogueRoutes;
