import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@shop/shared/testing/set-up'],
    // A form filled key by key can take seconds on a busy 2-core CI machine.
    testTimeout: 15_000,
  },
});
