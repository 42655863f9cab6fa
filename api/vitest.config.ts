import { defineConfig } from 'vitest/config';

// Set TEST_DATABASE_URL=postgres://… to run the same suite against a real
// PostgreSQL: each test file then gets a schema of its own, and files run one at
// a time so they do not compete for connections.
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    provide: { testDatabaseUrl },
    fileParallelism: testDatabaseUrl === '',
    // Starting an in-memory PGlite takes a few seconds on a busy machine.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
