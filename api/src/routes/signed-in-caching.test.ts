import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed';
import { registeredRoutes } from '../test/registered-routes';
import { useTestApp, XHR } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { buyer } from './order/order-fixtures';

// With the bootstrap operator token, every route the server can have is here and answers an operator too.
const config = { operatorToken: 'operator-token-for-the-route-walk-0123456789' };
const registered = await registeredRoutes(config);
const database = useTestDatabase();
const app = useTestApp(database, { config });

/** A value for each path parameter: real ones where the seeded shop has them, else an unknown id. */
function fillPath(url: string, productId: string): string {
  const values: Record<string, string> = { productId, countryId: '101', stateCode: 'GJ', '*': 'banners/sparkling-clean.svg' };
  return url.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => values[name ?? whole] ?? '00000000-0000-4000-8000-000000000000');
}

describe('replies to a signed-in shopper', () => {
  it('are never marked public on any registered route, whatever the route answers', async () => {
    await seedDatabase(database().db);
    const who = await buyer(app(), database());
    const token = who.headers.authorization.replace('Bearer ', '');
    const productId = (await app().inject({ method: 'GET', url: '/api/v1/product?p=0&l=1' })).json().data[0]._id as string;
    expect(registered.length).toBeGreaterThan(50);

    const answered: Record<string, { status: number; cacheControl: string }> = {};
    for (const { method, url } of registered) {
      const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
      const response = await app().inject({
        method: method as InjectOptions['method'],
        url: fillPath(url, productId),
        headers: { ...XHR, ...who.headers, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        cookies: { accessToken: token, signedIn: '1' },
        ...(withBody ? { payload: '{}' } : {}),
      });
      answered[`${method} ${url}`] = { status: response.statusCode, cacheControl: String(response.headers['cache-control'] ?? '') };
    }

    const publicOnes = Object.entries(answered).filter(([, reply]) => /\bpublic\b/i.test(reply.cacheControl));
    expect(publicOnes).toEqual([]);
    // The routes that are public to guests did answer, and kept their caching private.
    for (const route of ['GET /api/v1/product', 'GET /api/v1/product/:productId', 'GET /api/v1/category', 'GET /api/media/*']) {
      expect(answered[route]?.status, route).toBe(200);
      expect(answered[route]?.cacheControl, route).toMatch(/^private\b/);
    }
    // A request to each of about a hundred routes: slow on a busy machine, and that is not what is tested here.
  }, 60_000);
});
