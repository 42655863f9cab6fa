import type { CartLine, CartReplyLine, Product } from '@shop/shared/contracts';
import { makeProduct } from '@shop/shared/testing';

/** The checkout tests' product: the shared one with an id, a round price and no description of its own. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return makeProduct({ _id: 'powder', productImages: ['/images/powder.webp'], price: 200, description: '', highlights: [], ...overrides });
}

/** A cart line as the client holds it. */
export function testLine(id: string, product: Product, quantity: number): CartLine {
  return { id, product, quantity };
}

/** The same line as `GET cart` sends it. */
export function testReplyLine(id: string, product: Product, quantity: number): CartReplyLine {
  return { _id: id, cartId: id, product, quantity };
}
