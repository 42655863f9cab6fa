import { bannersReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/banner', { schema: { response: { 200: bannersReplySchema } } }, (_request, reply) =>
    reply.sendCatalogue('banners', async () => ok(await app.repositories.banners.listActive())),
  );
};

export default bannerRoutes;
