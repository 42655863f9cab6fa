import type { Product } from '@shop/shared/contracts';
import { $toasts, clearToasts } from '@shop/shared/stores';
import { toggleWishlistItem } from '@shop/shared/wishlist';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleSignedInCardAction } from './signed-in-card-actions';

vi.mock('@shop/shared/wishlist', () => ({ toggleWishlistItem: vi.fn(async () => true) }));

const product = { _id: 'p1', productName: 'Ujjwal Detergent Powder 1 kg' } as Product;
const toastMessages = () => $toasts.get().map((toast) => toast.message);

beforeEach(() => {
  vi.mocked(toggleWishlistItem).mockClear();
  clearToasts();
});

describe('a signed-in shopper on a product card', () => {
  it('saves the heart through the shared wish-list toggle', () => {
    handleSignedInCardAction('wishlist', product);
    expect(toggleWishlistItem).toHaveBeenCalledExactlyOnceWith(product);
    expect(toastMessages()).toEqual([]);
  });

  it('still hears that the cart is not available yet', () => {
    handleSignedInCardAction('cart', product);
    expect(toggleWishlistItem).not.toHaveBeenCalled();
    expect(toastMessages()).toEqual(['Cart is not available yet.']);
  });
});
