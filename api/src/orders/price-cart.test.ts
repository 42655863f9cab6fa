import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart';
import { productRow } from './product-fixture';

const soap = productRow({ id: 'soap' });
const charges = { shippingPaise: (subtotal: number) => (subtotal >= 50_000 ? 0 : 4_000), platformFeePaise: 1_000 };

describe('pricing an order', () => {
  it('spreads a 10% coupon capped at ₹40 over ₹250 × 2 at 18% GST: ₹230 a unit, ₹542.80 with the fee', () => {
    const price = priceCart(
      [{ productId: 'soap', product: soap, quantity: 2 }],
      { kind: 'percent', percentOff: 10, maxDiscount: 40 },
      charges,
    );
    expect(price).toMatchObject({
      subtotal: 50_000,
      discount: 4_000,
      gst: 8_280,
      otherCharges: 0,
      shipping: 0,
      platformFee: 1_000,
      total: 55_280,
    });
    expect(price.lines.map((line) => line.unitPaise)).toEqual([23_000]);
  });

  it('charges shipping on the subtotal before the coupon, and the product price as the server has it', () => {
    const cheap = productRow({ id: 'cheap', price: '100.00', discountedAmount: '80.00', cgst: '0.00', sgst: '0.00' });
    const price = priceCart([{ productId: 'cheap', product: cheap, quantity: 3 }], undefined, charges);
    expect(price).toMatchObject({ subtotal: 24_000, discount: 0, gst: 0, shipping: 4_000, total: 29_000 });
    expect(price.lines.map((line) => line.unitPaise)).toEqual([8_000]);
  });

  it('keeps the full price for a free-product coupon: the gift is a line of its own', () => {
    const price = priceCart([{ productId: 'soap', product: soap, quantity: 1 }], { kind: 'free-product' }, charges);
    expect(price).toMatchObject({ subtotal: 25_000, discount: 0, gst: 4_500, shipping: 4_000, total: 34_500 });
  });
});
