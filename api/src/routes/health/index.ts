import { healthReplySchema } from '@shop/shared/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

/** Liveness and database reachability, for load balancers and the start-up scripts. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthReplySchema } } }, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      // Logged here because the 503 below replaces the driver's error.
      request.log.error({ err: error }, 'database ping failed');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
    }
    return ok({ status: 'ok' as const, database: 'ok' as const });
  });
};

export default healthRoutes;
