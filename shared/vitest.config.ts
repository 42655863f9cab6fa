import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Most of shared/ is plain logic; files that need a DOM opt in with `// @vitest-environment jsdom`.
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
