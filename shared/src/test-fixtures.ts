import type { Product, User } from './contracts';

/** A complete product for tests; pass only the fields a test is about. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    productName: 'Ujjwal Detergent Powder 1 kg',
    productImages: ['/images/powder-1kg.webp'],
    weight: 1000,
    price: 199,
    discountedAmount: null,
    isOutOfStock: false,
    isActive: true,
    avgRating: 4.5,
    ratings: [],
    count: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    description: 'Low-foam powder for machines and hand wash.',
    highlights: [['brand', 'Ujjwal']],
    information: [],
    cgst: 9,
    sgst: 9,
    igst: 0,
    otherCharges: 0,
    otherChargesType: 'amount',
    ...overrides,
  };
}

/** A signed-in shopper for tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    fullName: 'Asha Patel',
    email: 'asha@example.in',
    phoneNumber: '9876543210',
    accountType: 'retailer',
    ...overrides,
  };
}
