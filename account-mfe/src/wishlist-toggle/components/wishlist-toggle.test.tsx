import { type Product, wishlistToggleReplySchema } from '@shop/shared/contracts';
import { bindNavigator, publishLocation } from '@shop/shared/navigation';
import { $toasts, $wishlist, clearToasts, initWishlist, setProfileLoading, signIn, signOut } from '@shop/shared/stores';
import { answer, makeProduct } from '@shop/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistToggle } from './wishlist-toggle';

const cardProduct = (overrides: Partial<Product> = {}): Product =>
  makeProduct({ productImages: ['/api/media/products/powder.svg'], price: 200, ...overrides });

const navigateSpy = vi.fn();
const signInShopper = () =>
  signIn({ _id: 'u1', fullName: 'Asha Patel', email: 'asha@example.in', phoneNumber: '9876543210', accountType: 'retailer' });
const heart = () => screen.getByRole('button', { name: 'Add Ujjwal Detergent Powder 1 kg to wish list' });

beforeEach(() => {
  signOut();
  clearToasts();
  navigateSpy.mockReset();
  bindNavigator(navigateSpy);
  publishLocation({ pathname: '/shop', search: '?c=dishwash', hash: '', state: null });
});

const toastMessages = () => $toasts.get().map((toast) => toast.message);

describe('the wish-list heart fragment on a product card', () => {
  it('tells a guest who presses the heart to log in and sends them to /signin, remembering the page', async () => {
    render(<WishlistToggle product={cardProduct()} />);
    const heart = screen.getByRole('button', { name: 'Add Ujjwal Detergent Powder 1 kg to wish list' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(toastMessages()).toEqual(['Please Log In']);
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/shop?c=dishwash' } });
  });

  it('fills the heart when the product is on the wish list', () => {
    const product = cardProduct();
    initWishlist([product]);
    render(<WishlistToggle product={product} />);
    const heart = screen.getByRole('button', { name: 'Add Ujjwal Detergent Powder 1 kg to wish list' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('ignores a press while the start-up profile load has not answered', async () => {
    setProfileLoading(true);
    render(<WishlistToggle product={cardProduct()} />);
    await userEvent.click(heart());
    expect(toastMessages()).toEqual([]);
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it("fills the heart of a signed-in shopper's product at once and saves it", async () => {
    signInShopper();
    initWishlist([]);
    const product = cardProduct();
    const saves = answer('POST', 'profile/wishlist', wishlistToggleReplySchema, {
      success: true,
      data: { added: true, wishlist: [product] },
    });
    render(<WishlistToggle product={product} />);
    await userEvent.click(heart());
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(saves.bodies()).toEqual([{ productId: 'p1' }]));
    expect($wishlist.get()?.map((item) => item._id)).toEqual(['p1']);
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});

describe("the wish list as a product page's Save to Wish List button", () => {
  it('shows whether the product is saved, saves it for a signed-in shopper and sends a guest to sign in', async () => {
    publishLocation({ pathname: '/product/p1', search: '', hash: '', state: null });
    const product = cardProduct();
    const { unmount } = render(<WishlistToggle product={product} look="button" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save to Wish List' }));
    expect(toastMessages()).toEqual(['Please Log In']);
    expect(navigateSpy).toHaveBeenCalledExactlyOnceWith('/signin', { state: { from: '/product/p1' } });
    unmount();

    signInShopper();
    initWishlist([]);
    answer('POST', 'profile/wishlist', wishlistToggleReplySchema, { success: true, data: { added: true, wishlist: [product] } });
    render(<WishlistToggle product={product} look="button" />);
    const save = screen.getByRole('button', { name: 'Save to Wish List' });
    expect(save.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(save);
    expect(save.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect($wishlist.get()?.map((item) => item._id)).toEqual(['p1']));
  });
});
