import { describe, expect, it } from 'vitest';
import { snapshotLine } from './order-line-snapshot';
import { productRow } from './product-fixture';

describe('an order line as it was bought', () => {
  it('keeps the name, first image, first weight with its unit, the unit price paid and the tax rates', () => {
    const can = productRow({
      id: 'oil',
      productName: 'Groundnut oil',
      weight: [
        { weight: 5, price: 230.5 },
        { weight: 1, price: 50 },
      ],
      weightUnit: 'L',
    });
    expect(snapshotLine(can, 2, 23_050)).toEqual({
      productId: 'oil',
      productName: 'Groundnut oil',
      productImage: '/media/neem.webp',
      selectedWeight: '5 L',
      price: '230.50',
      quantity: 2,
      hsnCode: '3401',
      cgst: '9.00',
      sgst: '9.00',
      igst: '0.00',
    });
    expect(snapshotLine(productRow({ id: 'bare', productImages: [] }), 1, 0).productImage).toBe('');
  });
});
