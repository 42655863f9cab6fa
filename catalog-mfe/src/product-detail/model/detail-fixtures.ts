import type { Product } from '@shop/shared/contracts';
import { makeProduct } from '@shop/shared/testing';

/** A complete product as the detail call returns it, for tests; pass only the fields a test is about. */
export function makeDetailProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({
    productName: 'Ujjwal Matic Detergent Powder',
    productImages: ['/api/media/products/matic-1.webp', '/api/media/products/matic-2.webp', '/api/media/products/matic-3.webp'],
    weight: [
      { weight: 1000, price: 199 },
      { weight: 2000, price: 380 },
    ],
    avgRating: 4.2,
    ratings: [{ rating: 4 }, { rating: 5 }],
    count: 120,
    description: 'Low-foam powder for front and top loading machines.',
    highlights: [
      ['brand', 'Ujjwal'],
      ['form', 'Powder'],
    ],
    information: [{ _id: 'i1', title: 'How to use', information: ['Add one scoop per load.', 'Keep away from children.'] }],
    linkedProducts: [],
    productCategory: { categoryName: 'Detergent Powder' },
    ...overrides,
  });
}
