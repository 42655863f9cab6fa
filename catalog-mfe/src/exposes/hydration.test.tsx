import { viewRecordedReplySchema } from '@shop/shared/contracts';
import { addToCart, emptyCart, initWishlist, signIn, signOut } from '@shop/shared/stores';
import { answer } from '@shop/shared/testing';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDetailProduct } from '../product-detail/model/detail-fixtures';
import { emptyFilters } from '../shop/model/filters';
import ProductDetailPage from './product-detail-page';
import ShopPage from './shop-page';

const product = makeDetailProduct({ _id: 'p1' });
let root: Root | undefined;

// The product page counts a view of its product once it is on screen.
beforeEach(() => answer('PUT', 'product/view/:productId', viewRecordedReplySchema, { success: true }));

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  signOut();
  emptyCart();
  initWishlist([]);
});

/**
 * Renders a page as the server does (no shopper: the server never holds one), lets the shopper's
 * session, cart and wish list arrive before the browser hydrates it, then hydrates.
 */
async function hydrateAfterSessionArrived(page: ReactNode): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  signIn({ _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', accountType: 'retailer' });
  addToCart(product, 2, 'c1');
  initWishlist([product]);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe("pages hydrate the server's HTML when the shopper's session arrived first", () => {
  it('shop: the cards match the HTML (their cart and heart are other sections’ fragments)', async () => {
    const data = { applied: emptyFilters, page: 0, categories: [], listing: { status: 'ready' as const, products: [product], total: 1 } };
    const { container, errors } = await hydrateAfterSessionArrived(<ShopPage params={{}} data={data} />);
    expect(errors).toEqual([]);
    expect(container.querySelector('article h2, article h3')?.textContent).toContain('Ujjwal Matic');
  });

  it('product: the page matches the HTML (its cart controls and hearts are other sections’ fragments)', async () => {
    const page = <ProductDetailPage params={{ productId: 'p1' }} data={{ status: 'ready', product }} />;
    const { container, errors } = await hydrateAfterSessionArrived(page);
    expect(errors).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toContain('Ujjwal Matic');
  });
});
