import { addProductToCart, changeCartQuantity, removeProductFromCart } from '@shop/shared/cart';
import type { Product } from '@shop/shared/contracts';
import { addToCart, emptyCart } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleSignedInCardAction } from './signed-in-card-actions';

vi.mock('@shop/shared/wishlist', () => ({ toggleWishlistItem: vi.fn(async () => true) }));
vi.mock('@shop/shared/cart', () => ({
  addProductToCart: vi.fn(async () => true),
  removeProductFromCart: vi.fn(async () => true),
  changeCartQuantity: vi.fn(async () => ({ saved: true, quantity: 1 })),
}));

const product = { _id: 'p1', productName: 'Ujjwal Detergent Powder 1 kg' } as Product;

beforeEach(() => {
  vi.clearAllMocks();
  emptyCart();
});

describe('a signed-in shopper on a product card', () => {
  it('saves the heart through the shared wish-list toggle', () => {
    handleSignedInCardAction('wishlist', product);
    expect(toggleWishlistItem).toHaveBeenCalledExactlyOnceWith(product);
    expect(addProductToCart).not.toHaveBeenCalled();
  });

  it('adds one unit of a product not in the cart', () => {
    handleSignedInCardAction('cart', product);
    expect(addProductToCart).toHaveBeenCalledExactlyOnceWith(product, 1);
    expect(removeProductFromCart).not.toHaveBeenCalled();
  });

  it('removes the line of a product already in the cart', () => {
    addToCart(product, 2, 'c1');
    handleSignedInCardAction('cart', product);
    expect(removeProductFromCart).toHaveBeenCalledExactlyOnceWith('p1');
    expect(addProductToCart).not.toHaveBeenCalled();
  });

  it('changes the line by one with the stepper', () => {
    handleSignedInCardAction('increase', product);
    handleSignedInCardAction('decrease', product);
    expect(vi.mocked(changeCartQuantity).mock.calls).toEqual([
      ['p1', 1],
      ['p1', -1],
    ]);
  });
});
