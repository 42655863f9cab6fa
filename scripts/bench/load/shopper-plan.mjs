// What each virtual shopper does on the sale day, decided from its number alone so that a run can be
// repeated: which products it looks at and buys, whether it types the sale's coupon, and whether it
// presses "place order" twice.

/** A small seeded random generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shares of the shoppers: most came for a hot product, some have the coupon, a few double-click. */
export const SHARES = { hot: 0.6, coupon: 0.3, doubleSubmit: 0.1 };

/**
 * Shopper `index`'s plan against the sale's products (`{ hot, regular }`, each `{ id, name }`):
 * `{ search, views, cart: [{ productId, quantity }], coupon, doubleSubmit }`.
 */
export function shopperPlan(index, sale) {
  const random = seededRandom(index * 7919 + 17);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const wantsHot = sale.hot.length > 0 && random() < SHARES.hot;
  const first = wantsHot ? pick(sale.hot) : pick(sale.regular);
  const second = random() < 0.5 ? pick(sale.regular) : undefined;
  const cart = [{ productId: first.id, quantity: wantsHot ? 1 + Math.floor(random() * 2) : 1 }];
  if (second && second.id !== first.id) cart.push({ productId: second.id, quantity: 1 });
  return {
    search: first.name.split(/\s+/).slice(0, 2).join(' ').toLowerCase(),
    views: [first.id, ...(second ? [second.id] : [])],
    cart,
    coupon: random() < SHARES.coupon,
    doubleSubmit: random() < SHARES.doubleSubmit,
  };
}
