// One virtual shopper's sale: home page, search, product pages, sign-in, cart, and a cash-on-delivery
// order, every call timed under its step. What the shopper was told about its order is kept for
// the checks.
import { randomUUID } from 'node:crypto';

/** The steps of the sale, in the order the table prints them. */
export const STEPS = ['home', 'search', 'product', 'sign-in', 'add to cart', 'place order'];

/**
 * Runs shopper `shopper` (`{ id, email, addressId }`) through `plan` with `client`. Each call goes to
 * `record({ step, status, ms })`; an order the shop said it placed to `outcome.told`, an attempt
 * without an answer to `outcome.unknown` (both `{ userId, key }`).
 */
export async function runJourney({ client, shopper, plan, password, couponCode, record, outcome }) {
  const step = async (name, method, path, options) => {
    const answer = await client.call(method, path, options);
    record({ step: name, status: answer.status, ms: answer.ms });
    return answer;
  };

  await step('home', 'GET', '/');
  await step('search', 'GET', `/api/v1/product/quick/search?value=${encodeURIComponent(plan.search)}&p=0&l=12`);
  for (const productId of plan.views) await step('product', 'GET', `/product/${productId}`);

  const signIn = await step('sign-in', 'POST', '/api/v1/auth/login', { json: { email: shopper.email, password } });
  if (signIn.status !== 200) return 'not signed in';

  let added = 0;
  for (const line of plan.cart) {
    const answer = await step('add to cart', 'POST', '/api/v1/cart', { json: line });
    if (answer.status === 201) added += 1;
  }
  if (added === 0) return 'sold out before the cart';

  // One key per checkout, as the shop's client keeps it: a double click or a retry is the same order.
  const key = randomUUID();
  const place = (coupon) =>
    step('place order', 'POST', '/api/v1/order', {
      json: { addressId: shopper.addressId, paymentType: 'cod', ...(coupon ? { couponCode } : {}) },
      headers: { 'idempotency-key': key },
    });
  const heard = (answers) => {
    for (const answer of answers) {
      if (answer.status === 201) outcome.told.push({ userId: shopper.id, key });
      if (answer.status === 0 || answer.status >= 500) outcome.unknown.push({ userId: shopper.id, key });
    }
    return answers.find((answer) => answer.status === 201) ?? answers[0];
  };
  let answer = heard(plan.doubleSubmit ? await Promise.all([place(plan.coupon), place(plan.coupon)]) : [await place(plan.coupon)]);
  // The coupon's uses ran out: the shopper orders without it.
  if (plan.coupon && answer.status === 409 && answer.body?.errorCode === 'COUPON_LIMIT_REACHED') answer = heard([await place(false)]);
  if (answer.status === 201) return 'ordered';
  return answer.body?.errorCode ? `order refused: ${answer.body.errorCode}` : `order answered ${answer.status}`;
}
