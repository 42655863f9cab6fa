import type { FastifyPluginAsync } from 'fastify';
import profileRoutes from './profile';

/** The signed-in shopper's own data under /api/v1/profile (decision 006). */
const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
};

export default accountRoutes;
