import { configDefaults, defineConfig } from 'vitest/config';

// Set TEST_DATABASE_URL=postgres://… to run the same suite against a real
// PostgreSQL: each test file then gets a schema of its own, and files run one at
// a time so they do not compete for connections.
const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Those start API processes on PostgreSQL: vitest.processes.config.ts.
    exclude: [...configDefaults.exclude, 'src/**/*.processes.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    provide: { testDatabaseUrl },
    fileParallelism: testDatabaseUrl === '',
    // Restoring PGlite is quick, but a busy CI machine can stretch any start-up.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
