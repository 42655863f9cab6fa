import { fileReply } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarsDir } from './avatar-files';
import { bannersDir } from './banner-files';
import { sendStoredImage } from './image-files';
import { PRODUCT_PICTURE_NAME, productPicturesDir } from './product-pictures';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves uploaded avatars at /api/uploads/avatars/<file>. A new picture gets a new random
 * name, so a file never changes and may be cached for a year. Only avatars, the home page's slides
 * and product pictures (named by their content) are public: other uploads (return photos) are served by their own routes to the people allowed to see them.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const dir = avatarsDir(app.config.dataDir);

  const schema = { params: z.object({ file: z.string() }), response: { 200: fileReply('image/*', 'A shopper’s profile picture') } };
  app.get('/uploads/avatars/:file', { schema }, async (request, reply) =>
    sendStoredImage(reply, dir, request.params.file, `public, max-age=${ONE_YEAR}, immutable`),
  );

  const banners = bannersDir(app.config.dataDir);
  const bannerSchema = { params: z.object({ file: z.string() }), response: { 200: fileReply('image/*', 'A slide of the home page') } };
  app.get('/uploads/banners/:file', { schema: bannerSchema }, async (request, reply) =>
    sendStoredImage(reply, banners, request.params.file, `public, max-age=${ONE_YEAR}, immutable`),
  );

  const pictures = productPicturesDir(app.config.dataDir);
  const pictureSchema = {
    params: z.object({ file: z.string() }),
    response: { 200: fileReply('image/*', 'A product picture, drawn at one width') },
  };
  app.get('/uploads/products/:file', { schema: pictureSchema }, async (request, reply) =>
    sendStoredImage(reply, pictures, request.params.file, `public, max-age=${ONE_YEAR}, immutable`, PRODUCT_PICTURE_NAME),
  );
};

export default uploadRoutes;
