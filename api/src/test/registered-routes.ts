import { buildApp } from '../app';
import type { AppConfig } from '../config/env';
import type { RegisteredRoute } from './fuzz-requests';
import { testConfig, unusedDatabase } from './test-app';

/** Every method and path an app with this configuration registers, as Fastify reports them while it starts. */
export async function registeredRoutes(config: Partial<AppConfig> = {}): Promise<RegisteredRoute[]> {
  const app = buildApp({ config: testConfig(config), database: unusedDatabase() });
  const found = new Map<string, RegisteredRoute>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) found.set(`${method} ${route.url}`, { method, url: route.url });
  });
  await app.ready();
  await app.close();
  return [...found.values()];
}
