import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

// Registered now so later auth routes can read and set the token cookies.
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
