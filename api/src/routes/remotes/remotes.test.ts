import { randomUUID } from 'node:crypto';
import { viewIdInBatch } from '@shop/shared/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveRemote, useReleaseServer } from '../../test/release-server';
import { useTestApp } from '../../test/test-app';
import { useTestDatabase } from '../../test/test-database';
import { BOOTSTRAP as TOKEN } from '../operator/operator-fixtures';

// The bootstrap (admin) token steers the registry here; which scope may call what is operator-auth.test.ts's.
const database = useTestDatabase();
const releases = useReleaseServer();
const app = useTestApp(database, {
  config: () => ({
    operatorToken: TOKEN,
    rollback: { minViews: 10, failurePercent: 20, failuresPerAddress: 3 },
    shellSharedUrl: releases.url('/shell/shared.json'),
  }),
});
const CATALOG_PATHS = ['/', '/shop', '/product/:productId'];
let stable = '';
let next = { entry: '', integrity: {} as Record<string, string> };

beforeEach(async () => {
  stable = await liveRemote(app().repositories.remoteRegistry, releases, 'catalog', 'initial', CATALOG_PATHS);
  await liveRemote(app().repositories.remoteRegistry, releases, 'account', 'initial', ['/signin']);
  next = releases.publish('catalog', '1.1.0', CATALOG_PATHS);
});

const operator = (method: 'GET' | 'POST', url: string, payload?: object, token = TOKEN) =>
  app().inject({ method, url: `/api/operator${url}`, payload, headers: { authorization: `Bearer ${token}` } });
const registry = async () => (await app().inject({ method: 'GET', url: '/api/remotes' })).json().data.remotes;
type ServedView = { release: string; failure?: string; message?: string };
/** The report of views the rendering server gave of the catalogue, one batch per release. */
function viewsReport(views: ServedView[]) {
  const batches = new Map<string, string>();
  const ids = views.map(({ release }, n) => {
    if (!batches.has(release)) batches.set(release, viewIdInBatch(randomUUID(), 0));
    const before = views.slice(0, n).filter((view) => view.release === release).length;
    return viewIdInBatch(batches.get(release) ?? '', before);
  });
  const body = {
    batches: [...batches].map(([release, batchId]) => ({
      batchId,
      views: views.filter((view) => view.release === release).length,
      remotes: [{ remote: 'catalog', release }],
    })),
    failures: views.flatMap(({ release, failure, message }, n) =>
      failure ? [{ viewId: ids[n], remote: 'catalog', release, failure, ...(message ? { message } : {}) }] : [],
    ),
  };
  return { ids, body };
}
/** Reports the views as the rendering server does; gives the ids their pages carried. */
async function reportViews(views: ServedView[]): Promise<string[]> {
  const { ids, body } = viewsReport(views);
  expect((await operator('POST', '/remotes/views', body)).statusCode).toBe(200);
  return ids;
}
const served = (count: number, release = '1.1.0-abc') => Array.from({ length: count }, () => ({ release }));
const beacon = (viewId: string, address = '203.0.113.5', report: { message?: string; stack?: string } = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/remotes/failures',
    payload: { viewId, failures: [{ remote: 'catalog', kind: 'render', ...report }] },
    remoteAddress: address,
  });

async function candidateAtHalf(): Promise<void> {
  expect((await operator('POST', '/remotes/catalog/releases', { release: '1.1.0-abc', ...next })).statusCode).toBe(201);
  expect((await operator('POST', '/remotes/catalog/rollout', { release: '1.1.0-abc', percent: 50 })).statusCode).toBe(200);
}

describe('the remotes registry', () => {
  it('serves each remote’s live release with the routes it declares', async () => {
    const { catalog } = await registry();
    expect(catalog).toMatchObject({ entry: stable, release: 'initial' });
    expect(catalog.declaration.routes.map((route: { path: string }) => route.path)).toEqual(CATALOG_PATHS);
  });

  it('rolls a release out, raises its share, promotes it, and rolls the next one back', async () => {
    await candidateAtHalf();
    expect((await registry()).catalog).toMatchObject({
      entry: stable,
      release: 'initial',
      candidate: { entry: next.entry, release: '1.1.0-abc', percent: 50 },
    });
    await operator('POST', '/remotes/catalog/rollout', { release: '1.1.0-abc', percent: 100 });
    expect((await registry()).catalog.candidate.percent).toBe(100);
    expect((await operator('POST', '/remotes/catalog/promote')).json().data).toEqual({ remote: 'catalog', release: '1.1.0-abc' });
    expect((await registry()).catalog).toMatchObject({ entry: next.entry, release: '1.1.0-abc' });
    expect((await registry()).catalog.candidate).toBeUndefined();

    await operator('POST', '/remotes/catalog/rollout', { release: 'initial', percent: 10 });
    expect((await operator('POST', '/remotes/catalog/rollback')).statusCode).toBe(200);
    expect((await registry()).catalog).toMatchObject({ entry: next.entry, release: '1.1.0-abc' });
    expect((await registry()).catalog.candidate).toBeUndefined();
    const overview = await operator('GET', '/remotes');
    const events = overview.json().data.events.map((event: { kind: string }) => event.kind);
    expect(events.slice(0, 5)).toEqual(['rollback', 'rollout', 'promote', 'rollout', 'rollout']);
  });

  it('requires the operator token for every change and for the overview', async () => {
    const changes: Array<[string, object | undefined]> = [
      ['/remotes/catalog/releases', { release: 'x1', ...next }],
      ['/remotes/catalog/rollout', { release: 'initial', percent: 5 }],
      ['/remotes/catalog/promote', undefined],
      ['/remotes/catalog/rollback', undefined],
      ['/remotes/views', { batches: [], failures: [] }],
    ];
    for (const [url, payload] of changes) {
      expect((await operator('POST', url, payload, 'y'.repeat(40))).statusCode).toBe(401);
      expect((await app().inject({ method: 'POST', url: `/api/operator${url}`, payload })).statusCode).toBe(401);
    }
    expect((await operator('GET', '/remotes', undefined, 'y'.repeat(40))).statusCode).toBe(401);
    expect((await registry()).catalog).toMatchObject({ entry: stable, release: 'initial' });
  });

  it('answers bad commands with a 4xx naming the problem', async () => {
    expect((await operator('POST', '/remotes/catalog/rollout', { release: 'nope', percent: 5 })).statusCode).toBe(404);
    expect((await operator('POST', '/remotes/catalog/rollout', { release: 'initial', percent: 5 })).statusCode).toBe(409);
    expect((await operator('POST', '/remotes/catalog/rollout', { release: 'initial', percent: 101 })).statusCode).toBe(400);
    expect((await operator('POST', '/remotes/nothing/promote')).statusCode).toBe(404);
    expect((await operator('POST', '/remotes/catalog/promote')).json().errorCode).toBe('NO_CANDIDATE');
    expect((await operator('POST', '/remotes/catalog/releases', { release: '../x', ...next })).statusCode).toBe(400);
    await operator('POST', '/remotes/catalog/releases', { release: 'r2', ...next });
    // A release is immutable: the same name cannot point somewhere else later.
    const elsewhere = releases.publish('catalog', 'elsewhere', CATALOG_PATHS);
    expect((await operator('POST', '/remotes/catalog/releases', { release: 'r2', ...elsewhere })).statusCode).toBe(409);
    expect((await operator('POST', '/remotes/catalog/releases', { release: 'r2', ...next })).statusCode).toBe(201);
  });
});

describe('health reports and the automatic rollback', () => {
  it('counts page views and failures per release over the last hour', async () => {
    await candidateAtHalf();
    const views = await reportViews([...served(2, 'initial'), ...served(1), { release: '1.1.0-abc', failure: 'load' }]);
    expect((await beacon(views[2] ?? '')).json().data).toEqual({ counted: 1 });
    const { health } = (await operator('GET', '/remotes')).json().data;
    type Row = { release: string; views: number; loadFailures: number; renderErrors: number };
    const totals = (release: string) => {
      const rows = (health as Row[]).filter((row) => row.release === release);
      const sum = (pick: (row: Row) => number) => rows.reduce((total, row) => total + pick(row), 0);
      return [sum((row) => row.views), sum((row) => row.loadFailures), sum((row) => row.renderErrors)];
    };
    expect(totals('initial')).toEqual([2, 0, 0]);
    expect(totals('1.1.0-abc')).toEqual([2, 1, 1]);
  });

  it('counts a report sent twice once, and refuses a malformed one', async () => {
    await candidateAtHalf();
    const { body } = viewsReport([...served(3), { release: '1.1.0-abc', failure: 'render' }]);
    for (let n = 0; n < 2; n += 1) expect((await operator('POST', '/remotes/views', body)).json().data).toEqual({ recorded: 4 });
    const { health } = (await operator('GET', '/remotes')).json().data;
    expect(health.filter((row: { release: string }) => row.release === '1.1.0-abc')).toMatchObject([
      { views: 4, loadFailures: 0, renderErrors: 1 },
    ]);
    const [batch] = body.batches;
    for (const bad of [
      { ...body, batches: [{ ...batch, batchId: viewIdInBatch(batch?.batchId ?? '', 1) }] },
      { ...body, batches: [{ ...batch, views: 0 }] },
      { ...body, batches: [{ ...batch, remotes: [] }] },
      { batches: body.batches },
      { views: [] },
    ])
      expect((await operator('POST', '/remotes/views', bad)).statusCode).toBe(400);
  });

  it('rolls a failing candidate back once over the threshold, recording the figures', async () => {
    await candidateAtHalf();
    const views = await reportViews([{ release: '1.1.0-abc', failure: 'load' }, ...served(9)]);
    // One of ten failed, then two of ten: 20 % is not over the threshold of 20 %.
    await beacon(views[1] ?? '');
    expect((await registry()).catalog.candidate?.release).toBe('1.1.0-abc');
    await beacon(views[2] ?? '');
    expect((await registry()).catalog.candidate).toBeUndefined();
    const [event] = (await operator('GET', '/remotes')).json().data.events;
    expect(event).toMatchObject({
      kind: 'automatic-rollback',
      release: '1.1.0-abc',
      detail: { views: 10, loadFailures: 1, renderErrors: 2, failurePercent: 30, thresholdPercent: 20, minViews: 10 },
    });
  });

  it('rolls back when later healthy views bring a candidate with early failures over the minimum', async () => {
    await candidateAtHalf();
    const early = await reportViews(served(4));
    for (const viewId of early) await beacon(viewId);
    // Four of four failed, but four views are under the minimum of ten.
    expect((await registry()).catalog.candidate?.release).toBe('1.1.0-abc');
    await reportViews(served(6));
    expect((await registry()).catalog.candidate).toBeUndefined();
  });

  it('keeps a healthy candidate when a flood of made-up or repeated failure reports arrives', async () => {
    await candidateAtHalf();
    const views = await reportViews(served(20));
    const counted: number[] = [];
    // Made-up view ids from many addresses, and one real view reported over and over.
    for (let n = 0; n < 40; n += 1) counted.push((await beacon(randomUUID(), `198.51.100.${n}`)).json().data.counted);
    // Ids past the end of a real batch: the views it counted are numbered 0 to 19.
    for (let n = 20; n < 40; n += 1) counted.push((await beacon(viewIdInBatch(views[0] ?? '', n), `203.0.113.${n}`)).json().data.counted);
    for (let n = 0; n < 40; n += 1) counted.push((await beacon(views[0] ?? '', `192.0.2.${n}`)).json().data.counted);
    expect(counted.reduce((sum, value) => sum + value, 0)).toBe(1);
    expect((await registry()).catalog.candidate?.release).toBe('1.1.0-abc');
  });

  it('does not roll a candidate back for 50 views one client made and reported failed', async () => {
    await candidateAtHalf();
    // 50 views: what the page-view reports alone would need to roll it back, all within one minute's
    // allowance of reports from one address.
    const views = await reportViews(served(50));
    const counted: number[] = [];
    for (const viewId of views) counted.push((await beacon(viewId, '198.51.100.77')).json().data.counted);
    expect(counted.reduce((sum, value) => sum + value, 0)).toBe(3);
    expect((await registry()).catalog.candidate?.release).toBe('1.1.0-abc');
    // Reports from other shoppers still count.
    expect((await beacon(views[49] ?? '', '198.51.100.78')).json().data).toEqual({ counted: 1 });
  });

  it('keeps what went wrong, scrubbed of personal data, and lists the commonest failures for the team', async () => {
    await candidateAtHalf();
    const reported = await reportViews([
      ...served(3),
      { release: '1.1.0-abc', failure: 'load', message: 'server/remoteEntry.js is not the file released' },
    ]);
    const views = reported.slice(0, 3);
    const message = 'Cannot read price of undefined for asha@example.in, call 9876543210';
    const stack = '    at ProductCard (card.tsx:4)\n    at ShopPage';
    for (const [n, viewId] of views.entries()) await beacon(viewId, `192.0.2.${n}`, { message, stack });
    const reply = await operator('GET', '/remotes/catalog/errors?release=1.1.0-abc');
    expect(reply.statusCode).toBe(200);
    const [first, second] = reply.json().data.errors;
    expect(first).toMatchObject({
      release: '1.1.0-abc',
      kind: 'render',
      count: 3,
      message: 'Cannot read price of undefined for [email], call [phone]',
      stack,
    });
    expect(second).toMatchObject({ kind: 'load', count: 1, message: 'server/remoteEntry.js is not the file released' });
    expect((await operator('GET', '/remotes/catalog/errors?release=../x')).statusCode).toBe(400);
  });

  it('validates failure reports and limits them per address', async () => {
    const bad = await app().inject({
      method: 'POST',
      url: '/api/remotes/failures',
      payload: { viewId: 'x', failures: [] },
      remoteAddress: '203.0.113.9',
    });
    expect(bad.statusCode).toBe(400);
    const codes: number[] = [];
    for (let n = 0; n < 61; n += 1) codes.push((await beacon(randomUUID(), '203.0.113.10')).statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(60);
    expect(codes.at(-1)).toBe(429);
  });
});
