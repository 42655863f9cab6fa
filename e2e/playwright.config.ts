import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { portEnv, shopUrl } from './ports';

// Debian's Chromium where it exists (CI, this machine); Playwright's own browser on a laptop.
const systemChromium = '/usr/bin/chromium';
const launchOptions = existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

// One fresh database per run; set once so the test workers see the same folder.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `shop-e2e-${Date.now()}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  globalTeardown: './global-teardown.ts',
  reporter: [['list']],
  use: {
    baseURL: shopUrl,
    launchOptions,
    // A trace is recorded for every test to keep the failing ones' (measured: 18 % of the run's time).
    // CI shows its log only, so it records none; a run on a laptop keeps the failures' traces.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs --no-install --no-build',
    // Ready when the API answers through the shell, not merely when the shell serves files.
    url: `${shopUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...portEnv(),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every journey signs a shopper up from this one address; production limits would stop the run.
      RATE_LIMIT_FACTOR: '20',
      // A broken candidate is rolled back after a handful of page views, not the production fifty.
      ROLLBACK_MIN_VIEWS: '4',
    },
  },
});
