import multipart from '@fastify/multipart';
import {
  fileReply,
  messageReplySchema,
  productAdminParams,
  productBody,
  productChangeBody,
  productImportBody,
  productImportReplySchema,
  productNamesReplySchema,
  productPicturesReplySchema,
  STAFF_PRODUCTS_PAGE,
  staffProductReplySchema,
  staffProductsQuery,
  staffProductsReplySchema,
} from '@shop/shared/contracts';
import { MAX_PRODUCT_PICTURES } from '@shop/shared/runtime-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsCsv, readProductsCsv } from '../../catalogue/product-csv';
import { AppError, notFound } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { type ProductWrite, type StaffProductRecord, toCsvProduct, toStaffProduct } from '../../repositories/staff-product-repository';
import { type ImageFormRules, imageFormBodyLimit, imageFormLimits, readImageForm } from '../uploads/image-form';
import { PRODUCT_PICTURE_MAX_BYTES, saveProductPicture } from '../uploads/product-pictures';
import { changedMeanwhile } from './changed-meanwhile';

const PRODUCT_NOT_FOUND = 'Product not found';
/** Pictures one upload may carry; more are added by uploading again. */
const PICTURES_PER_UPLOAD = 4;

const PICTURE_RULES: ImageFormRules = {
  fileField: 'images',
  maxFiles: PICTURES_PER_UPLOAD,
  messages: {
    tooLarge: (n) => `Picture ${n} is larger than 5 MB. Choose a smaller one.`,
    notAnImage: (n) => `Picture ${n} is not a JPEG, PNG or WebP picture.`,
    tooMany: `Upload at most ${PICTURES_PER_UPLOAD} pictures at a time.`,
  },
};

/** The product a write left, or the refusal the caller sees for why nothing was written. */
function written(result: ProductWrite | { kind: 'too-many'; room: number }): { before?: StaffProductRecord; product: StaffProductRecord } {
  switch (result.kind) {
    case 'written':
      return result;
    case 'not-found':
      throw notFound(PRODUCT_NOT_FOUND);
    case 'changed':
      throw changedMeanwhile('product', toStaffProduct(result.current));
    case 'no-category':
      throw new AppError(400, 'NO_SUCH_CATEGORY', 'Choose a category from the list.');
    case 'no-linked-product':
      throw new AppError(400, 'NO_SUCH_PRODUCT', 'Link other products from the list (not the product itself).');
    case 'foreign-picture':
      throw new AppError(400, 'NOT_ITS_PICTURE', 'Keep, reorder or remove the product’s own pictures; upload new ones.');
    case 'too-many':
      throw new AppError(
        400,
        'TOO_MANY_IMAGES',
        result.room > 0
          ? `A product shows at most ${MAX_PRODUCT_PICTURES} pictures: there is room for ${result.room} more.`
          : `A product shows at most ${MAX_PRODUCT_PICTURES} pictures. Remove one first.`,
      );
  }
}

/**
 * Products as Catalogue & marketing keep them. Every write is audited with the product before and
 * after; the database announces it to every API process, which forget their catalogue replies, so
 * the shop's pages show it at their next read.
 */
const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the same permission: checked once, before each route's own checks.
  app.addHook('preHandler', app.requirePermission('catalogue:write'));
  const products = app.repositories.staffProducts;
  await app.register(multipart, imageFormLimits(PICTURES_PER_UPLOAD, PRODUCT_PICTURE_MAX_BYTES));

  app.get('/products', { schema: { querystring: staffProductsQuery, response: { 200: staffProductsReplySchema } } }, async (request) => {
    const { q, active, page } = request.query;
    const found = await products.list({ q, active, page, pageSize: STAFF_PRODUCTS_PAGE });
    return ok({ ...found, page, pageSize: STAFF_PRODUCTS_PAGE });
  });

  app.get('/product-names', { schema: { response: { 200: productNamesReplySchema } } }, async () =>
    ok({ products: await products.names() }),
  );

  /** Every product, one a row, for a spreadsheet: edited there and imported back. */
  app.get(
    '/products/export',
    { schema: { response: { 200: fileReply('text/csv', 'The products, one a row, with a header row') } } },
    async (request, reply) => {
      const every = await products.everyProduct();
      await app.staffAudit(request, { action: 'products.export', target: 'products', after: { rows: every.length } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(productsCsv(every.map(toCsvProduct)));
    },
  );

  /**
   * A products file: previewed as the changes it makes, then applied whole as previewed. A file with
   * any wrong row is refused with every problem by row and column, and nothing is written.
   */
  app.post(
    '/products/import',
    { bodyLimit: 2_500_000, schema: { body: productImportBody, response: { 200: productImportReplySchema } } },
    async (request) => {
      const { csv, apply, digest } = request.body;
      const read = readProductsCsv(csv);
      const refused = (problems: { row: number; column: string | null; message: string }[]) =>
        new AppError(
          400,
          'BAD_IMPORT',
          `The file has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: nothing was imported.`,
          {},
          { problems },
        );
      if ('problems' in read) throw refused(read.problems);
      if (apply && !digest) throw new AppError(400, 'BAD_REQUEST', 'Preview the file before importing it.');
      const result = await products.importRows(read.rows, apply && digest ? { digest } : undefined);
      if (result.kind === 'problems') throw refused(result.problems);
      if (result.kind === 'stale')
        throw new AppError(
          409,
          'CHANGED_MEANWHILE',
          'The products changed since the preview. Look at the new preview and import again.',
          {},
          result,
        );
      if (result.written) {
        const changed = result.changes.filter((change) => change.kind !== 'same');
        await app.staffAudit(request, { action: 'products.import', target: 'products', after: { changes: changed } });
      }
      const counted = (kind: 'new' | 'change') => result.changes.filter((change) => change.kind === kind).length;
      const summary = `${counted('new')} new, ${counted('change')} changed`;
      return ok(
        { changes: result.changes, digest: result.digest, written: result.written },
        result.written ? `Imported: ${summary}` : `Preview: ${summary}`,
      );
    },
  );

  app.get(
    '/products/:productId',
    { schema: { params: productAdminParams, response: { 200: staffProductReplySchema } } },
    async (request) => {
      const found = await products.byId(request.params.productId);
      if (!found) throw notFound(PRODUCT_NOT_FOUND);
      return ok({ product: toStaffProduct(found) });
    },
  );

  /** A new product, on sale from the start unless switched off, at stock 0: stock is received as movements. */
  app.post('/products', { schema: { body: productBody, response: { 201: staffProductReplySchema } } }, async (request, reply) => {
    const { product } = written(await products.create(request.body));
    const after = toStaffProduct(product);
    await app.staffAudit(request, { action: 'product.create', target: after.id, after });
    return reply.code(201).send(ok({ product: after }, 'Product added'));
  });

  app.patch(
    '/products/:productId',
    {
      schema: { params: productAdminParams, body: productChangeBody, response: { 200: staffProductReplySchema } },
    },
    async (request) => {
      const { version, ...change } = request.body;
      const { productId } = request.params;
      const { before, product } = written(await products.update(productId, version, change));
      const after = toStaffProduct(product);
      await app.staffAudit(request, { action: 'product.update', target: productId, before: before && toStaffProduct(before), after });
      return ok({ product: after }, 'Product saved');
    },
  );

  /** Photos added after the product's own: each checked by its bytes and size, drawn at every width and format. */
  app.post(
    '/products/:productId/images',
    {
      bodyLimit: imageFormBodyLimit(PICTURES_PER_UPLOAD, PRODUCT_PICTURE_MAX_BYTES),
      schema: { params: productAdminParams, response: { 201: productPicturesReplySchema } },
    },
    async (request, reply) => {
      const { productId } = request.params;
      if (!(await products.byId(productId))) throw notFound(PRODUCT_NOT_FOUND);
      const { images } = await readImageForm(request, PICTURE_RULES);
      if (images.length === 0) throw new AppError(400, 'NO_IMAGE', 'Choose at least one picture.');
      const addresses: string[] = [];
      for (const [index, image] of images.entries()) {
        const saved = await saveProductPicture(app.config.dataDir, image);
        if (saved === 'too-many-pixels')
          throw new AppError(400, 'IMAGE_TOO_BIG', `Picture ${index + 1} has more than 40 million pixels. Choose a smaller one.`);
        if (saved === 'not-an-image') throw new AppError(400, 'NOT_AN_IMAGE', PICTURE_RULES.messages.notAnImage(index + 1));
        addresses.push(saved);
      }
      const { before, product } = written(await products.addPictures(productId, addresses, MAX_PRODUCT_PICTURES));
      const after = toStaffProduct(product);
      await app.staffAudit(request, {
        action: 'product.images',
        target: productId,
        before: { productImages: before?.row.productImages ?? [] },
        after: { productImages: after.productImages },
      });
      return reply.code(201).send(ok({ product: after }, addresses.length === 1 ? 'Picture added' : `${addresses.length} pictures added`));
    },
  );

  /** Deletes a product nothing names; one that was ordered is refused with 409, to be switched off instead. */
  app.delete('/products/:productId', { schema: { params: productAdminParams, response: { 200: messageReplySchema } } }, async (request) => {
    const { productId } = request.params;
    const result = await products.remove(productId);
    if (result.kind === 'not-found') throw notFound(PRODUCT_NOT_FOUND);
    if (result.kind === 'ordered')
      throw new AppError(409, 'PRODUCT_ORDERED', 'Orders name this product, so it stays on record: switch it off instead.');
    await app.staffAudit(request, { action: 'product.delete', target: productId, before: toStaffProduct(result.before) });
    return ok(null, 'Product deleted');
  });
};

export default adminProductRoutes;
