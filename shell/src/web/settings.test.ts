// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileServerSettings, readShellSettings, SettingsError } from './settings';

describe('readShellSettings', () => {
  it('runs on defaults: the shop on 3000, the back office on 3010, the API on 4000, pages rendered and kept', () => {
    const settings = readShellSettings({});
    expect(settings).toMatchObject({
      shopPort: 3000,
      backofficePort: 3010,
      apiPort: 4000,
      publicOrigin: 'http://localhost:3000',
      backofficeOrigin: 'http://localhost:3010',
      production: false,
      serverRendering: true,
      pageCache: true,
      trustProxy: false,
      remoteBudgetMs: 300,
      registryUrl: 'http://127.0.0.1:4000/api/remotes',
      browserSettings: { apiBaseUrl: '' },
    });
  });

  it('reads what is given, an empty value as unset', () => {
    const settings = readShellSettings({
      SHELL_PORT: '8080',
      API_PORT: '',
      PUBLIC_ORIGIN: 'https://shop.example.in/',
      PAGE_CACHE: 'off',
      SSR: 'off',
      TRUST_PROXY: 'on',
      PAYMENT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
      SOCIAL_INSTAGRAM_URL: 'https://instagram.com/ujjwal',
    });
    expect(settings).toMatchObject({
      shopPort: 8080,
      apiPort: 4000,
      publicOrigin: 'https://shop.example.in',
      pageCache: false,
      serverRendering: false,
      trustProxy: true,
      browserSettings: {
        apiBaseUrl: '',
        paymentScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
        socialLinks: { instagram: 'https://instagram.com/ujjwal' },
      },
    });
    expect(readShellSettings({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('names every bad variable at once, so one start tells all that is wrong', () => {
    let error: unknown;
    try {
      readShellSettings({
        SHELL_PORT: '70000',
        API_PORT: 'four',
        PUBLIC_ORIGIN: 'https://shop.example.in/path',
        PAGE_CACHE: 'maybe',
        SSR_REMOTE_BUDGET_MS: '-5',
        NODE_ENV: 'production',
        REMOTE_ORIGINS: 'http://cdn.example.in',
        LOG_LEVEL: 'loud',
        PUBLIC_API_URL: 'ftp://api',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problems = (error as SettingsError).problems.map((problem) => problem.split(':')[0]);
    expect(problems.sort()).toEqual(
      [
        'API_PORT',
        'LOG_LEVEL',
        'PAGE_CACHE',
        'PUBLIC_API_URL',
        'PUBLIC_ORIGIN',
        'REMOTE_ORIGINS',
        'SHELL_PORT',
        'SSR_REMOTE_BUDGET_MS',
      ].sort(),
    );
    expect((error as SettingsError).message).toContain('REMOTE_ORIGINS: "http://cdn.example.in" must be https in production');
  });
});

describe('readFileServerSettings', () => {
  it('needs the folder to serve and takes its port', () => {
    expect(readFileServerSettings({ FILES_ROOT: '/srv/catalog', FILES_PORT: '3001' })).toEqual({
      root: '/srv/catalog',
      port: 3001,
      logLevel: 'info',
    });
    expect(() => readFileServerSettings({ FILES_PORT: 'x' })).toThrow(/FILES_ROOT: is required[\s\S]*FILES_PORT/);
  });
});
