import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, devEndpointsBeside, loadConfig, PAYMENT_PROVIDER_REQUIRED } from './env';
import { apiDir } from './paths';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('falls back to local defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      nodeEnv: 'development',
      isProduction: false,
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      corsOrigins: [
        'http://localhost:3000',
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3003',
        'http://localhost:3004',
      ],
    });
  });

  it('keeps the embedded database in .data beside the api package, whatever the working directory', () => {
    expect(loadConfig({}).dataDir).toBe(path.resolve(apiDir, '../.data'));
    expect(path.basename(apiDir)).toBe('api');
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop:secret@db.internal:5432/shop',
      DATA_DIR: '/var/lib/shop',
      CORS_ORIGINS: 'https://shop.example, https://admin.shop.example',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      JWT_SECRET: 'k'.repeat(40),
      ACCESS_TOKEN_TTL_SECONDS: '600',
      REFRESH_TOKEN_TTL_SECONDS: '86400',
      PAYMENT_PROVIDER: 'none',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'production',
      isProduction: true,
      databaseUrl: 'postgres://shop:secret@db.internal:5432/shop',
      dataDir: '/var/lib/shop',
      corsOrigins: ['https://shop.example', 'https://admin.shop.example'],
      logLevel: 'warn',
      trustProxy: 1,
      auth: { jwtSecret: 'k'.repeat(40), accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 86_400 },
      paymentProvider: 'none',
    });
  });

  it('reads where remotes may be served from and where the shell lists what it provides, naming a bad origin', () => {
    expect(loadConfig({}).remoteOrigins).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PAYMENT_PROVIDER: 'none' }).remoteOrigins).toEqual([]);
    expect(loadConfig({ REMOTE_ORIGINS: 'https://cdn.example.in', SHELL_SHARED_URL: 'https://shop.example.in/shared.json' })).toMatchObject(
      {
        remoteOrigins: ['https://cdn.example.in'],
        shellSharedUrl: 'https://shop.example.in/shared.json',
      },
    );
    expect(
      configError({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PAYMENT_PROVIDER: 'none', REMOTE_ORIGINS: 'http://cdn.example.in' })
        .problems,
    ).toEqual(['REMOTE_ORIGINS: "http://cdn.example.in" must be https in production']);
    expect(configError({ SHELL_SHARED_URL: 'ftp://x' }).problems[0]).toMatch(/^SHELL_SHARED_URL: /);
  });

  it('turns development overrides on outside production, and in production only with DEV_OVERRIDES=on', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PAYMENT_PROVIDER: 'none' };
    expect(loadConfig({}).devOverrides).toBe(true);
    expect(loadConfig({ DEV_OVERRIDES: 'off' }).devOverrides).toBe(false);
    expect(loadConfig(production).devOverrides).toBe(false);
    expect(loadConfig({ ...production, DEV_OVERRIDES: 'on' }).devOverrides).toBe(true);
    expect(configError({ DEV_OVERRIDES: 'yes' }).problems).toEqual(['DEV_OVERRIDES: must be on or off']);
  });

  it('reads the rollback rule', () => {
    expect(loadConfig({ ROLLBACK_MIN_VIEWS: '4', ROLLBACK_FAILURE_PERCENT: '30', ROLLBACK_FAILURES_PER_ADDRESS: '5' }).rollback).toEqual({
      minViews: 4,
      failurePercent: 30,
      failuresPerAddress: 5,
    });
    expect(loadConfig({}).rollback).toEqual({ minViews: 50, failurePercent: 20, failuresPerAddress: 3 });
    expect(configError({ ROLLBACK_FAILURE_PERCENT: '0' }).problems[0]).toMatch(/^ROLLBACK_FAILURE_PERCENT: /);
  });

  it('keeps access tokens 15 minutes and refresh tokens 30 days unless told otherwise', () => {
    expect(loadConfig({}).auth).toEqual({ jwtSecret: undefined, accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 2_592_000 });
  });

  it('signs with a fixed key under test, so nothing is written to disk', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).auth.jwtSecret).toMatch(/.{32,}/);
  });

  it('requires JWT_SECRET in production, of at least 32 characters', () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'none' };
    expect(configError(production).problems).toEqual(['JWT_SECRET: is required in production']);
    expect(configError({ ...production, JWT_SECRET: 'short' }).problems).toEqual(['JWT_SECRET: must be at least 32 characters']);
  });

  describe('PAYMENT_PROVIDER', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40) };
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 'secret' };

    it('refuses production without Razorpay keys and without a choice, naming the three variables', () => {
      const error = configError(production);
      expect(error.problems).toEqual([`PAYMENT_PROVIDER: ${PAYMENT_PROVIDER_REQUIRED}`]);
      for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'PAYMENT_PROVIDER']) expect(error.message).toContain(name);
    });

    it.each([
      [{ ...production, ...keys }, 'razorpay'],
      [{ ...production, PAYMENT_PROVIDER: 'sandbox' }, 'sandbox'],
      [{ ...production, PAYMENT_PROVIDER: 'none' }, 'none'],
      [{ ...production, ...keys, PAYMENT_PROVIDER: 'none' }, 'none'],
      [{}, 'sandbox'],
      [keys, 'razorpay'],
      [{ PAYMENT_PROVIDER: 'none' }, 'none'],
    ])('reads %o as %s', (env, provider) => {
      expect(loadConfig(env).paymentProvider).toBe(provider);
    });

    it.each([
      [{ PAYMENT_PROVIDER: 'razorpay' }, 'PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET'],
      [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER: must be one of razorpay, sandbox, none'],
    ])('rejects %o', (env, problem) => {
      expect(configError(env).problems).toEqual([problem]);
    });
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8', '10.0.0.1, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  describe('DEV_ENDPOINTS', () => {
    it('opens /api/dev and /api/docs only with NODE_ENV=development and DEV_ENDPOINTS=on', () => {
      expect(loadConfig({ NODE_ENV: 'development', DEV_ENDPOINTS: 'on' }).devEndpoints).toBe(true);
      expect(loadConfig({}).devEndpoints).toBe(false);
      expect(loadConfig({ DEV_ENDPOINTS: 'on' }).devEndpoints).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development' }).devEndpoints).toBe(false);
      expect(loadConfig({ NODE_ENV: 'development', DEV_ENDPOINTS: 'off' }).devEndpoints).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', DEV_ENDPOINTS: 'on' }).devEndpoints).toBe(false);
      expect(
        loadConfig({ NODE_ENV: 'production', DEV_ENDPOINTS: 'on', JWT_SECRET: 'x'.repeat(32), PAYMENT_PROVIDER: 'none' }).devEndpoints,
      ).toBe(false);
    });

    it('names a bad value', () => {
      expect(configError({ DEV_ENDPOINTS: 'yes' }).problems).toEqual([
        'DEV_ENDPOINTS: must be on or off (on opens /api/dev and /api/docs, and only with NODE_ENV=development)',
      ]);
    });

    it('refuses them beside a real mail server or database, and accepts this machine', () => {
      const on = { NODE_ENV: 'development', DEV_ENDPOINTS: 'on' };
      expect(configError({ ...on, SMTP_URL: 'smtps://user:pass@smtp.example.in:465' }).problems).toEqual([
        `DEV_ENDPOINTS: ${devEndpointsBeside('SMTP_URL', 'smtp.example.in')}`,
      ]);
      expect(configError({ ...on, DATABASE_URL: 'postgres://shop@10.0.0.5:5432/shop' }).problems).toEqual([
        `DEV_ENDPOINTS: ${devEndpointsBeside('DATABASE_URL', '10.0.0.5')}`,
      ]);
      expect(configError({ ...on, DATABASE_URL: 'postgres:///shop?host=db.example.in' }).problems).toHaveLength(1);
      for (const host of ['localhost', '127.0.0.1', '[::1]']) {
        const local = { ...on, SMTP_URL: `smtp://${host}:1025`, DATABASE_URL: `postgres://shop@${host}:5432/shop` };
        expect(loadConfig(local).devEndpoints).toBe(true);
      }
      expect(loadConfig({ ...on, DATABASE_URL: 'postgres:///shop?host=/var/run/postgresql' }).devEndpoints).toBe(true);
      // Off, a real server is what a deployment has.
      expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://smtp.example.in' }).devEndpoints).toBe(false);
    });
  });

  it('refuses TRUST_PROXY=true, which would let any client name its own address in X-Forwarded-For', () => {
    expect(configError({ TRUST_PROXY: 'true' }).problems).toEqual([
      'TRUST_PROXY: must be false, the number of proxies in front of the API or their addresses; true would let a client choose its address through X-Forwarded-For',
    ]);
  });

  it('stays quiet by default under test', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', CORS_ORIGINS: '' });
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toHaveLength(5);
  });

  it("allows no origin in production without CORS_ORIGINS, and the local apps' origins elsewhere", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), PAYMENT_PROVIDER: 'none' };
    expect(loadConfig(production).corsOrigins).toEqual([]);
    expect(loadConfig({ ...production, CORS_ORIGINS: 'https://shop.example' }).corsOrigins).toEqual(['https://shop.example']);
    expect(loadConfig({ NODE_ENV: 'development' }).corsOrigins).toContain('http://localhost:3000');
    expect(loadConfig({}).corsOrigins).toHaveLength(5);
  });

  it('lists every bad variable at once', () => {
    const error = configError({
      PORT: 'eighty',
      HOST: ' ',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://localhost/shop',
      CORS_ORIGINS: 'localhost:3000',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'yes please',
    });
    const named = error.problems.map((problem) => problem.split(':')[0]);
    expect(named.sort()).toEqual(['CORS_ORIGINS', 'DATABASE_URL', 'HOST', 'LOG_LEVEL', 'NODE_ENV', 'PORT', 'TRUST_PROXY']);
    for (const name of named) expect(error.message).toContain(name);
  });

  it('rejects a port outside the TCP range', () => {
    expect(configError({ PORT: '70000' }).problems).toEqual(['PORT: must be between 1 and 65535']);
  });

  it('accepts postgresql:// as well as postgres://', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/shop' }).databaseUrl).toBe('postgresql://localhost/shop');
  });

  it('keeps per-address rate limits as written unless RATE_LIMIT_FACTOR raises them', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(configError({ RATE_LIMIT_FACTOR: '0' }).problems).toEqual(['RATE_LIMIT_FACTOR: must be between 1 and 1000']);
    expect(configError({ RATE_LIMIT_FACTOR: '1.5' }).problems).toEqual(['RATE_LIMIT_FACTOR: must be a whole number']);
  });

  it('seeds the real catalogue unless SEED_PRODUCTS asks for a benchmark size', () => {
    expect(loadConfig({}).seedProducts).toBeUndefined();
    expect(loadConfig({ SEED_PRODUCTS: '' }).seedProducts).toBeUndefined();
    expect(loadConfig({ SEED_PRODUCTS: '10000' }).seedProducts).toBe(10_000);
  });

  it.each([
    ['many', 'SEED_PRODUCTS: must be a number'],
    ['12.5', 'SEED_PRODUCTS: must be a whole number'],
    ['0', 'SEED_PRODUCTS: must be between 1 and 100000'],
    ['100001', 'SEED_PRODUCTS: must be between 1 and 100000'],
  ])('rejects SEED_PRODUCTS=%s', (value, problem) => {
    expect(configError({ SEED_PRODUCTS: value }).problems).toEqual([problem]);
  });

  it('prices delivery and holds online orders with the defaults of decision 008 unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      shipping: { perKmPrice: 2, minPrice: 40, maxPrice: 99, freeAbove: 499, roadFactor: 1.3, platformFee: 10 },
      orderHoldMinutes: 15,
      razorpay: { keyId: undefined, keySecret: undefined, webhookSecret: undefined },
    });
    const config = loadConfig({
      SHIPPING_PER_KM_PRICE: '3.5',
      SHIPPING_MIN_PRICE: '60',
      SHIPPING_MAX_PRICE: '150',
      FREE_SHIPPING_ABOVE: '999',
      SHIPPING_ROAD_FACTOR: '1.2',
      PLATFORM_FEE: '0',
      ORDER_HOLD_MINUTES: '5',
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(config.shipping).toEqual({ perKmPrice: 3.5, minPrice: 60, maxPrice: 150, freeAbove: 999, roadFactor: 1.2, platformFee: 0 });
    expect(config.orderHoldMinutes).toBe(5);
    expect(config.razorpay).toEqual({ keyId: 'rzp_test_1', keySecret: 'secret', webhookSecret: 'hook' });
  });

  it.each([
    [{ SHIPPING_PER_KM_PRICE: 'x' }, 'SHIPPING_PER_KM_PRICE: must be a number'],
    [{ SHIPPING_MIN_PRICE: '-1' }, 'SHIPPING_MIN_PRICE: must not be negative'],
    [{ SHIPPING_ROAD_FACTOR: '0.5' }, 'SHIPPING_ROAD_FACTOR: must be at least 1'],
    [{ ORDER_HOLD_MINUTES: '0' }, 'ORDER_HOLD_MINUTES: must be at least 1 minute'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_1' }, 'RAZORPAY_KEY_SECRET: must be set together with RAZORPAY_KEY_ID'],
  ])('rejects %o', (env, problem) => {
    expect(configError(env).problems).toEqual([problem]);
  });
});
