import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';

const bannerRoutes: FastifyPluginAsync = async (app) => {
  app.get('/banner', (_request, reply) => reply.sendCatalogue('banners', async () => ok(await app.repositories.banners.listActive())));
};

export default bannerRoutes;
