import { configDefaults, defineConfig } from 'vitest/config';

// Set TEST_DATABASE_URL=postgres://… to run the same suite against a real
// PostgreSQL: each test worker then gets a database of its own beside that one,
// and each test file a schema of its own in it.
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
    // The files share a worker's modules instead of importing the whole app again for each (about
    // 2.5 s a file): no API test replaces a module, and each file opens its own app and database.
    isolate: false,
    // Restoring PGlite is quick, but a busy CI machine can stretch any start-up.
    hookTimeout: 60_000,
    testTimeout: 15_000,
  },
});
