import { describe, expectTypeOf, it } from 'vitest';
import type { Product, ProductCard } from '../contracts';
import type { request } from './request';

// Checked by tsc, which compiles test files: a wrong call or a cast of a reply breaks the build.
type Call = typeof request;

describe('request types', () => {
  it('takes the reply of an endpoint from its contract', () => {
    expectTypeOf<Awaited<ReturnType<typeof listProducts>>['data']>().toEqualTypeOf<ProductCard[]>();
    expectTypeOf<Awaited<ReturnType<typeof listProducts>>['total']>().toEqualTypeOf<number>();
    expectTypeOf<Awaited<ReturnType<typeof quickSearch>>['data']>().toEqualTypeOf<Product[]>();
  });
});

declare const call: Call;
declare const productId: string;

const listProducts = () => call('GET', 'product', { p: 0, sb: 'na' });
// An exact path wins over one with a parameter that would also cover it.
const quickSearch = () => call('GET', 'product/quick/search', { value: 'soap' });

export async function refusedCalls() {
  // @ts-expect-error a sort code the contract does not know
  await call('GET', 'product', { sb: 'cheapest' });
  // @ts-expect-error an endpoint the shop does not declare
  await call('GET', 'products');
  // @ts-expect-error a body missing what the contract requires
  await call('POST', 'cart', { quantity: 1 });
  const product = await call('GET', `product/${encodeURIComponent(productId)}`);
  // @ts-expect-error a reply is read as its contract says, not cast to another shape
  const wrong: { total: number } = product;
  return wrong;
}
