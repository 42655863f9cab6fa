import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most of shared/ is plain logic; files that need a DOM opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@shop/shared/testing/set-up'],
    // A form filled key by key can take seconds on a busy 2-core CI machine.
    testTimeout: 15_000,
  },
});
