import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatTable, percentile, summarize } from './stats.mjs';

test('percentiles take the nearest rank of the sorted values', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 95), 95);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 50), 0);
});

test('a step counts its calls, its rate over the run and its refusals by status', () => {
  const records = [
    { step: 'home', status: 200, ms: 10 },
    { step: 'home', status: 200, ms: 30 },
    { step: 'order', status: 201, ms: 50 },
    { step: 'order', status: 409, ms: 20 },
    { step: 'order', status: 409, ms: 25 },
    { step: 'order', status: 429, ms: 5 },
    { step: 'order', status: 502, ms: 5 },
    { step: 'order', status: 0, ms: 5 },
  ];
  const [home, order, empty] = summarize(records, ['home', 'order', 'cart'], 2);
  assert.deepEqual(
    { count: home.count, perSecond: home.perSecond, p50: home.p50, p99: home.p99 },
    { count: 2, perSecond: 1, p50: 10, p99: 30 },
  );
  assert.deepEqual(order.clientErrors, { 409: 2, 429: 1 });
  assert.deepEqual(order.serverErrors, { 502: 1 });
  assert.equal(order.noAnswer, 1);
  assert.equal(empty.count, 0);
});

test('the table has a line per step with its refusals', () => {
  const table = formatTable(
    summarize(
      [
        { step: 'order', status: 409, ms: 20 },
        { step: 'order', status: 503, ms: 20 },
      ],
      ['order'],
      1,
    ),
  );
  assert.match(table, /order .*409×1 .*503×1/);
});
