import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, PAYMENT_PROVIDER_REQUIRED } from '../config/env';
import { paths } from '../config/paths';
import { orders, products } from '../db/schema';
import { call } from '../routes/auth/auth-fixtures';
import { buyer, onlineOrderFor, placeOrder } from '../routes/order/order-fixtures';
import { addCategory, addProduct } from '../routes/product/product-fixtures';
import { testConfig } from '../test/test-app';
import { useTestDatabase } from '../test/test-database';

const database = useTestDatabase();

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

/** A production app with the given provider, its log lines captured. */
async function productionApp(paymentProvider: AppConfig['paymentProvider']) {
  const lines: string[] = [];
  const config = testConfig({ nodeEnv: 'production', isProduction: true, paymentProvider, logLevel: 'info' });
  app = buildApp({ config, database: database(), logStream: { write: (line) => lines.push(line) } });
  await app.ready();
  const records = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  return { app, records };
}

describe('the sandbox chosen by name in production', () => {
  it('takes a simulated payment, and says so loudly at start', async () => {
    const { app, records } = await productionApp('sandbox');
    expect(records()).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: expect.stringMatching(/^PAYMENT_PROVIDER=sandbox in production: online payments are SIMULATED/),
      }),
    );

    const who = await buyer(app, database());
    const { data } = await onlineOrderFor(app, database(), who);
    const proof = (await call(app, 'POST', '/api/payments/sandbox/pay', { order_id: data.id }, { headers: who.headers })).json().data;
    const verified = await call(app, 'POST', '/api/v1/order/verify', { orderId: data.notes.orderId, ...proof }, { headers: who.headers });
    expect(verified.statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/v1/order/payment-types')).json().data).toEqual({ paymentTypes: ['cod', 'razorpay'] });
  });
});

describe('PAYMENT_PROVIDER=none', () => {
  it('offers cash on delivery only, and refuses an online order with 400 before taking any stock', async () => {
    const { app } = await productionApp('none');
    expect((await call(app, 'GET', '/api/v1/order/payment-types')).json()).toEqual({ success: true, data: { paymentTypes: ['cod'] } });

    const who = await buyer(app, database());
    const soap = await addProduct(database().db, { categoryId: await addCategory(database().db, 'Soap'), stock: 5 });
    await who.fill(soap, 2);
    const online = await placeOrder(app, who, { paymentType: 'razorpay' });
    expect(online.statusCode).toBe(400);
    expect(online.json()).toEqual({
      success: false,
      errorCode: 'PAYMENT_TYPE_UNAVAILABLE',
      message: 'Online payment is not available. Please choose cash on delivery.',
    });
    expect(await database().db.select().from(orders)).toEqual([]);
    expect((await database().db.select().from(products))[0]?.stock).toBe(5);

    expect((await placeOrder(app, who, { paymentType: 'cod' })).statusCode).toBe(201);
  });

  it('has no sandbox routes and no webhook', async () => {
    const { app } = await productionApp('none');
    const who = await buyer(app, database());
    for (const [method, url] of [
      ['POST', '/api/payments/sandbox/pay'],
      ['GET', '/api/payments/sandbox/checkout.js'],
      ['POST', '/api/payments/webhook'],
    ] as const) {
      const response = await call(app, method, url, method === 'POST' ? { order_id: 'order_x' } : undefined, { headers: who.headers });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });
});

describe('start-up in production', () => {
  it('is refused without Razorpay keys and without PAYMENT_PROVIDER, naming the variables', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `refused-${randomUUID().slice(0, 8)}-`));
    try {
      const started = promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(paths.apiDir, 'src', 'server.ts')], {
        cwd: paths.apiDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(40), DATA_DIR: dataDir, PORT: '4891' },
        timeout: 30_000,
      });
      const failure = await started.then(
        () => undefined,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain(`PAYMENT_PROVIDER: ${PAYMENT_PROVIDER_REQUIRED}`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
