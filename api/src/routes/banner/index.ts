import { bannersReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';

/** A kept reply of the slides lasts this long at most, so a scheduled slide starts and ends on time without a write. */
export const BANNER_SCHEDULE_STEP_MS = 10_000;

const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/banner', { schema: { response: { 200: bannersReplySchema } } }, (_request, reply) =>
    reply.sendCatalogue(
      `banners:${Math.floor(Date.now() / BANNER_SCHEDULE_STEP_MS)}`,
      async () => ok(await app.repositories.banners.listActive()),
      'banners',
    ),
  );
};

export default bannerRoutes;
