import { fileReply } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { avatarsDir } from './avatar-files';
import { bannersDir } from './banner-files';
import { sendStoredImage } from './image-files';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves uploaded avatars at /api/uploads/avatars/<file>. A new picture gets a new random
 * name, so a file never changes and may be cached for a year. Only avatars and the home page's slides
 * are public: other uploads (return photos) are served by their own routes to the people allowed to see them.
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
};

export default uploadRoutes;
