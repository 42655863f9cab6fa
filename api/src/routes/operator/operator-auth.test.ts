import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { liveRemote, useReleaseServer } from '../../test/release-server';
import { testConfig, useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { BOOTSTRAP, createToken, operatorCall } from './operator-fixtures';

const database = useTestDatabase();
const releases = useReleaseServer();
const app = useTestApp(database, { config: () => ({ operatorToken: BOOTSTRAP, shellSharedUrl: releases.url('/shell/shared.json') }) });
const next: Record<string, { entry: string; integrity: Record<string, string> }> = {};

beforeEach(async () => {
  for (const [remote, path] of [
    ['catalog', '/shop'],
    ['checkout', '/cart'],
  ] as const) {
    await liveRemote(app().repositories.remoteRegistry, releases, remote, '1.0.0', [path]);
    next[remote] = releases.publish(remote, '1.1.0-abc', [path]);
  }
});

/** Every write a remote's token may make, on that remote. */
const remoteWrites = (remote: string) =>
  [
    ['POST', `/remotes/${remote}/releases`, { release: '1.1.0-abc', ...next[remote] }],
    ['POST', `/remotes/${remote}/rollout`, { release: '1.1.0-abc', percent: 10 }],
    ['POST', `/remotes/${remote}/rollback`],
    ['POST', `/remotes/${remote}/rollout`, { release: '1.1.0-abc', percent: 100 }],
    ['POST', `/remotes/${remote}/promote`],
  ] as const;

const statuses = async (token: string, calls: ReadonlyArray<readonly ['POST' | 'GET', string, object?]>) => {
  const answered: number[] = [];
  for (const [method, url, body] of calls) answered.push((await operatorCall(app(), token, method, url, body)).statusCode);
  return answered;
};

describe('operator scopes', () => {
  it("let a remote's token steer that remote only, and give 403 across remotes", async () => {
    const catalog = (await createToken(app(), 'catalog-ci', 'remote:catalog')).secret;
    expect(await statuses(catalog, remoteWrites('catalog'))).toEqual([201, 200, 200, 200, 200]);
    expect(await statuses(catalog, remoteWrites('checkout'))).toEqual([403, 403, 403, 403, 403]);

    const promote = await operatorCall(app(), catalog, 'POST', '/remotes/checkout/promote');
    expect(promote.json()).toEqual({
      success: false,
      errorCode: 'FORBIDDEN',
      message: 'Token catalog-ci has the scope remote:catalog; this call needs remote:checkout.',
    });
    // The scope is checked before the body and the path, so a refused caller learns nothing about them.
    expect((await operatorCall(app(), catalog, 'POST', '/remotes/checkout/rollout', { percent: 'lots' })).statusCode).toBe(403);
    expect((await operatorCall(app(), catalog, 'POST', '/remotes/Bad!/promote')).statusCode).toBe(403);
    expect(await statuses(catalog, [['POST', '/remotes/views', { batches: [], failures: [] }]])).toEqual([403]);
    expect(await statuses(catalog, [['POST', '/orders/00000000-0000-4000-8000-000000000000/refund']])).toEqual([403]);
  });

  it('let refunds and views tokens do their one thing, every token read the overview, and admin do all', async () => {
    const refunds = (await createToken(app(), 'refunds-desk', 'refunds')).secret;
    const views = (await createToken(app(), 'renderer', 'views')).secret;
    const unknownOrder = '/orders/00000000-0000-4000-8000-000000000000/refund';
    expect(
      await statuses(refunds, [
        ['POST', unknownOrder],
        ['POST', '/remotes/views', { batches: [], failures: [] }],
        ...remoteWrites('catalog'),
      ]),
    ).toEqual([404, 403, 403, 403, 403, 403, 403]);
    expect(
      await statuses(views, [
        ['POST', '/remotes/views', { batches: [], failures: [] }],
        ['POST', unknownOrder],
        ...remoteWrites('catalog'),
      ]),
    ).toEqual([200, 403, 403, 403, 403, 403, 403]);
    for (const token of [refunds, views, BOOTSTRAP]) expect(await statuses(token, [['GET', '/remotes']])).toEqual([200]);

    const admin = (await createToken(app(), 'ops-admin', 'admin')).secret;
    expect(
      await statuses(admin, [
        ...remoteWrites('checkout'),
        ['POST', '/remotes/views', { batches: [], failures: [] }],
        ['POST', unknownOrder],
      ]),
    ).toEqual([201, 200, 200, 200, 200, 200, 404]);
  });

  const seen: unknown[] = [];
  const watched = useTestApp(database, {
    config: { operatorToken: BOOTSTRAP },
    setup: (instance) => instance.addHook('onResponse', async (request) => void seen.push(request.operator)),
  });

  it('tell each request which token it came with', async () => {
    const token = await createToken(watched(), 'catalog-ci', 'remote:catalog');
    seen.length = 0;
    await operatorCall(watched(), token.secret, 'GET', '/remotes');
    await operatorCall(watched(), BOOTSTRAP, 'GET', '/remotes');
    expect(seen).toEqual([
      { id: token.id, name: 'catalog-ci', scope: 'remote:catalog' },
      { id: null, name: 'bootstrap', scope: 'admin' },
    ]);
  });
});

describe('failed operator authentications', () => {
  const wrong = (address: string) => operatorCall(app(), `shop_op_guess-${Math.random()}`, 'GET', '/remotes', undefined, address);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('answer 429 after 10 in a minute from one address, a right token included, until the minute is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:00Z') });
    const codes: number[] = [];
    for (let n = 0; n < 11; n += 1) codes.push((await wrong('198.51.100.7')).statusCode);
    expect(codes).toEqual([...Array(10).fill(401), 429]);

    const refused = await operatorCall(app(), BOOTSTRAP, 'GET', '/remotes', undefined, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await operatorCall(app(), BOOTSTRAP, 'GET', '/remotes', undefined, '198.51.100.8')).statusCode).toBe(200);

    vi.setSystemTime(new Date('2026-11-27T10:01:00Z'));
    expect((await operatorCall(app(), BOOTSTRAP, 'GET', '/remotes', undefined, '198.51.100.7')).statusCode).toBe(200);
  });

  it('do not count calls without a token, nor a valid token lacking the scope', async () => {
    const views = (await createToken(app(), 'renderer', 'views')).secret;
    for (let n = 0; n < 12; n += 1) {
      expect((await operatorCall(app(), undefined, 'GET', '/remotes', undefined, '198.51.100.9')).statusCode).toBe(401);
      expect((await operatorCall(app(), views, 'GET', '/tokens', undefined, '198.51.100.9')).statusCode).toBe(403);
    }
    expect((await wrong('198.51.100.9')).statusCode).toBe(401);
  });

  it('count each of many parallel failures once, however many processes answer them', async () => {
    const second = database().connectAgain();
    const other: FastifyInstance = buildApp({ config: testConfig({ operatorToken: BOOTSTRAP }), database: second });
    try {
      await other.ready();
      const guess = (instance: FastifyInstance) =>
        operatorCall(instance, `shop_op_guess-${Math.random()}`, 'GET', '/remotes', undefined, '192.0.2.44');
      const replies = await Promise.all(Array.from({ length: 30 }, (_, n) => guess(n % 2 === 0 ? app() : other)));
      const codes = replies.map((reply) => reply.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(10);
      expect(codes.filter((code) => code === 429)).toHaveLength(20);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('log a warning once when an address goes over the limit', async () => {
    const lines: string[] = [];
    const logged = buildApp({
      config: testConfig({ operatorToken: BOOTSTRAP, logLevel: 'warn' }),
      database: database(),
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await logged.ready();
      for (let n = 0; n < 13; n += 1) await operatorCall(logged, `shop_op_guess-${n}`, 'GET', '/remotes', undefined, '203.0.113.77');
      const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
      expect(warnings).toEqual([
        expect.objectContaining({
          address: '203.0.113.77',
          failures: 11,
          msg: 'Operator authentication failures over the limit: operator calls from this address are refused',
        }),
      ]);
    } finally {
      await logged.close();
    }
  });
});
