import type { CartLine, Product } from '@shop/shared/contracts';

/** A complete product for tests; pass only the fields a test is about. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'powder',
    productName: 'Ujjwal Detergent Powder 1 kg',
    productImages: ['/images/powder.webp'],
    weight: 1000,
    price: 200,
    discountedAmount: null,
    isOutOfStock: false,
    isActive: true,
    avgRating: 4.5,
    ratings: [],
    count: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    description: '',
    highlights: [],
    information: [],
    cgst: 9,
    sgst: 9,
    igst: 0,
    otherCharges: 0,
    otherChargesType: 'amount',
    ...overrides,
  };
}

/** A cart line as `GET cart` sends it. */
export function testLine(id: string, product: Product, quantity: number): CartLine {
  return { _id: id, cartId: id, product, quantity };
}
