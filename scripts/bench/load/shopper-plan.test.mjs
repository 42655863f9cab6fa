import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SHARES, seededRandom, shopperPlan } from './shopper-plan.mjs';

const sale = {
  hot: [{ id: 'h1', name: 'Ujjwal Dishwash Bar 200 g' }],
  regular: [
    { id: 'r1', name: 'Floor Cleaner Lemon 1 L' },
    { id: 'r2', name: 'Matic Liquid 2 L' },
  ],
};

test('the same seed gives the same numbers', () => {
  const a = seededRandom(42);
  const b = seededRandom(42);
  assert.deepEqual([a(), a(), a()], [b(), b(), b()]);
});

test('a shopper’s plan depends on its number alone', () => {
  assert.deepEqual(shopperPlan(7, sale), shopperPlan(7, sale));
});

test('over many shoppers the shares come out near what they are meant to be', () => {
  const plans = Array.from({ length: 2000 }, (_, index) => shopperPlan(index, sale));
  const share = (test) => plans.filter(test).length / plans.length;
  assert.ok(Math.abs(share((plan) => plan.cart[0].productId === 'h1') - SHARES.hot) < 0.05);
  assert.ok(Math.abs(share((plan) => plan.coupon) - SHARES.coupon) < 0.05);
  assert.ok(Math.abs(share((plan) => plan.doubleSubmit) - SHARES.doubleSubmit) < 0.03);
});

test('a shopper looks at what it buys, buys each product once and searches for it by name', () => {
  for (let index = 0; index < 200; index++) {
    const plan = shopperPlan(index, sale);
    const ids = plan.cart.map((line) => line.productId);
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(ids.every((id) => plan.views.includes(id)));
    assert.ok(plan.cart.every((line) => line.quantity >= 1 && line.quantity <= 2));
  }
  assert.equal(shopperPlan(0, { hot: [], regular: sale.regular.slice(0, 1) }).search, 'floor cleaner');
});
