import type { FastifyPluginAsync } from 'fastify';
import { createAuthLimits } from './auth-limits';
import deleteAccountRoutes from './delete-account';
import loginRoutes from './login';
import passwordResetRoutes from './password-reset';
import signupRoutes from './signup';

/** The account calls under /api/v1/auth (decision 006). */
const authRoutes: FastifyPluginAsync = async (app) => {
  const limits = createAuthLimits(app);
  await app.register(signupRoutes, { prefix: '/auth', limits });
  await app.register(loginRoutes, { prefix: '/auth', limits });
  await app.register(passwordResetRoutes, { prefix: '/auth', limits });
  await app.register(deleteAccountRoutes, { prefix: '/auth', limits });
};

export default authRoutes;
