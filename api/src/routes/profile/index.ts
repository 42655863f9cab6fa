import type { FastifyPluginAsync } from 'fastify';
import addressRoutes from './addresses';
import businessDetailsRoutes from './business-details';
import profileRoutes from './profile';
import wishlistRoutes from './wishlist';

/** The signed-in shopper's own data under /api/v1/profile (decision 006): every route here needs a session. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(profileRoutes);
  await app.register(addressRoutes);
  await app.register(businessDetailsRoutes);
  await app.register(wishlistRoutes);
};

export default accountRoutes;
