import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders } from './forwarded';
import { pathOf } from './site-files';

export type Site = 'shop' | 'backoffice';

const NOT_ON_THE_SHOP = {
  success: false,
  errorCode: 'NOT_FOUND',
  message: 'The back office is on its own address, not the shop’s.',
};

const NOT_ON_THE_BACKOFFICE = {
  success: false,
  errorCode: 'NOT_FOUND',
  message: 'The back office answers its own calls (/api/admin) only; the shop’s are on the shop’s address.',
};

const API_UNREACHABLE = {
  success: false,
  errorCode: 'API_UNREACHABLE',
  message: 'The shop server is not reachable. Please try again.',
};

/** The shop's public pictures (slides, drawings, product photos), which the back office shows as staff edit them. */
const PUBLIC_PICTURES = ['/api/media/', '/api/uploads/banners/', '/api/uploads/products/'];

/**
 * Which API calls a site passes on: the shop's origin everything but `/api/admin`, the back office's
 * `/api/admin` alone, and the shop's public pictures to read. So the staff cookie is set by, and sent
 * to, the back office's origin only.
 */
export function apiRefusal(site: Site, pathname: string, method: string) {
  const lower = pathname.toLowerCase();
  const staffCall = lower === '/api/admin' || lower.startsWith('/api/admin/');
  const picture = (method === 'GET' || method === 'HEAD') && PUBLIC_PICTURES.some((prefix) => pathname.startsWith(prefix));
  if (site === 'backoffice') return staffCall || picture ? undefined : NOT_ON_THE_BACKOFFICE;
  return staffCall ? NOT_ON_THE_SHOP : undefined;
}

interface ApiProxyOptions {
  site: Site;
  apiPort: number;
  trustProxy: boolean;
}

/**
 * `/api/*` passed to the API as it came (bodies streamed, replies too, server-sent events included),
 * with the client's address and scheme in X-Forwarded-*; the API down is a 502 the shop's pages can
 * show, never a hung request.
 */
export async function apiProxy(app: FastifyInstance, { site, apiPort, trustProxy }: ApiProxyOptions) {
  await app.register(proxy, {
    upstream: `http://127.0.0.1:${apiPort}`,
    prefix: '/api',
    rewritePrefix: '/api',
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const refusal = apiRefusal(site, pathOf(request.url), request.method);
      if (refusal) return reply.code(404).send(refusal);
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        // The Host the browser used, as a proxy in front would pass it on.
        ...(request.headers.host ? { host: request.headers.host } : {}),
        ...forwardedHeaders({ headers: request.headers, socketAddress: request.socket.remoteAddress }, trustProxy),
      }),
      onError: (reply) => {
        if (reply.sent) return;
        reply.code(502).type('application/json; charset=utf-8').send(API_UNREACHABLE);
      },
    },
  });
}
