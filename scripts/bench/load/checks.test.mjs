import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkCoupon, checkOrders, checkServerErrors, checkStock, formatChecks } from './checks.mjs';

const row = (userId, idempotencyKey) => ({ userId, idempotencyKey });

test('orders pass when each one told placed is stored once, double submits included', () => {
  const told = [
    { userId: 'u1', key: 'k1' },
    { userId: 'u1', key: 'k1' },
    { userId: 'u2', key: 'k2' },
  ];
  assert.equal(checkOrders({ told, rows: [row('u1', 'k1'), row('u2', 'k2')] }).pass, true);
});

test('an order told placed but missing is lost', () => {
  const result = checkOrders({ told: [{ userId: 'u1', key: 'k1' }], rows: [] });
  assert.equal(result.pass, false);
  assert.match(result.detail, /1 lost/);
});

test('an order stored twice under one key is doubled', () => {
  const result = checkOrders({ told: [{ userId: 'u1', key: 'k1' }], rows: [row('u1', 'k1'), row('u1', 'k1')] });
  assert.match(result.detail, /1 doubled/);
});

test('an order no shopper was told about fails, unless its attempt got no answer', () => {
  assert.equal(checkOrders({ told: [], rows: [row('u1', 'k9')] }).pass, false);
  assert.equal(checkOrders({ told: [], unknown: [{ userId: 'u1', key: 'k9' }], rows: [row('u1', 'k9')] }).pass, true);
});

test('stock passes when what was there less what was sold is what is left', () => {
  const before = new Map([
    ['p1', 20],
    ['p2', 100],
  ]);
  const sold = new Map([['p1', 20]]);
  assert.equal(
    checkStock({
      before,
      after: new Map([
        ['p1', 0],
        ['p2', 100],
      ]),
      sold,
    }).pass,
    true,
  );
  assert.equal(
    checkStock({
      before,
      after: new Map([
        ['p1', 1],
        ['p2', 100],
      ]),
      sold,
    }).pass,
    false,
  );
});

test('stock below 0 fails even when the sums agree', () => {
  const result = checkStock({ before: new Map([['p1', 1]]), after: new Map([['p1', -1]]), sold: new Map([['p1', 2]]) });
  assert.equal(result.pass, false);
});

test('a coupon passes when its uses are its orders, within its limit', () => {
  assert.equal(checkCoupon({ code: 'C', usedBefore: 0, usedAfter: 25, limit: 25, ordersWithCoupon: 25 }).pass, true);
  assert.equal(checkCoupon({ code: 'C', usedBefore: 0, usedAfter: 26, limit: 25, ordersWithCoupon: 26 }).pass, false);
  assert.equal(checkCoupon({ code: 'C', usedBefore: 0, usedAfter: 25, limit: 25, ordersWithCoupon: 24 }).pass, false);
});

test('any 5xx fails, and the lines say PASS or FAIL', () => {
  const text = formatChecks([checkServerErrors(0), checkServerErrors(2)]);
  assert.match(text, /^PASS .*0 answers/);
  assert.match(text, /\nFAIL .*2 answers/);
});
