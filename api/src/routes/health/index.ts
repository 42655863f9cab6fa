import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';

/** Liveness and database reachability, for load balancers and the start-up scripts. */
const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      // Logged here because the 503 below replaces the driver's error.
      request.log.error({ err: error }, 'database ping failed');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
    }
    return ok({ status: 'ok', database: 'ok' });
  });
};

export default healthRoutes;
