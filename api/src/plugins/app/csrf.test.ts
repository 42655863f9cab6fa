import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ok } from '../../http/envelope';
import { unusedDatabase, useTestApp, XHR } from '../../test/test-app';

function addTestRoutes(app: FastifyInstance) {
  app.register(async (scope) => {
    scope.get('/test/read', async () => ok('read'));
    scope.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/test/write', handler: async () => ok('written') });
  });
}

const app = useTestApp(unusedDatabase, { setup: addTestRoutes });

describe('cross-site request protection', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('rejects %s without X-Requested-With', async (method) => {
    const response = await app().inject({ method, url: '/test/write', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'CSRF_REJECTED' });
  });

  it('rejects a header with another value', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/test/write',
      payload: {},
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('lets %s through with the header', async (method) => {
    const response = await app().inject({ method, url: '/test/write', payload: {}, headers: XHR });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: 'written' });
  });

  it('does not ask reads for the header', async () => {
    const response = await app().inject({ method: 'GET', url: '/test/read' });
    expect(response.statusCode).toBe(200);
  });

  it('rejects before the body is even parsed', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/test/write',
      payload: 'name=Asha',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(403);
  });
});
