import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin';
import authRoutes from './auth';
import refreshTokenRoutes from './auth/refresh-token';
import bannerRoutes from './banner';
import cartRoutes from './cart';
import catalogueRoutes from './catalogue';
import categoryRoutes from './category';
import contactUsRoutes from './contact-us';
import couponRoutes from './coupon';
import devRoutes from './dev';
import distributorRoutes from './distributors';
import docsRoutes from './docs';
import healthRoutes from './health';
import invoiceRoutes from './invoice';
import locationRoutes from './location';
import mediaRoutes from './media';
import operatorRoutes from './operator';
import orderRoutes from './order';
import paymentRoutes from './payment';
import productRoutes from './product';
import accountRoutes from './profile';
import remotesRoutes from './remotes';
import shippingRoutes from './shipping';
import uploadRoutes from './uploads';
import wholesaleRoutes from './wholesale';

/** Every route, under the prefixes the browser client expects. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(mediaRoutes, { prefix: '/api' });
  await app.register(refreshTokenRoutes, { prefix: '/api' });
  await app.register(uploadRoutes, { prefix: '/api' });
  await app.register(remotesRoutes, { prefix: '/api' });
  await app.register(paymentRoutes);

  await app.register(
    async (v1) => {
      await v1.register(catalogueRoutes);
      await v1.register(categoryRoutes);
      await v1.register(bannerRoutes);
      await v1.register(productRoutes);
      await v1.register(contactUsRoutes);
      await v1.register(locationRoutes);
      await v1.register(distributorRoutes);
      await v1.register(wholesaleRoutes);
      await v1.register(authRoutes);
      await v1.register(accountRoutes);
      await v1.register(cartRoutes);
      await v1.register(couponRoutes);
      await v1.register(shippingRoutes);
      await v1.register(orderRoutes);
      await v1.register(invoiceRoutes);
    },
    { prefix: '/api/v1' },
  );

  // Always there: without OPERATOR_TOKEN, the tokens stored in the database still authenticate.
  await app.register(operatorRoutes, { prefix: '/api/operator' });
  // The back office's calls: a staff session, never a shopper's (decision 026).
  await app.register(adminRoutes, { prefix: '/api/admin/v1' });

  // Only where development endpoints are switched on explicitly (DEV_ENDPOINTS): elsewhere they answer 404.
  if (app.config.devEndpoints) {
    await app.register(devRoutes, { prefix: '/api/dev' });
    await app.register(docsRoutes, { prefix: '/api/docs' });
  }
};

export default routes;
