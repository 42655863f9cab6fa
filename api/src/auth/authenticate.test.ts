import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addUser, call, PASSWORD, signIn } from '../routes/auth/auth-fixtures';
import type { RegisteredRoute } from '../test/fuzz-requests';
import { registeredRoutes } from '../test/registered-routes';
import { useTestApp, XHR } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { SIGN_IN_REQUIRED } from './authenticate';
import { SESSION_ENDED } from './session';

// Fastify answers HEAD with the GET route, sign-in check included; one of the pair is enough.
const routes = (await registeredRoutes()).filter((route) => route.method !== 'HEAD');
const database = useTestDatabase();
const app = useTestApp(database);

const fill = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

function send(instance: FastifyInstance, route: RegisteredRoute, token?: string) {
  return instance.inject({
    method: route.method as InjectOptions['method'],
    url: fill(route.url),
    headers: { ...XHR, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(route.method === 'GET' ? {} : { payload: '{}' }),
  });
}

/** The routes that answer a caller with no session by asking them to sign in, found by calling every route. */
async function routesAskingToSignIn(instance: FastifyInstance): Promise<RegisteredRoute[]> {
  const asking: RegisteredRoute[] = [];
  for (const route of routes) {
    const response = await send(instance, route);
    if (response.statusCode === 401 && response.json().message === SIGN_IN_REQUIRED) asking.push(route);
  }
  return asking;
}

describe('the routes that need a signed-in shopper', () => {
  it('are these and only these: every other route stays open to a guest (or has a check of its own)', async () => {
    const asking = (await routesAskingToSignIn(app())).map((route) => `${route.method} ${route.url}`);
    expect(asking.sort()).toEqual(
      [
        'DELETE /api/v1/cart/:cartId',
        'DELETE /api/v1/profile/address/:id',
        'GET /api/v1/cart',
        'GET /api/v1/coupon/:code',
        'GET /api/v1/coupon/active/all',
        'GET /api/v1/order/invoice/:orderId',
        'GET /api/v1/order/order-history',
        'GET /api/v1/order/return-photos/:orderId/:file',
        'GET /api/v1/profile',
        'GET /api/v1/profile/address',
        'GET /api/v1/profile/business-details',
        'POST /api/dev/expire-access-token',
        'POST /api/payments/sandbox/pay',
        'POST /api/v1/cart',
        'POST /api/v1/cart/clear',
        'POST /api/v1/order',
        'POST /api/v1/order/cancel',
        'POST /api/v1/order/return',
        'POST /api/v1/order/verify',
        'POST /api/v1/product/:productId/ratings',
        'POST /api/v1/profile/address',
        'POST /api/v1/profile/wishlist',
        'POST /api/v1/shipping/distance/:addressId',
        'PUT /api/v1/cart/:cartId',
        'PUT /api/v1/profile',
        'PUT /api/v1/profile/business-details',
      ].sort(),
    );
  }, 60_000);

  it('refuse an account waiting for deletion, for the rest of its access token’s life', async () => {
    await addUser(database().db);
    const { token } = await signIn(app());
    const signedInRoutes = await routesAskingToSignIn(app());
    expect(signedInRoutes.length).toBeGreaterThan(20);
    const deleted = await call(app(), 'POST', '/api/v1/auth/delete-account', {
      email: 'asha@example.in',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);

    const served: string[] = [];
    for (const route of signedInRoutes) {
      const response = await send(app(), route, token);
      const refused = response.statusCode === 401 && response.body.includes(SESSION_ENDED);
      if (!refused) served.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(served).toEqual([]);
  }, 60_000);
});
