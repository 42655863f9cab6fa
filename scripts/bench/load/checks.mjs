// The bookkeeping checks after a sale: what the shoppers were told against what the database holds.
// Each answers `{ name, pass, detail }`.

const orderKey = (userId, key) => `${userId} ${key}`;

/**
 * Every order a shopper was told was placed exists exactly once, and no other order exists for the
 * shoppers. `told`: `{ userId, key }` per 201 answer (a double submit is told twice under one key);
 * `unknown`: attempts that got no answer, whose order may or may not exist; `rows`: the shoppers'
 * orders in the database, `{ userId, idempotencyKey }`.
 */
export function checkOrders({ told, unknown = [], rows }) {
  const stored = new Map();
  for (const row of rows) {
    const key = orderKey(row.userId, row.idempotencyKey);
    stored.set(key, (stored.get(key) ?? 0) + 1);
  }
  const toldKeys = new Set(told.map(({ userId, key }) => orderKey(userId, key)));
  const unknownKeys = new Set(unknown.map(({ userId, key }) => orderKey(userId, key)));
  const lost = [...toldKeys].filter((key) => !stored.has(key));
  const doubled = [...stored].filter(([, count]) => count > 1).map(([key]) => key);
  const unexpected = [...stored.keys()].filter((key) => !toldKeys.has(key) && !unknownKeys.has(key));
  const problems = [
    lost.length ? `${lost.length} lost` : '',
    doubled.length ? `${doubled.length} doubled` : '',
    unexpected.length ? `${unexpected.length} never told to a shopper` : '',
  ].filter(Boolean);
  return {
    name: 'no order lost or doubled',
    pass: problems.length === 0,
    detail: `${toldKeys.size} orders told placed, ${rows.length} in the database${unknownKeys.size ? ` (${unknownKeys.size} attempts without an answer)` : ''}${problems.length ? `: ${problems.join(', ')}` : ''}`,
  };
}

/**
 * For every product, the stock before the sale less the units in the sale's orders is the stock
 * now, and never below 0. Maps from product id: `before`, `after`, `sold`.
 */
export function checkStock({ before, after, sold }) {
  const wrong = [];
  for (const [productId, initial] of before) {
    const expected = initial - (sold.get(productId) ?? 0);
    const current = after.get(productId);
    if (current !== expected || current < 0) wrong.push(`${productId}: ${initial} − ${sold.get(productId) ?? 0} ≠ ${current}`);
  }
  for (const productId of sold.keys()) if (!before.has(productId)) wrong.push(`${productId}: sold but unknown before the sale`);
  const units = [...sold.values()].reduce((sum, count) => sum + count, 0);
  return {
    name: 'stock units conserved',
    pass: wrong.length === 0,
    detail: `${before.size} products, ${units} units sold${wrong.length ? `; ${wrong.slice(0, 5).join('; ')}` : ''}`,
  };
}

/** The coupon's count of uses grew by the orders that used it, and stays within its limit. */
export function checkCoupon({ code, usedBefore, usedAfter, limit, ordersWithCoupon }) {
  const counted = usedAfter - usedBefore;
  const pass = counted === ordersWithCoupon && usedAfter <= limit;
  return {
    name: `coupon ${code} uses match its orders and its limit`,
    pass,
    detail: `${counted} uses counted, ${ordersWithCoupon} orders with it, limit ${limit}`,
  };
}

/** No answer of the run had a 5xx status. */
export function checkServerErrors(count) {
  return { name: 'no answer with status 5xx', pass: count === 0, detail: `${count} answers with status 5xx` };
}

/** The checks as lines of PASS or FAIL. */
export function formatChecks(checks) {
  return checks.map((check) => `${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`).join('\n');
}
