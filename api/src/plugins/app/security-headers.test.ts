import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ok } from '../../http/envelope';
import { unusedDatabase, useTestApp } from '../../test/test-app';
import { API_CONTENT_SECURITY_POLICY } from './security-headers';

function addTestRoutes(app: FastifyInstance) {
  app.register(async (scope) => {
    scope.get('/test/data', async () => ok('data'));
    scope.get('/test/private-file', async (_request, reply) => reply.header('cache-control', 'private, max-age=60').send('file'));
  });
}

const app = useTestApp(unusedDatabase, { setup: addTestRoutes });

describe('headers on every API reply', () => {
  it('a JSON reply to a guest: no sniffing, nothing may run or frame it, its caching left to the route', async () => {
    const response = await app().inject({ method: 'GET', url: '/test/data' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('an error reply carries them too', async () => {
    const response = await app().inject({ method: 'GET', url: '/test/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
  });

  it.each([
    ['a session cookie', { cookies: { accessToken: 'anything' } }],
    ['a staff session cookie', { cookies: { staffSession: 'anything' } }],
    ['a bearer token', { headers: { authorization: 'Bearer anything' } }],
  ])('a reply to a request with %s is stored nowhere', async (_name, session) => {
    const response = await app().inject({ method: 'GET', url: '/test/data', ...session });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own private caching of a file", async () => {
    const response = await app().inject({ method: 'GET', url: '/test/private-file', cookies: { accessToken: 'anything' } });
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('a media file keeps its own policy (an SVG opened directly runs nothing), private for a signed-in shopper', async () => {
    const guest = await app().inject({ method: 'GET', url: '/api/media/banners/sparkling-clean.svg' });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['x-content-type-options']).toBe('nosniff');
    expect(guest.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const signedIn = await app().inject({
      method: 'GET',
      url: '/api/media/banners/sparkling-clean.svg',
      cookies: { accessToken: 'anything' },
    });
    expect(signedIn.headers['cache-control']).toMatch(/^private\b/);
  });

  it('the sandbox checkout script is served as a script, never sniffed', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the API docs page runs its own script alone', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/]+=*';/);
  });
});
