import { describe, expect, it } from 'vitest';
import { FreeProductsStockIsOverError } from './order-messages';
import { productRow } from './product-fixture';
import { freeLine, linesToBuy } from './reserve-stock';

const locked = new Map(
  [
    productRow({ id: 'soap', stock: 5 }),
    productRow({ id: 'retired', isActive: false }),
    productRow({ id: 'gift', productName: 'Gift towel', stock: 1 }),
  ].map((product) => [product.id, product]),
);

describe('the lines an order takes', () => {
  it('leaves out products taken off sale or gone', () => {
    const lines = linesToBuy(
      [
        { productId: 'soap', quantity: 5 },
        { productId: 'retired', quantity: 1 },
        { productId: 'gone', quantity: 1 },
      ],
      locked,
    );
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([['soap', 5]]);
  });

  it('refuses a cart with nothing left to buy as empty, and a line beyond the stock by name', () => {
    expect(() => linesToBuy([{ productId: 'retired', quantity: 1 }], locked)).toThrow('Your cart is empty');
    expect(() => linesToBuy([{ productId: 'soap', quantity: 6 }], locked)).toThrow('Only 5 left of Neem soap');
  });
});

describe('the free line of a coupon', () => {
  const coupon = { kind: 'free-product' as const, freeProductId: 'gift', freeQuantity: 1 };

  it('adds the gift while it is in stock', () => {
    expect(freeLine(coupon, locked, false)).toMatchObject({ product: { id: 'gift' }, quantity: 1 });
    expect(freeLine({ ...coupon, kind: 'flat' }, locked, false)).toBeUndefined();
  });

  it('refuses when the gift is short, unless the shopper goes on without it', () => {
    expect(() => freeLine({ ...coupon, freeQuantity: 2 }, locked, false)).toThrow(FreeProductsStockIsOverError);
    expect(freeLine({ ...coupon, freeQuantity: 2 }, locked, true)).toBeUndefined();
    expect(() => freeLine({ ...coupon, freeProductId: 'retired' }, locked, false)).toThrow(FreeProductsStockIsOverError);
  });
});
