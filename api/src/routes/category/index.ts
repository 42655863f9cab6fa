import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';

const categoryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/category', (_request, reply) =>
    reply.sendCatalogue('categories', async () => ok(await app.repositories.categories.listByName())),
  );
};

export default categoryRoutes;
