import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig, unusedDatabase } from '../test/test-app';

// Every call the app can answer, the operator's and the development ones included.
async function routesWithoutReplySchema(): Promise<string[]> {
  const app = buildApp({ config: testConfig({ operatorToken: 'o'.repeat(32) }), database: unusedDatabase() });
  const missing: string[] = [];
  let seen = 0;
  app.addHook('onRoute', (route) => {
    seen += 1;
    // CORS preflights (the cors plugin's OPTIONS *) answer 204 with headers only: there is no body to describe.
    if (route.method === 'OPTIONS') return;
    const response = route.schema?.response;
    if (typeof response !== 'object' || response === null || Object.keys(response).length === 0) {
      missing.push(`${[route.method].flat().join(',')} ${route.url}`);
    }
  });
  await app.ready();
  await app.close();
  expect(seen).toBeGreaterThan(40);
  return missing;
}

describe('reply schemas', () => {
  it('describes the reply of every registered route, so the OpenAPI document and the serializer cover them all', async () => {
    expect(await routesWithoutReplySchema()).toEqual([]);
  });
});
