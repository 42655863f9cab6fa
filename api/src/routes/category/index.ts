import { categoriesReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/category', { schema: { response: { 200: categoriesReplySchema } } }, (_request, reply) =>
    reply.sendCatalogue('categories', async () => ok(await app.repositories.categories.listByName())),
  );
};

export default categoryRoutes;
