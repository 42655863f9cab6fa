import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { addUser, call, PASSWORD, signIn } from '../routes/auth/auth-fixtures';
import { useTestApp, XHR } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';
import { SESSION_ENDED } from './session';

const database = useTestDatabase();

// Every route that asks for a signed-in shopper, as Fastify registers them.
const signedInRoutes: { method: HTTPMethods; url: string }[] = [];
const app = useTestApp(database, {
  setup: (instance) => {
    signedInRoutes.length = 0;
    instance.addHook('onRoute', (route) => {
      const preHandlers = [route.preHandler ?? []].flat();
      if (!preHandlers.includes(instance.authenticate)) return;
      for (const method of [route.method].flat()) signedInRoutes.push({ method, url: route.url });
    });
  },
});

describe('a signed-in route', () => {
  it('refuses an account waiting for deletion, for the rest of its access token’s life', async () => {
    await addUser(database().db);
    const { token } = await signIn(app());
    const deleted = await call(app(), 'POST', '/api/v1/auth/delete-account', {
      email: 'asha@example.in',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);

    expect(signedInRoutes.length).toBeGreaterThan(15);
    const served: string[] = [];
    for (const route of signedInRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID());
      const response = await app().inject({
        method: route.method,
        url,
        headers: { ...XHR, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{}' }),
      });
      // A HEAD reply has no body to read the message from.
      const refused = response.statusCode === 401 && (route.method === 'HEAD' || response.body.includes(SESSION_ENDED));
      if (!refused) served.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(served).toEqual([]);
  });
});
