import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runJourney } from './journey.mjs';

/** A shop that answers from a table of `METHOD path-prefix` → answer, recording the calls. */
function fakeClient(answers) {
  const calls = [];
  return {
    calls,
    call: async (method, path, options = {}) => {
      calls.push({ method, path, ...options });
      const found = Object.entries(answers).find(([prefix]) => `${method} ${path}`.startsWith(prefix));
      const answer = found ? found[1] : { status: 200 };
      return { ms: 1, ...(typeof answer === 'function' ? answer(options) : answer) };
    },
  };
}

const shopper = { id: 'u1', email: 'a@example.com', addressId: 'a1' };
const plan = { search: 'floor', views: ['p1'], cart: [{ productId: 'p1', quantity: 1 }], coupon: true, doubleSubmit: false };

function run(client, overrides = {}) {
  const records = [];
  const outcome = { told: [], unknown: [] };
  const result = runJourney({
    client,
    shopper,
    plan: { ...plan, ...overrides },
    password: 'pw',
    couponCode: 'SALE',
    record: (entry) => records.push(entry),
    outcome,
  });
  return result.then((said) => ({ said, records, outcome }));
}

test('a shopper walks every step and is told its order was placed', async () => {
  const client = fakeClient({ 'POST /api/v1/cart': { status: 201 }, 'POST /api/v1/order': { status: 201 } });
  const { said, records, outcome } = await run(client);
  assert.equal(said, 'ordered');
  assert.deepEqual(
    records.map((record) => record.step),
    ['home', 'search', 'product', 'sign-in', 'add to cart', 'place order'],
  );
  assert.equal(outcome.told.length, 1);
  const order = client.calls.at(-1);
  assert.equal(order.json.couponCode, 'SALE');
  assert.match(order.headers['idempotency-key'], /^[0-9a-f-]{36}$/);
});

test('when the coupon has run out the shopper orders again without it, under the same key', async () => {
  const client = fakeClient({
    'POST /api/v1/cart': { status: 201 },
    'POST /api/v1/order': (options) =>
      options.json.couponCode ? { status: 409, body: { errorCode: 'COUPON_LIMIT_REACHED' } } : { status: 201 },
  });
  const { said } = await run(client);
  const orders = client.calls.filter((call) => call.path === '/api/v1/order');
  assert.equal(said, 'ordered');
  assert.equal(orders.length, 2);
  assert.equal(orders[1].json.couponCode, undefined);
  assert.equal(orders[0].headers['idempotency-key'], orders[1].headers['idempotency-key']);
});

test('a double click sends the order twice under one key', async () => {
  const client = fakeClient({ 'POST /api/v1/cart': { status: 201 }, 'POST /api/v1/order': { status: 201 } });
  const { outcome } = await run(client, { doubleSubmit: true });
  assert.equal(outcome.told.length, 2);
  assert.equal(outcome.told[0].key, outcome.told[1].key);
});

test('a shopper whose products sold out stops before ordering', async () => {
  const client = fakeClient({ 'POST /api/v1/cart': { status: 409, body: { errorCode: 'OUT_OF_STOCK' } } });
  const { said } = await run(client);
  assert.equal(said, 'sold out before the cart');
  assert.ok(!client.calls.some((call) => call.path === '/api/v1/order'));
});

test('an order attempt without an answer is kept as unknown', async () => {
  const client = fakeClient({ 'POST /api/v1/cart': { status: 201 }, 'POST /api/v1/order': { status: 0 } });
  const { outcome } = await run(client, { coupon: false });
  assert.equal(outcome.unknown.length, 1);
  assert.equal(outcome.told.length, 0);
});
