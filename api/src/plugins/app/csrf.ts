import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For calls authenticated by their own signature or key, never by cookies. */
    csrfExempt?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cross-site form or image cannot add a custom header, and a cross-site fetch
 * that does must pass a CORS preflight first; so requiring this header on every
 * state-changing call shuts out cross-site request forgery. The shared browser
 * client always sends it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      // Calls authenticated by their own signature or key, never by cookies (the payment webhook).
      if (request.routeOptions.config?.csrfExempt) return;
      const header = request.headers['x-requested-with'];
      if (typeof header === 'string' && header.toLowerCase() === 'xmlhttprequest') return;
      throw new AppError(
        403,
        'CSRF_REJECTED',
        'Request rejected: state-changing calls must send the header X-Requested-With: XMLHttpRequest.',
      );
    });
  },
  { name: 'csrf' },
);
