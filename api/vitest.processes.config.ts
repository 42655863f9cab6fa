import { defineConfig } from 'vitest/config';

// The tests that start real API processes side by side on one PostgreSQL (`*.processes.test.ts`).
// They need TEST_DATABASE_URL and fail without it; `scripts/test.mjs` runs them whenever it is set.
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

export default defineConfig({
  test: {
    include: ['src/**/*.processes.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    provide: { testDatabaseUrl },
    fileParallelism: false,
    // Each file starts its processes once; starting them under tsx takes a few seconds.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
