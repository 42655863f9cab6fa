import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../config/env';
import type { Database } from '../db/client';

/** The header the shared browser client sends on every state-changing call. */
export const XHR = { 'x-requested-with': 'XMLHttpRequest' } as const;

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const config = loadConfig({ NODE_ENV: 'test' });
  // Tests read mail from memory; nothing is written under the data folder. They read codes and
  // expire tokens through /api/dev, switched on here by hand: the environment never opens it under test.
  // A change stream ends at once, so a test that reads one (every-route fuzzing does) is not held open.
  return { ...config, mail: { ...config.mail, outboxDir: null }, devEndpoints: true, changeStreamMs: 50, ...overrides };
}

export { unusedDatabase } from '../db/unused-database';

/**
 * A fresh app for every test, so test-only routes do not leak between tests (the
 * rate-limit counters live in the database, which is emptied before each test).
 * `setup` may add routes before the app is ready.
 */
export function useTestApp(
  getDatabase: () => Database,
  options: { config?: Partial<AppConfig> | (() => Partial<AppConfig>); setup?: (app: FastifyInstance) => void } = {},
): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeEach(async () => {
    const overrides = typeof options.config === 'function' ? options.config() : options.config;
    app = buildApp({ config: testConfig(overrides), database: getDatabase() });
    options.setup?.(app);
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The test app is not built yet');
    return app;
  };
}
